import { Link } from "react-router";

// Tabs that are links (the tab lives in the URL, so a reload or a shared link keeps it), as on
// 我的范本 and 上传专区.
export type LinkTab = { key: string; label: string; to: string };

export function LinkTabs({ label, tabs, current }: { label: string; tabs: readonly LinkTab[]; current: string }) {
  return (
    <nav aria-label={label} className="mt-3 flex flex-wrap gap-2 border-b border-slate-200">
      {tabs.map((t) => (
        <Link
          key={t.key}
          to={t.to}
          aria-current={current === t.key ? "page" : undefined}
          className={`-mb-px border-b-2 px-3 py-2 text-sm ${current === t.key ? "border-brand-600 text-brand-700" : "border-transparent text-slate-500 hover:text-brand-600"}`}
        >
          {t.label}
        </Link>
      ))}
    </nav>
  );
}
