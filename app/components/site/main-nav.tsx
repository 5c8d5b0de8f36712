import { Menu, X } from "lucide-react";
import { useEffect, useRef } from "react";
import { Link, useLocation } from "react-router";
import { isActivePath, type NavItem } from "#core/navigation";

// The main navigation (SPEC §2): a bar on wide screens, a disclosure menu on phones that works
// without JavaScript (<details>) and closes itself after navigating.
function Badge({ item }: { item: NavItem }) {
  if (item.badge === "dot")
    return (
      <span className="absolute -right-1.5 top-1 h-1.5 w-1.5 rounded-full bg-danger-500">
        <span className="sr-only">（有更新）</span>
      </span>
    );
  if (item.badge === "new")
    return <span className="absolute -right-7 -top-2 rounded-sm bg-accent-500 px-1 text-[10px] font-medium leading-4 text-white">NEW</span>;
  if (item.badge === "ad")
    return <span className="absolute -right-6 -top-2 rounded-sm border border-slate-300 bg-white px-0.5 text-[10px] leading-4 text-slate-500">推广</span>;
  return null;
}

function ItemLink({ item, active, className }: { item: NavItem; active: boolean; className: string }) {
  const content = (
    <span className="relative">
      {item.name}
      <Badge item={item} />
    </span>
  );
  // A promoted item leaves through /ad/click (counted by the worker), a document request, not a route.
  if (item.badge === "ad") {
    return (
      <a href={item.routePath} rel="sponsored" className={className}>
        {content}
      </a>
    );
  }
  if (item.external) {
    return (
      <a href={item.routePath} target="_blank" rel="noopener noreferrer" className={className}>
        {content}
      </a>
    );
  }
  return (
    <Link to={item.routePath} className={className} aria-current={active ? "page" : undefined} prefetch="intent">
      {content}
    </Link>
  );
}

export function MainNav({ items }: { items: readonly NavItem[] }) {
  const { pathname } = useLocation();
  const menu = useRef<HTMLDetailsElement>(null);
  // biome-ignore lint/correctness/useExhaustiveDependencies: close the phone menu whenever the path changes
  useEffect(() => {
    if (menu.current) menu.current.open = false;
  }, [pathname]);

  return (
    <>
      <nav aria-label="主导航" className="hidden bg-brand-700 md:block">
        <ul className="mx-auto flex max-w-6xl items-center gap-1 px-4">
          {items.map((item) => {
            const active = !item.external && isActivePath(item.routePath, pathname);
            return (
              <li key={`${item.name}${item.routePath}`}>
                <ItemLink
                  item={item}
                  active={active}
                  className={`block px-4 py-3 text-[15px] text-white/90 hover:bg-brand-600 hover:text-white ${active ? "bg-brand-900 font-medium text-white" : ""}`}
                />
              </li>
            );
          })}
        </ul>
      </nav>
      <details ref={menu} className="group md:hidden">
        <summary className="flex cursor-pointer list-none items-center justify-end gap-1 px-4 py-2 text-sm text-brand-700 [&::-webkit-details-marker]:hidden">
          <Menu className="h-5 w-5 group-open:hidden" aria-hidden />
          <X className="hidden h-5 w-5 group-open:block" aria-hidden />
          <span>导航菜单</span>
        </summary>
        <nav aria-label="手机导航">
          <ul className="grid grid-cols-3 gap-px border-y border-slate-200 bg-slate-200">
            {items.map((item) => {
              const active = !item.external && isActivePath(item.routePath, pathname);
              return (
                <li key={`${item.name}${item.routePath}`} className="bg-white">
                  <ItemLink
                    item={item}
                    active={active}
                    className={`block px-2 py-3 text-center text-sm ${active ? "font-medium text-brand-600" : "text-slate-700"}`}
                  />
                </li>
              );
            })}
          </ul>
        </nav>
      </details>
    </>
  );
}
