import type { LucideIcon } from "lucide-react";
import type { ReactNode } from "react";
import { TitledSection } from "./titled-section";

/** A titled section whose heading leads with an icon (填写说明, 当事人, 阅读说明). */
export function IconSection({
  id,
  icon: Icon,
  title,
  className,
  children,
}: {
  id: string;
  icon: LucideIcon;
  title: ReactNode;
  className?: string;
  children: ReactNode;
}) {
  return (
    <TitledSection
      id={id}
      className={className}
      titleClassName="flex items-center gap-1 font-medium text-slate-900"
      title={
        <>
          <Icon className="h-4 w-4 text-brand-600" aria-hidden />
          {title}
        </>
      }
    >
      {children}
    </TitledSection>
  );
}
