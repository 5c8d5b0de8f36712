import { MapPin } from "lucide-react";
import { lazy, Suspense, useRef, useState } from "react";
import { useFetcher } from "react-router";
import { type CityOption, shortCityName } from "#core/regions";

// SPEC §1 city picker: the current city as a button in the header of every page. The panel (Radix
// popover, city list) loads on the first click, so the header stays tiny; the choice is kept in a
// cookie (SSR).
const CityPanel = lazy(() => import("./city-panel"));

export function CityPicker({ current }: { current: CityOption }) {
  const [open, setOpen] = useState(false);
  const [chosen, setChosen] = useState<CityOption | null>(null);
  const button = useRef<HTMLButtonElement>(null);
  const fetcher = useFetcher();
  // The chosen city shows at once; the page's own value takes over when the cookie is set.
  const shown = chosen && fetcher.formData?.get("code") === chosen.code ? chosen : current;

  const choose = (city: CityOption) => {
    setChosen(city);
    fetcher.submit({ code: city.code }, { method: "post", action: "/resources/city" });
  };

  return (
    <>
      <button
        ref={button}
        type="button"
        onClick={() => setOpen(!open)}
        aria-expanded={open}
        aria-haspopup="dialog"
        className="inline-flex items-center gap-1 rounded px-1.5 py-0.5 hover:text-brand-600"
        title={`当前城市：${shown.name}，点击切换`}
      >
        <MapPin className="h-3.5 w-3.5" aria-hidden />
        {/* The accessible name starts with the words shown (WCAG 2.5.3 label in name). */}
        <span className="sr-only">当前城市：</span>
        <span data-testid="current-city">{shortCityName(shown.name)}</span>
        <span className="text-slate-600">[切换]</span>
      </button>
      {open ? (
        <Suspense fallback={null}>
          <CityPanel anchor={button} shown={shown} onChoose={choose} onClose={() => setOpen(false)} />
        </Suspense>
      ) : null}
    </>
  );
}
