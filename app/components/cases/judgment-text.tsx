import { highlight } from "#core/highlight";
import { Highlighted } from "~/components/library/highlighted";

type Section = { id: string; title: string; paragraphs: string[] };

/**
 * The judgment text with a table of contents: a sticky column on wide screens, a scrolling row of
 * anchors on phones. The bench block (审判人员) is set flush right as judgments print it.
 */
export function JudgmentText({ sections, keyword }: { sections: Section[]; keyword?: string }) {
  return (
    <div className="mt-3 grid gap-4 md:grid-cols-[120px_1fr]">
      <nav aria-label="文书目录" className="md:sticky md:top-4 md:self-start">
        <ol className="flex gap-1 overflow-x-auto text-sm md:flex-col md:overflow-visible">
          {sections.map((s) => (
            <li key={s.id} className="shrink-0">
              <a href={`#${s.id}`} className="block rounded px-2 py-1 text-slate-600 hover:bg-brand-50 hover:text-brand-700">
                {s.title}
              </a>
            </li>
          ))}
        </ol>
      </nav>
      <div className="min-w-0 space-y-5 font-serif text-[15px] leading-8 text-slate-800">
        {sections.map((s) => (
          <section key={s.id} id={s.id} aria-labelledby={`${s.id}-h`} className="scroll-mt-4">
            <h3 id={`${s.id}-h`} className="mb-1 border-l-4 border-brand-500 pl-2 font-sans text-sm font-semibold text-brand-700">
              {s.title}
            </h3>
            {s.title === "审判人员" ? (
              <div className="text-right leading-7">
                {s.paragraphs.map((p) => (
                  <p key={p}>{p}</p>
                ))}
              </div>
            ) : (
              s.paragraphs.map((p, i) => (
                // biome-ignore lint/suspicious/noArrayIndexKey: paragraphs are positional and may repeat
                <p key={i} className="indent-8">
                  <Highlighted segments={highlight(p, keyword)} />
                </p>
              ))
            )}
          </section>
        ))}
      </div>
    </div>
  );
}
