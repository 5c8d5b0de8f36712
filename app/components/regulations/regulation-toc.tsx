import type { RegulationBlock, TocEntry } from "#core/regulations";

const INDENT = { 1: "", 2: "pl-2", 3: "pl-3", 4: "pl-6" } as const;

/** Chapters (编/章/节) when the text has them, otherwise its articles; links to the anchors in the text. */
export function RegulationToc({ toc, blocks }: { toc: TocEntry[]; blocks: RegulationBlock[] }) {
  const entries: { id: string; text: string; depth: 1 | 2 | 3 | 4 }[] =
    toc.length > 0 ? toc : blocks.flatMap((b) => (b.kind === "article" ? [{ id: b.id, text: b.label, depth: 3 as const }] : []));
  return (
    <nav aria-label="目录" className="rounded-lg border border-slate-200 bg-white p-3 text-sm">
      <h2 className="font-medium text-slate-900">目录</h2>
      <ol className="mt-2 max-h-60 space-y-1 overflow-y-auto lg:max-h-[calc(100vh-12rem)]">
        {entries.map((e) => (
          <li key={e.id} className={INDENT[e.depth]}>
            <a href={`#${e.id}`} className={`line-clamp-1 hover:text-brand-600 ${e.depth <= 2 ? "font-medium text-slate-800" : "text-slate-600"}`}>
              {e.text}
            </a>
          </li>
        ))}
      </ol>
    </nav>
  );
}
