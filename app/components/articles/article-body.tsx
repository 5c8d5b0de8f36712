import type { ArticleBlock } from "#core/articles";
import { highlight } from "#core/highlight";
import { Highlighted } from "~/components/library/highlighted";

/** The body of an article: 一、 headings, （一） subheadings and paragraphs, with the carried keyword marked. */
export function ArticleBody({ blocks, keyword }: { blocks: ArticleBlock[]; keyword?: string }) {
  return (
    <div className="mt-5 space-y-3 text-[15px] leading-8 text-slate-800">
      {blocks.map((b, i) => {
        const text = <Highlighted segments={highlight(b.text, keyword)} />;
        const key = `${i}${b.text.slice(0, 8)}`;
        if (b.kind === "heading")
          return (
            <h2 key={key} className="pt-3 text-base font-semibold text-slate-900">
              {text}
            </h2>
          );
        if (b.kind === "subheading")
          return (
            <h3 key={key} className="font-medium text-slate-900">
              {text}
            </h3>
          );
        if (/^(问题|解答)：/.test(b.text)) {
          const [label, ...rest] = b.text.split("：");
          return (
            <p key={key}>
              <span
                className={`mr-1 rounded px-1.5 py-0.5 text-xs font-medium ${label === "问题" ? "bg-brand-50 text-brand-700" : "bg-amber-50 text-amber-700"}`}
              >
                {label}
              </span>
              <Highlighted segments={highlight(rest.join("："), keyword)} />
            </p>
          );
        }
        return (
          <p key={key} className="indent-8">
            {text}
          </p>
        );
      })}
    </div>
  );
}
