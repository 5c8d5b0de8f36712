import { useEffect, useRef } from "react";
import { Link } from "react-router";
import type { Outputs } from "~/lib/api-types";

type NavClass = Outputs["brand"]["navbar"][number];

// The 45 classes in two headed lists (goods 1–34, services 35–45): a sidebar on wide screens, two
// scrollable rows on phones. Classes the loaded table lacks stay listed, greyed.
function Section({ title, classes, current }: { title: string; classes: NavClass[]; current: number | null }) {
  return (
    <section aria-label={title} className="min-w-0">
      <h2 className="px-2 pb-1 text-xs font-medium text-slate-500">{title}</h2>
      <ul className="flex gap-1 overflow-x-auto pb-1 lg:flex-col lg:overflow-visible">
        {classes.map((c) => (
          <li key={c.classNo} className="shrink-0">
            <Link
              to={`/brand/${c.classNo}`}
              aria-current={c.classNo === current ? "page" : undefined}
              className={`flex items-baseline gap-1.5 rounded px-2 py-1 text-sm ${
                c.classNo === current ? "bg-brand-600 text-white" : c.groups ? "text-slate-700 hover:text-brand-600" : "text-slate-500 hover:text-brand-600"
              }`}
            >
              <span className="whitespace-nowrap font-medium">第{c.classNo}类</span>
              <span className="whitespace-nowrap text-xs">{c.shortName}</span>
            </Link>
          </li>
        ))}
      </ul>
    </section>
  );
}

/** Brings the current class into view inside the nav's own scroll areas, never scrolling the page. */
function useCurrentInView(nav: React.RefObject<HTMLElement | null>, current: number | null) {
  useEffect(() => {
    const link = current ? nav.current?.querySelector<HTMLElement>('[aria-current="page"]') : null;
    if (!link) return;
    for (let el = link.parentElement; el && el !== document.body; el = el.parentElement) {
      const box = el.getBoundingClientRect();
      const at = link.getBoundingClientRect();
      if (el.scrollWidth > el.clientWidth) el.scrollLeft += at.left - box.left - (box.width - at.width) / 2;
      if (el.scrollHeight > el.clientHeight) el.scrollTop += at.top - box.top - (box.height - at.height) / 2;
    }
  }, [nav, current]);
}

export function ClassNav({ classes, current }: { classes: NavClass[]; current: number | null }) {
  const ref = useRef<HTMLElement>(null);
  useCurrentInView(ref, current);
  return (
    <nav ref={ref} aria-label="尼斯分类 45 个类别" className="space-y-2 rounded-lg border border-slate-200 bg-white p-2">
      <Section title="商品（第 1–34 类）" classes={classes.filter((c) => c.kind === "goods")} current={current} />
      <Section title="服务（第 35–45 类）" classes={classes.filter((c) => c.kind === "services")} current={current} />
    </nav>
  );
}
