import type { ReactNode } from "react";
import { TitledSection } from "~/components/ui/titled-section";

/** The answer of a check or a comparison: its heading, the one-line summary read out when it arrives, then the rows. */
export function ResultSection({ id, title, summary, children }: { id: string; title: string; summary: ReactNode; children: ReactNode }) {
  return (
    <TitledSection id={id} title={title} className="space-y-3" titleClassName="text-lg font-semibold text-slate-900">
      <p role="status" className="text-sm text-slate-600">
        {summary}
      </p>
      {children}
    </TitledSection>
  );
}
