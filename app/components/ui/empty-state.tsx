import { Inbox } from "lucide-react";
import type { ReactNode } from "react";
import { Link } from "react-router";

/** A list with nothing in it: its title, a hint, and `link` to where the first item comes from. */
export function EmptyState({ title, link, children }: { title: string; link?: { to: string; label: string }; children?: ReactNode }) {
  return (
    <div className="flex flex-col items-center py-12 text-center text-slate-500">
      <Inbox className="h-10 w-10 text-slate-300" aria-hidden />
      <p className="mt-3 text-sm font-medium text-slate-600">{title}</p>
      {children || link ? (
        <div className="mt-1 text-xs [&_a]:underline [&_a]:underline-offset-2">
          {children}
          {link ? (
            <Link to={link.to} className="text-brand-600">
              {link.label}
            </Link>
          ) : null}
        </div>
      ) : null}
    </div>
  );
}
