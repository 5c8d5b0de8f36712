import type { ReactNode } from "react";

/** A part of 我的资料 for lawyers (主页, 电子名片): ruled off from the one above, its title with an action beside it. */
export function ProfilePart({
  id,
  title,
  action,
  className,
  children,
}: {
  id: string;
  title: string;
  action: ReactNode;
  className: string;
  children: ReactNode;
}) {
  return (
    <section aria-labelledby={id} className={`${className} border-t border-slate-100 pt-6`}>
      <div className="flex flex-wrap items-baseline justify-between gap-2">
        <h2 id={id} className="font-medium text-slate-900">
          {title}
        </h2>
        {action}
      </div>
      {children}
    </section>
  );
}
