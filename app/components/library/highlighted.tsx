import type { Segment } from "#core/library-labels";

/** Renders search hits as <mark> without ever injecting HTML. */
export function Highlighted({ segments }: { segments: Segment[] }) {
  return (
    <>
      {segments.map((s, i) =>
        s.hit ? (
          // biome-ignore lint/suspicious/noArrayIndexKey: segments are positional
          <mark key={i} className="rounded-sm bg-amber-100 px-0.5 text-inherit">
            {s.text}
          </mark>
        ) : (
          // biome-ignore lint/suspicious/noArrayIndexKey: segments are positional
          <span key={i}>{s.text}</span>
        ),
      )}
    </>
  );
}
