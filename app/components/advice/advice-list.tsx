import { useEffect } from "react";
import { Link, useNavigation, useRevalidator } from "react-router";
import type { Page } from "#core/page";
import { Pagination } from "~/components/ui/pagination";
import type { Outputs } from "~/lib/api-types";
import { AdviceCard } from "./advice-card";

type AdviceView = Outputs["advice"]["mine"]["records"][number];

// The list side of /myAdvice, /adviceService and /console/advice: status tabs, cards, pagination.
export type AdviceTab = { key: string; label: string; href: string; count?: number };

export function AdviceTabs({ label, tabs, current }: { label: string; tabs: AdviceTab[]; current: string }) {
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

export function AdviceList({
  page,
  pathname,
  viewer,
  me,
  empty,
}: {
  page: Page<AdviceView>;
  pathname: string;
  viewer: "user" | "lawyer";
  me: number;
  empty: React.ReactNode;
}) {
  const navigation = useNavigation();
  const loading = navigation.state === "loading" && navigation.location.pathname === pathname;
  return (
    <div aria-busy={loading} className={loading ? "pointer-events-none opacity-50 transition-opacity" : "transition-opacity"}>
      {page.records.length === 0 ? (
        empty
      ) : (
        <ul className="space-y-3">
          {page.records.map((a) => (
            <AdviceCard key={a.id} advice={a} viewer={viewer} me={me} href={`${pathname}?id=${a.id}`} />
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
