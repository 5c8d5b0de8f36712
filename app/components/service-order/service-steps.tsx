import type { ReactNode } from "react";
import { SidePanel } from "~/components/library/side-panel";

/** 服务流程 beside a service's order form: its numbered steps, then what the form adds. */
export function ServiceSteps({ id, steps, children }: { id: string; steps: readonly string[]; children?: ReactNode }) {
  return (
    <SidePanel id={id} title="服务流程">
      <ol className="mt-3 space-y-2 text-sm text-slate-600">
        {steps.map((s, i) => (
          <li key={s} className="flex items-center gap-2">
            <span className="flex h-5 w-5 shrink-0 items-center justify-center rounded-full bg-brand-50 text-xs text-brand-700">{i + 1}</span>
            {s}
          </li>
        ))}
      </ol>
      {children}
    </SidePanel>
  );
}
