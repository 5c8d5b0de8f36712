import type { ReactNode } from "react";
import { Logo } from "~/components/logo";
import { TopBar } from "./top-bar";

/** Top bar, then the logo row; `aside` fills the right of the logo row (search box, buttons). */
export function SiteHeader({ aside, children, layout = "main" }: { aside?: ReactNode; children?: ReactNode; layout?: "main" | "personal" }) {
  return (
    <header className="bg-white">
      <TopBar layout={layout} />
      <div className="mx-auto flex max-w-6xl flex-wrap items-center justify-between gap-3 px-4 py-3">
        <Logo />
        {aside}
      </div>
      {children}
    </header>
  );
}
