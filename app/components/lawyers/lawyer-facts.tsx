import { Briefcase, type LucideIcon, MapPin } from "lucide-react";
import type { ReactNode } from "react";

// What the directory card and the profile page both say of a lawyer: the badges after the name and
// the line of facts under it (firm, city, then what each adds).

export function LawyerBadges({ title, typeName, resident }: { title: string | null | undefined; typeName: string | null | undefined; resident: boolean }) {
  return (
    <>
      {title ? <span className="rounded bg-brand-50 px-1.5 py-0.5 text-xs text-brand-700">{title}</span> : null}
      {typeName ? <span className="rounded bg-slate-100 px-1.5 py-0.5 text-xs text-slate-600">{typeName}</span> : null}
      {resident ? <span className="rounded bg-amber-50 px-1.5 py-0.5 text-xs text-amber-700">驻站律师</span> : null}
    </>
  );
}

export function IconFact({ icon: Icon, title, children }: { icon: LucideIcon; title?: string; children: ReactNode }) {
  return (
    <span className="inline-flex items-center gap-1" title={title}>
      <Icon className="h-3.5 w-3.5" aria-hidden />
      {children}
    </span>
  );
}

export function LawyerFacts({ firm, cityName, children }: { firm: string; cityName: string | null | undefined; children: ReactNode }) {
  return (
    <p className="mt-1 flex flex-wrap items-center gap-x-3 gap-y-1 text-sm text-slate-500">
      <IconFact icon={Briefcase}>{firm}</IconFact>
      {cityName ? <IconFact icon={MapPin}>{cityName}</IconFact> : null}
      {children}
    </p>
  );
}
