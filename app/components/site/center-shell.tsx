import { Link, Outlet, useLocation } from "react-router";
import { isActivePath, type NavItem } from "#core/navigation";
import { UnreadCount, useCustomUnread } from "~/components/custom/use-custom-unread";
import { openLogin } from "~/lib/login-store";
import { useRootData } from "~/lib/root-data";
import { SiteFooter } from "./site-footer";
import { SiteHeader } from "./site-header";

// The personal-centre frame: a left menu (a scrolling strip on phones) and the page. Without a
// logged-in user the page is replaced by the login prompt: these pages are never shown to visitors.
export function CenterShell({ title, menu }: { title: string; menu: readonly NavItem[] }) {
  const { pathname } = useLocation();
  const { user } = useRootData();
  const unread = useCustomUnread();
  return (
    <div className="flex min-h-screen flex-col">
      <SiteHeader layout="personal" />
      <div className="mx-auto flex w-full max-w-6xl flex-1 flex-col gap-4 px-4 py-6 md:flex-row">
        <aside className="md:w-52 md:shrink-0">
          <nav aria-label={title} className="rounded-lg border border-slate-200 bg-white">
            <h2 className="hidden border-b border-slate-100 px-4 py-3 font-medium text-slate-900 md:block">{title}</h2>
            <ul className="flex gap-1 overflow-x-auto p-2 md:flex-col md:overflow-visible">
              {menu.map((item) => {
                const active = isActivePath(item.routePath, pathname);
                return (
                  <li key={item.routePath} className="shrink-0">
                    <Link
                      to={item.routePath}
                      aria-current={active ? "page" : undefined}
                      className={`block rounded-md px-3 py-2 text-sm ${active ? "bg-brand-50 font-medium text-brand-700" : "text-slate-600 hover:bg-slate-50"}`}
                    >
                      {item.name}
                      {item.routePath === "/custom" ? <UnreadCount count={unread} label="条新消息" /> : null}
                    </Link>
                  </li>
                );
              })}
            </ul>
          </nav>
        </aside>
        <main className="min-w-0 flex-1 rounded-lg border border-slate-200 bg-white p-4 sm:p-6">{user ? <Outlet /> : <LoginRequired />}</main>
      </div>
      <SiteFooter />
    </div>
  );
}

function LoginRequired() {
  return (
    <div className="flex flex-col items-center py-16 text-center" data-testid="login-required">
      <p className="text-lg font-medium text-slate-800">请先登录</p>
      <p className="mt-2 text-sm text-slate-500">个人中心的内容仅对本人可见，登录后即可查看与管理。</p>
      <button
        type="button"
        onClick={() => openLogin({ afterLoginUrl: window.location.pathname + window.location.search })}
        className="mt-6 rounded-md bg-brand-600 px-5 py-2 text-sm text-white hover:bg-brand-700"
      >
        登录 / 注册
      </button>
    </div>
  );
}
