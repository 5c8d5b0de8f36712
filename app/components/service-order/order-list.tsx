import { Fragment, type ReactNode, useEffect } from "react";
import { Link, useNavigation, useRevalidator } from "react-router";
import type { Page } from "#core/page";
import { Pagination } from "~/components/ui/pagination";

// The list side of the service order pages (我的咨询, 咨询中心, 定制与审核, 定制服务 and the console's):
// status tabs, the cards of one page of orders, pagination, and a refresh while in view.

/** The ?tab= of a list page, one of its tabs or the first. */
export function tabOf<K extends string>(tabs: readonly { key: K }[], raw: string | null): K {
  return (tabs.find((t) => t.key === raw) ?? tabs[0])?.key as K;
}

export type StatusTab = { key: string; label: string; href: string; count?: number };

/** A page's tabs as links: "all" is the bare page, every other tab ?tab=<key>, with counts where given. */
export function tabLinks(tabs: readonly { key: string; label: string }[], pathname: string, counts?: Partial<Record<string, number>>): StatusTab[] {
  return tabs.map((t) => ({ key: t.key, label: t.label, href: t.key === "all" ? pathname : `${pathname}?tab=${t.key}`, count: counts?.[t.key] }));
}

export function StatusTabs({ label, tabs, current }: { label: string; tabs: StatusTab[]; current: string }) {
  return (
    <nav aria-label={label} className="-mx-1 overflow-x-auto border-b border-slate-200">
      <ul className="flex min-w-max gap-1 px-1">
        {tabs.map((t) => (
          <li key={t.key}>
            <Link
              to={t.href}
              aria-current={t.key === current ? "page" : undefined}
              preventScrollReset
              className={`-mb-px block border-b-2 px-3 py-2 text-sm ${t.key === current ? "border-brand-600 font-medium text-brand-700" : "border-transparent text-slate-600 hover:text-brand-600"}`}
            >
              {t.label}
              {t.count ? <span className="ml-1 rounded-full bg-slate-100 px-1.5 text-xs text-slate-600">{t.count}</span> : null}
            </Link>
          </li>
        ))}
      </ul>
    </nav>
  );
}

/** One page of orders as cards (each opens at pathname?id=), dimmed while this page loads its next data. */
export function ServiceOrderList<T extends { id: number }>({
  page,
  pathname,
  empty,
  card,
}: {
  page: Page<T>;
  pathname: string;
  empty: ReactNode;
  card: (record: T, href: string) => ReactNode;
}) {
  const navigation = useNavigation();
  const loading = navigation.state === "loading" && navigation.location.pathname === pathname;
  return (
    <div aria-busy={loading} className={loading ? "pointer-events-none opacity-50 transition-opacity" : "transition-opacity"}>
      {page.records.length === 0 ? (
        empty
      ) : (
        <ul className="space-y-3">
          {page.records.map((r) => (
            <Fragment key={r.id}>{card(r, `${pathname}?id=${r.id}`)}</Fragment>
          ))}
        </ul>
      )}
      <Pagination current={page.current} pages={page.pages} total={page.total} />
    </div>
  );
}

/** Reloads the page's data every `ms` while it is in view (changes that are not pushed to this viewer). */
export function useRefreshWhileVisible(ms: number) {
  const revalidator = useRevalidator();
  useEffect(() => {
    const timer = window.setInterval(() => {
      if (document.visibilityState === "visible") void revalidator.revalidate();
    }, ms);
    return () => window.clearInterval(timer);
  }, [revalidator, ms]);
}

type OrderLink = { to: string; label: string };

/** The head of a user's service order list: its title, another service (outlined) and the main one. */
export function OrdersHeading({ title, other, main }: { title: string; other: OrderLink; main: OrderLink }) {
  return (
    <div className="flex flex-wrap items-center justify-between gap-2">
      <h1 className="text-lg font-semibold text-slate-900">{title}</h1>
      <div className="flex gap-2 text-sm">
        <Link to={other.to} className="rounded-md border border-brand-600 px-3 py-1.5 text-brand-700 hover:bg-brand-50">
          {other.label}
        </Link>
        <Link to={main.to} className="rounded-md bg-brand-600 px-3 py-1.5 text-white hover:bg-brand-700">
          {main.label}
        </Link>
      </div>
    </div>
  );
}
