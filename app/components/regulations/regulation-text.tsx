import type { RegulationBlock } from "#core/regulations";

/**
 * The text block by block. Every article carries its anchor (第十二条 → #art-12) so a link or the
 * 跳转 box lands on it; headings carry the ids the table of contents links to.
 */
export function RegulationText({ blocks }: { blocks: RegulationBlock[] }) {
  return (
    <div className="font-serif text-[15px] leading-8 text-slate-800">
      {blocks.map((b, i) => {
        switch (b.kind) {
          case "heading":
            return b.depth <= 2 ? (
              <h2 key={b.id} id={b.id} className="mt-8 scroll-mt-20 text-center text-lg font-semibold text-slate-900">
                {b.text}
              </h2>
            ) : (
              <h3 key={b.id} id={b.id} className="mt-6 scroll-mt-20 text-center font-semibold text-slate-900">
                {b.text}
              </h3>
            );
          case "article":
            return (
              <section
                key={b.id}
                id={b.id}
                tabIndex={-1}
                aria-label={b.label}
                className="mt-3 scroll-mt-20 rounded px-1 target:bg-amber-50 target:ring-1 target:ring-amber-200 focus:outline-none"
              >
                {b.paragraphs.map((p, j) => (
                  // biome-ignore lint/suspicious/noArrayIndexKey: paragraphs of one article are positional
                  <p key={j} className="indent-8">
                    {j === 0 ? (
                      <>
                        <a href={`#${b.id}`} className="font-sans font-semibold text-slate-900 hover:text-brand-600">
                          {b.label}
                        </a>{" "}
                        {p}
                      </>
                    ) : (
                      p
                    )}
                  </p>
                ))}
              </section>
            );
          case "gap":
            return (
              // biome-ignore lint/suspicious/noArrayIndexKey: gaps have no identity of their own
              <p key={`gap-${i}`} className="my-2 text-center tracking-widest text-slate-500" title="中间条文从略">
                ……
              </p>
            );
          default:
            return (
              // biome-ignore lint/suspicious/noArrayIndexKey: free text lines are positional
              <p key={`text-${i}`} className={i === 0 ? "text-center font-sans text-sm text-slate-500" : "indent-8"}>
                {b.text}
              </p>
            );
        }
      })}
    </div>
  );
}
