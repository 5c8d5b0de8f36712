import { Inbox } from "lucide-react";
import type { ReactNode } from "react";

export function EmptyState({ title, children }: { title: string; children?: ReactNode }) {
  return (
    <div className="flex flex-col items-center py-12 text-center text-slate-500">
      <Inbox className="h-10 w-10 text-slate-300" aria-hidden />
      <p className="mt-3 text-sm font-medium text-slate-600">{title}</p>
      {children ? <div className="mt-1 text-xs [&_a]:underline [&_a]:underline-offset-2">{children}</div> : null}
    </div>
  );
}
