import { ChevronRight } from "lucide-react";
import { useEffect, useState } from "react";
import type { Outputs } from "~/lib/api-types";
import { ItemList } from "./item-list";

type BrandGroup = Outputs["brand"]["goods"]["groups"][number];

// The similar groups of one class as disclosures (they work without JavaScript). /brand/{class}/{group}
// opens that group and scrolls to it; the buttons open or close them all.
export function GroupList({ groups, focus }: { groups: BrandGroup[]; focus: string | null }) {
  const [open, setOpen] = useState<ReadonlySet<string>>(() => new Set(focus ? [focus] : []));
  useEffect(() => {
    if (!focus) return;
    setOpen((prev) => new Set([...prev, focus]));
    document.getElementById(`group-${focus}`)?.scrollIntoView({ block: "start" });
  }, [focus]);
  const toggle = (code: string, isOpen: boolean) =>
    setOpen((prev) => {
      if (prev.has(code) === isOpen) return prev;
      const next = new Set(prev);
      if (isOpen) next.add(code);
      else next.delete(code);
      return next;
    });
  const button = "rounded border border-slate-300 px-2.5 py-1 text-xs text-slate-600 hover:border-brand-500 hover:text-brand-600";
  return (
    <div>
      <div className="mb-2 flex justify-end gap-2">
        <button type="button" className={button} onClick={() => setOpen(new Set(groups.map((g) => g.code)))}>
          全部展开
        </button>
        <button type="button" className={button} onClick={() => setOpen(new Set())}>
          全部收起
        </button>
      </div>
      <ul className="divide-y divide-slate-100 rounded-lg border border-slate-200 bg-white">
        {groups.map((g) => (
          <li key={g.code} id={`group-${g.code}`} className={`scroll-mt-4 ${g.code === focus ? "bg-brand-50/40" : ""}`}>
            <details open={open.has(g.code)} onToggle={(e) => toggle(g.code, e.currentTarget.open)} className="group">
              <summary className="flex cursor-pointer list-none items-center gap-2 px-4 py-3 hover:bg-slate-50 [&::-webkit-details-marker]:hidden">
                <ChevronRight className="h-4 w-4 shrink-0 text-slate-500 transition-transform group-open:rotate-90" aria-hidden />
                <span className="font-mono text-sm text-brand-700">{g.code}</span>
                <span className="min-w-0 flex-1 font-medium text-slate-900">{g.name}</span>
                <span className="shrink-0 text-xs text-slate-500">{g.items.length} 项</span>
              </summary>
              <div className="px-4 pb-4 pl-10">
                {g.items.length ? <ItemList items={g.items} /> : <p className="text-sm text-slate-500">本类似群暂无项目</p>}
              </div>
            </details>
          </li>
        ))}
      </ul>
    </div>
  );
}
