import { data, NavLink, Outlet, redirect } from "react-router";
import { CONSOLE_SECTIONS, canWork, consoleSectionOf, isStaff, ROLE_TEXT } from "#core/roles";
import { Logo } from "~/components/logo";
import type { Route } from "./+types/console";

// The back office exists only for staff (ROLE_ADMIN or a staff role): everyone else gets the ordinary 404.
// Each staff role sees and opens only its area's sections (core/roles.ts CONSOLE_SECTIONS).
export function loader({ context, request }: Route.LoaderArgs) {
  const roles = context.session.user?.roles ?? [];
  if (!isStaff(roles)) throw data(null, { status: 404 });
  const sections = CONSOLE_SECTIONS.filter((s) => canWork(roles, s.area));
  const here = consoleSectionOf(new URL(request.url).pathname);
  if (here && !canWork(roles, here.area)) {
    // A staff member's landing page is the first section of their area; other areas do not exist for them.
    if (here.path === "/console" && sections[0]) throw redirect(sections[0].path);
    throw data(null, { status: 404 });
  }
  return {
    sections: sections.map(({ path, label }) => ({ path, label })),
    roleText: roles
      .map((r) => ROLE_TEXT[r])
      .filter(Boolean)
      .join("、"),
  };
}

export const meta: Route.MetaFunction = () => [{ title: "运营后台 - 契合" }, { name: "robots", content: "noindex" }];

export default function ConsoleLayout({ loaderData }: Route.ComponentProps) {
  return (
    <div className="flex min-h-screen flex-col bg-slate-100">
      <header className="border-b border-slate-200 bg-white">
        <div className="flex h-14 items-center gap-4 px-4">
          <Logo />
          <span className="rounded bg-slate-800 px-2 py-0.5 text-xs text-white">运营后台</span>
          <span className="text-xs text-slate-500">{loaderData.roleText}</span>
        </div>
      </header>
      <div className="flex flex-1 flex-col md:flex-row">
        <nav aria-label="后台导航" className="border-b border-slate-200 bg-white md:w-48 md:border-r md:border-b-0">
          <ul className="flex gap-1 overflow-x-auto p-2 md:flex-col">
            {loaderData.sections.map((section) => (
              <li key={section.path}>
                <NavLink
                  to={section.path}
                  end
                  className={({ isActive }) =>
                    `block rounded px-3 py-2 text-sm whitespace-nowrap ${isActive ? "bg-slate-100 font-medium text-slate-900" : "text-slate-700 hover:bg-slate-100"}`
                  }
                >
                  {section.label}
                </NavLink>
              </li>
            ))}
          </ul>
        </nav>
        <main className="min-w-0 flex-1 p-4 sm:p-6">
          <Outlet />
        </main>
      </div>
    </div>
  );
}
