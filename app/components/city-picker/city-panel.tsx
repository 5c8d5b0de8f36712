import * as Popover from "@radix-ui/react-popover";
import { type RefObject, useCallback, useEffect, useState } from "react";
import type { CityGroup, CityOption } from "#core/regions";
import { shortCityName } from "#core/regions";
import { trpc } from "~/lib/trpc";
import { Tab, TabList, TabPanel, Tabs } from "../ui/tabs";

// The panel of the city picker, loaded on the first click (the header button stays tiny): a Radix
// popover anchored to that button, with 热门城市 first, then the cities grouped by pinyin initial.
// Radix closes it on Escape and outside clicks; focus goes back to the button.
const TABS = ["hot", "ABCDE", "FGHJ", "KLMN", "PQRS", "TWXYZ"] as const;
type Group = (typeof TABS)[number];

type Cities = { hot: CityOption[]; groups: CityGroup[] };

// Loaded once per page view; the panel unmounts when it closes.
let loadedCities: Cities | null = null;

export default function CityPanel({
  anchor,
  shown,
  onChoose,
  onClose,
}: {
  anchor: RefObject<HTMLButtonElement | null>;
  shown: CityOption;
  onChoose: (city: CityOption) => void;
  onClose: () => void;
}) {
  const [tab, setTab] = useState<Group>("hot");
  const [cities, setCities] = useState<Cities | null>(loadedCities);
  const [failed, setFailed] = useState(false);

  const load = useCallback(() => {
    setFailed(false);
    trpc.regions.cities
      .query(undefined, { context: { silent: true } })
      .then((list) => {
        loadedCities = list;
        setCities(list);
      })
      .catch(() => setFailed(true));
  }, []);

  useEffect(() => {
    if (!loadedCities) load();
  }, [load]);

  const choose = (city: CityOption) => {
    onChoose(city);
    onClose();
  };

  return (
    <Popover.Root open onOpenChange={(open) => (open ? undefined : onClose())}>
      <Popover.Anchor virtualRef={anchor} />
      <Popover.Portal>
        <Popover.Content
          aria-label="选择城市"
          align="start"
          sideOffset={6}
          collisionPadding={8}
          // A press on the button itself toggles the panel; it is not an outside click.
          onInteractOutside={(e) => {
            if (anchor.current?.contains(e.target as Node)) e.preventDefault();
          }}
          onCloseAutoFocus={(e) => {
            e.preventDefault();
            anchor.current?.focus();
          }}
          className="z-50 w-[min(92vw,460px)] rounded-lg border border-slate-200 bg-white p-3 text-sm shadow-xl"
        >
          {failed ? (
            <div className="py-8 text-center text-slate-500">
              城市列表加载失败，
              <button type="button" className="text-brand-600 underline" onClick={load}>
                点击重试
              </button>
            </div>
          ) : !cities ? (
            <div className="py-8 text-center text-slate-500">加载中…</div>
          ) : (
            <Tabs value={tab} onValueChange={(value) => setTab(value as Group)}>
              <TabList label="城市分组" className="flex flex-wrap gap-1 border-b border-slate-100 pb-2">
                {TABS.map((t) => (
                  <Tab
                    key={t}
                    value={t}
                    className="rounded px-2 py-1 text-slate-600 data-[state=active]:bg-brand-50 data-[state=active]:font-medium data-[state=active]:text-brand-700"
                  >
                    {t === "hot" ? "热门城市" : t}
                  </Tab>
                ))}
              </TabList>
              <TabPanel value={tab}>
                {tab === "hot" ? (
                  <div className="grid grid-cols-4 gap-1 pt-3 sm:grid-cols-5">
                    {cities.hot.map((city) => (
                      <CityButton key={city.code} city={city} active={city.code === shown.code} onChoose={choose} />
                    ))}
                  </div>
                ) : (
                  <div className="max-h-72 space-y-2 overflow-y-auto pt-3">
                    {cities.groups
                      .filter((g) => tab.includes(g.letter))
                      .map((group) => (
                        <div key={group.letter} className="flex gap-2">
                          <span className="w-5 shrink-0 pt-1 font-semibold text-brand-600">{group.letter}</span>
                          <div className="flex flex-wrap gap-1">
                            {group.cities.map((city) => (
                              <CityButton key={city.code} city={city} active={city.code === shown.code} onChoose={choose} />
                            ))}
                          </div>
                        </div>
                      ))}
                  </div>
                )}
              </TabPanel>
            </Tabs>
          )}
        </Popover.Content>
      </Popover.Portal>
    </Popover.Root>
  );
}

function CityButton({ city, active, onChoose }: { city: CityOption; active: boolean; onChoose: (c: CityOption) => void }) {
  return (
    <button
      type="button"
      onClick={() => onChoose(city)}
      className={`truncate rounded px-2 py-1 text-left hover:bg-brand-50 hover:text-brand-700 ${active ? "bg-brand-600 text-white hover:bg-brand-600 hover:text-white" : "text-slate-700"}`}
      title={city.name}
    >
      {shortCityName(city.name)}
    </button>
  );
}
