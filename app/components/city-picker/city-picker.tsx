import { MapPin } from "lucide-react";
import { useCallback, useEffect, useRef, useState } from "react";
import { useFetcher } from "react-router";
import type { CityGroup, CityOption } from "#core/regions";
import { shortCityName } from "#core/regions";
import { trpc } from "~/lib/trpc";

// SPEC §1 city picker: the current city as a button; a popover with 热门城市 first, then the cities
// grouped by pinyin initial. The list loads on first open; the choice is kept in a cookie (SSR).
// Hand-rolled rather than Radix: it sits in the header of every page, so it must stay tiny.
const TABS = ["hot", "ABCDE", "FGHJ", "KLMN", "PQRS", "TWXYZ"] as const;
type Tab = (typeof TABS)[number];

type Cities = { hot: CityOption[]; groups: CityGroup[] };

export function CityPicker({ current }: { current: CityOption }) {
  const [open, setOpen] = useState(false);
  const [tab, setTab] = useState<Tab>("hot");
  const root = useRef<HTMLDivElement>(null);
  const [cities, setCities] = useState<Cities | null>(null);
  const [failed, setFailed] = useState(false);
  const fetcher = useFetcher();
  const pendingCode = fetcher.formData?.get("code");

  const load = useCallback(() => {
    setFailed(false);
    trpc.regions.cities
      .query(undefined, { context: { silent: true } })
      .then(setCities)
      .catch(() => setFailed(true));
  }, []);

  const choose = (city: CityOption) => {
    fetcher.submit({ code: city.code }, { method: "post", action: "/resources/city" });
    setOpen(false);
  };

  const shown =
    typeof pendingCode === "string" ? (cities?.hot.concat(cities.groups.flatMap((g) => g.cities)).find((c) => c.code === pendingCode) ?? current) : current;

  useEffect(() => {
    if (!open) return;
    const onDown = (e: MouseEvent) => {
      if (!root.current?.contains(e.target as Node)) setOpen(false);
    };
    const onKey = (e: KeyboardEvent) => {
      if (e.key === "Escape") setOpen(false);
    };
    document.addEventListener("mousedown", onDown);
    document.addEventListener("keydown", onKey);
    return () => {
      document.removeEventListener("mousedown", onDown);
      document.removeEventListener("keydown", onKey);
    };
  }, [open]);

  const toggle = () => {
    setOpen(!open);
    if (!open && !cities) load();
  };

  return (
    <div ref={root} className="relative inline-block">
      <button
        type="button"
        onClick={toggle}
        aria-expanded={open}
        aria-haspopup="dialog"
        className="inline-flex items-center gap-1 rounded px-1.5 py-0.5 hover:text-brand-600"
        aria-label={`当前城市：${shown.name}，点击切换`}
      >
        <MapPin className="h-3.5 w-3.5" aria-hidden />
        <span data-testid="current-city">{shortCityName(shown.name)}</span>
        <span className="text-slate-400">[切换]</span>
      </button>
      {open ? (
        <div
          role="dialog"
          aria-label="选择城市"
          className="absolute left-0 top-full z-50 mt-1.5 w-[min(92vw,460px)] rounded-lg border border-slate-200 bg-white p-3 text-sm shadow-xl"
        >
          {failed ? (
            <div className="py-8 text-center text-slate-500">
              城市列表加载失败，
              <button type="button" className="text-brand-600 underline" onClick={load}>
                点击重试
              </button>
            </div>
          ) : !cities ? (
            <div className="py-8 text-center text-slate-400">加载中…</div>
          ) : (
            <>
              <div role="tablist" aria-label="城市分组" className="flex flex-wrap gap-1 border-b border-slate-100 pb-2">
                {TABS.map((t) => (
                  <button
                    key={t}
                    type="button"
                    role="tab"
                    aria-selected={tab === t}
                    onClick={() => setTab(t)}
                    className={`rounded px-2 py-1 ${tab === t ? "bg-brand-50 font-medium text-brand-700" : "text-slate-600"}`}
                  >
                    {t === "hot" ? "热门城市" : t}
                  </button>
                ))}
              </div>
              <div role="tabpanel" aria-label={tab === "hot" ? "热门城市" : tab}>
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
              </div>
            </>
          )}
        </div>
      ) : null}
    </div>
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
