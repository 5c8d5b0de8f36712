import type { ReactNode } from "react";

/** A section named by its own heading (aria-labelledby points at the h2), as most pages' parts are. */
export function TitledSection({
  id,
  title,
  className,
  titleClassName = "font-medium text-slate-900",
  children,
}: {
  id: string;
  title: ReactNode;
  className?: string;
  titleClassName?: string;
  children: ReactNode;
}) {
  return (
    <section aria-labelledby={id} className={className}>
      <h2 id={id} className={titleClassName}>
        {title}
      </h2>
      {children}
    </section>
  );
}
