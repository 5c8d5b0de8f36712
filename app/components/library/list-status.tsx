import { AlertCircle, AlertTriangle } from "lucide-react";
import { type ReactNode, useEffect } from "react";
import { Link, useNavigation } from "react-router";
import { EmptyState } from "~/components/ui/empty-state";
import { Pagination } from "~/components/ui/pagination";
import { reportRequestError } from "~/lib/request-events";

/** True while the next filters, page or keyword of this same list load. */
export function useListLoading(pathname: string): boolean {
  const navigation = useNavigation();
  return navigation.state === "loading" && navigation.location?.pathname === pathname;
}

/** Shown above a list while it reloads; the list itself is dimmed and marked busy by the page. */
export function ListLoading({ text = "加载中…", tone = "brand" }: { text?: string; tone?: "brand" | "muted" }) {
  return (
    <p role="status" className={`px-4 pt-3 text-sm ${tone === "brand" ? "text-brand-600" : "text-slate-500"}`}>
      {text}
    </p>
  );
}

/** “关键词”共找到 N 条 above the results of a keyword search. */
/** A list's rows while the next page loads: the status line above them, the rows still shown but dimmed. */
export function LoadingRows({ loading, text, children }: { loading: boolean; text: string; children: ReactNode }) {
  return (
    <>
      {loading ? <ListLoading text={text} tone="muted" /> : null}
      <div className={loading ? "opacity-50 transition-opacity" : undefined}>{children}</div>
    </>
  );
}

export function KeywordTotal({ keyword, total, unit }: { keyword: string | undefined; total: number; unit: string }) {
  if (!keyword) return null;
  return (
    <p className="px-4 pt-3 text-sm text-slate-500">
      “{keyword}”共找到 {total} {unit}
    </p>
  );
}

/** No results: a title, a hint and, where it helps, a link back to the whole list. */
export function ListEmpty({ title, hint, more }: { title: string; hint?: ReactNode; more?: { to: string; label: string } }) {
  return (
    <EmptyState title={title}>
      {hint}
      {more ? (
        <Link to={more.to} className={`${hint ? "ml-1 " : ""}text-brand-600 hover:underline`}>
          {more.label}
        </Link>
      ) : null}
    </EmptyState>
  );
}

/** The error state of a list inside its page: the filters stay usable and the visitor is told to retry. */
export function ListError({ what }: { what: string }) {
  return (
    <div role="alert" className="flex flex-col items-center py-12 text-center text-slate-500">
      <AlertCircle className="h-10 w-10 text-red-300" aria-hidden />
      <p className="mt-3 text-sm font-medium text-slate-600">{what}加载失败</p>
      <p className="mt-1 text-xs">网络或服务暂时不可用，请稍后刷新页面重试</p>
    </div>
  );
}

/** A library page's error boundary: keeps the site chrome and offers a retry instead of the site-wide error page. */
export function ListErrorPage({ title, retry }: { title: string; retry: string }) {
  useEffect(() => reportRequestError(), []);
  return (
    <div role="alert" className="flex flex-col items-center rounded-lg border border-slate-200 bg-white py-16 text-center">
      <AlertTriangle className="h-10 w-10 text-danger-500" aria-hidden />
      <h1 className="mt-3 text-lg font-semibold text-slate-900">{title}</h1>
      <p className="mt-1 text-sm text-slate-500">请稍后再试，或检查网络连接。</p>
      <a href={retry} className="mt-4 rounded-md bg-brand-600 px-4 py-2 text-sm text-white hover:bg-brand-700">
        重新加载
      </a>
    </div>
  );
}

/** The pager under a list (nothing when there is one page). */
export function ListPages({ page }: { page: { current: number; pages: number; total: number } }) {
  return (
    <div className="pb-4">
      <Pagination current={page.current} pages={page.pages} total={page.total} />
    </div>
  );
}
