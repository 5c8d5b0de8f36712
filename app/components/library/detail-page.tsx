import type { LucideIcon } from "lucide-react";
import type { ReactNode } from "react";
import { Breadcrumb, type Crumb } from "~/components/ui/breadcrumb";
import { IconSection } from "~/components/ui/icon-section";
import { TitledSection } from "~/components/ui/titled-section";

// The page of one item of a library (范本, 文书, 案例): the item in the main column under its
// breadcrumb, related items beside it.

export function DetailPage({ trail, aside, children }: { trail: readonly Crumb[]; aside: ReactNode; children: ReactNode }) {
  return (
    <div className="grid gap-4 lg:grid-cols-[1fr_260px]">
      <article className="min-w-0 rounded-lg border border-slate-200 bg-white p-4 sm:p-6">
        <Breadcrumb trail={trail} />
        {children}
      </article>
      <aside className="space-y-4">{aside}</aside>
    </div>
  );
}

/** The item's title, the row of facts under it (price, views, update date) and what it is for. */
export function DetailHeader({ title, facts, summaryLabel, summary }: { title: string; facts: ReactNode; summaryLabel: string; summary: string }) {
  return (
    <>
      <h1 className="mt-2 text-xl font-semibold text-slate-900">{title}</h1>
      <div className="mt-2 flex flex-wrap items-center gap-x-4 gap-y-1 text-sm text-slate-500">{facts}</div>
      <p className="mt-4 rounded-md bg-brand-50 p-3 text-sm leading-6 text-slate-700">
        <span className="font-medium text-brand-700">{summaryLabel}：</span>
        {summary}
      </p>
    </>
  );
}

/** Notes one per line (使用说明, 风险提示, 填写说明), numbered where they are steps. */
export function NotesSection({
  id,
  title,
  icon,
  notes,
  ordered = false,
  className,
}: {
  id: string;
  title: string;
  icon?: LucideIcon;
  notes: readonly string[];
  ordered?: boolean;
  className?: string;
}) {
  const List = ordered ? "ol" : "ul";
  const list = (
    <List className={`mt-2 ${ordered ? "list-decimal" : "list-disc"} space-y-1 pl-5 text-sm leading-6 text-slate-600`}>
      {notes.map((n) => (
        <li key={n}>{n}</li>
      ))}
    </List>
  );
  return icon ? (
    <IconSection id={id} icon={icon} title={title} className={className}>
      {list}
    </IconSection>
  ) : (
    <TitledSection id={id} title={title} className={className}>
      {list}
    </TitledSection>
  );
}
