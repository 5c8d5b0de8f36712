import type { Blank } from "#core/fill-in/blanks";
import { fillParts, type Values } from "#core/fill-in/fill";

/** The contract as it will be downloaded, updated as the user types; filled values are marked. */
export function FillPreview({ title, body, blanks, values }: { title: string; body: string; blanks: readonly Blank[]; values: Values }) {
  const parts = fillParts(body, blanks, values);
  return (
    <section aria-label="合同预览" className="rounded-md border border-slate-200 bg-white p-4">
      <h2 className="text-center text-base font-semibold text-slate-900">{title}</h2>
      <div data-testid="fill-preview" className="mt-3 whitespace-pre-wrap break-words font-serif text-sm leading-7 text-slate-800">
        {parts.map((p, i) =>
          p.filled ? (
            // biome-ignore lint/suspicious/noArrayIndexKey: the parts of one text in order; the index is their identity.
            <mark key={i} className="rounded bg-brand-50 px-0.5 text-brand-900">
              {p.text}
            </mark>
          ) : (
            // biome-ignore lint/suspicious/noArrayIndexKey: as above.
            <span key={i}>{p.text}</span>
          ),
        )}
      </div>
    </section>
  );
}
