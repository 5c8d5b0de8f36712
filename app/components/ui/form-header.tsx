import type { LucideIcon } from "lucide-react";

/** The head of a purchase form (咨询, 定制与审核, 广告投放): its title, with an icon where it has one, and a line on the service. */
export function FormHeader({ icon: Icon, title, note }: { icon?: LucideIcon; title: string; note: string }) {
  return (
    <header>
      <h1 className={`${Icon ? "flex items-center gap-2 " : ""}text-xl font-semibold text-slate-900`}>
        {Icon ? <Icon className="h-5 w-5 text-brand-600" aria-hidden /> : null}
        {title}
      </h1>
      <p className="mt-1 text-sm text-slate-500">{note}</p>
    </header>
  );
}
