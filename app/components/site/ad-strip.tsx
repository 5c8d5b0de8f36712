// Paid placements shown on a page (合同库首页推荐位, 找律师置顶推荐), always marked as promotion.
export function AdStrip({ label, ads }: { label: string; ads: { id: number; title: string }[] }) {
  if (ads.length === 0) return null;
  return (
    <aside aria-label={label} className="flex flex-wrap items-center gap-x-4 gap-y-2 rounded-lg border border-amber-200 bg-amber-50/60 px-4 py-2 text-sm">
      <span className="text-xs text-amber-700">{label}</span>
      {ads.map((a) => (
        // Through /ad/click, which counts the click and redirects (a document request, not a route).
        <a key={a.id} href={`/ad/click/${a.id}`} rel="sponsored" className="text-slate-700 hover:text-brand-600">
          {a.title}
          <span className="ml-1 rounded-sm border border-slate-300 px-0.5 text-[10px] text-slate-600">推广</span>
        </a>
      ))}
    </aside>
  );
}
