// A template's text as the detail page shows it: the full text, or the preview fading out where the
// paywall begins. The upload page and the console's review show an upload through the same frame, so
// the author and the reviewer see what a buyer will.
export function TemplateText({ text, truncated }: { text: string; truncated: boolean }) {
  return (
    <div className="relative mt-2">
      <div className="whitespace-pre-wrap rounded-md border border-slate-100 bg-slate-50 p-4 font-serif text-[15px] leading-7 text-slate-800">{text}</div>
      {truncated ? <div className="absolute inset-x-0 bottom-0 h-24 rounded-b-md bg-gradient-to-t from-white to-transparent" aria-hidden /> : null}
    </div>
  );
}
