import type { ReactNode } from "react";
import { Form, Link } from "react-router";
import { pageOf } from "#core/page";
import { ActionNotice } from "~/components/console/decision-forms";
import { useDeciding } from "~/components/console/queue";
import { DataTable } from "~/components/ui/data-table";
import { EmptyState } from "~/components/ui/empty-state";
import { controlClass } from "~/components/ui/field";
import { Pagination } from "~/components/ui/pagination";
import type { ActionResult } from "~/lib/action-result";

// The list page every library of 内容管理 shares: a heading with the 新建 link, the filters (kept in the
// URL), the outcome line of the last action, the rows in a data table with their 编辑 / 下架 / 删除
// actions, and pagination. The action side is content-actions.server.ts.

export type ContentStatus = "all" | "published" | "hidden";
const STATUSES: readonly { value: ContentStatus; text: string }[] = [
  { value: "all", text: "全部" },
  { value: "published", text: "已上架" },
  { value: "hidden", text: "已下架" },
];

/** The status filter of the URL; anything else reads as 全部. */
function statusOf(params: URLSearchParams): ContentStatus {
  const value = params.get("status");
  return STATUSES.find((s) => s.value === value)?.value ?? "all";
}

/**
 * A list page's filters read from its URL (the keyword, the status and the library's `own` ones) and
 * the page query of its console procedure, where an empty filter is no filter.
 */
export function contentListQuery<const K extends string>(params: URLSearchParams, own: readonly K[]) {
  const owned = Object.fromEntries(own.map((name) => [name, params.get(name) ?? ""])) as Record<K, string>;
  const filter = { keyword: params.get("keyword") ?? "", status: statusOf(params), ...owned };
  const set = Object.fromEntries(own.map((name) => [name, owned[name] || undefined])) as Record<K, string | undefined>;
  return { filter, query: { current: pageOf(params.get("current")), size: 20, keyword: filter.keyword, status: filter.status, ...set } };
}

/** The page of one library: `noun` names it (新建文书, 没有符合条件的文书), `title` when the heading is not `${noun}管理`. */
export function ContentListPage({
  noun,
  title = `${noun}管理`,
  path,
  filters,
  result,
  headers,
  minWidth,
  page,
  children,
}: {
  noun: string;
  title?: string;
  path: string;
  filters: ReactNode;
  result: unknown;
  headers: readonly string[];
  minWidth: string;
  page: { total: number; current: number; pages: number };
  children: ReactNode;
}) {
  return (
    <div className="space-y-4">
      <div className="flex flex-wrap items-baseline justify-between gap-2">
        <h1 className="text-lg font-semibold text-slate-900">{title}</h1>
        <Link to={`${path}/new`} className="rounded-md bg-brand-600 px-4 py-1.5 text-sm text-white hover:bg-brand-700">
          新建{noun}
        </Link>
      </div>
      {filters}
      <ActionNotice result={result as ActionResult | undefined} />
      <div className="rounded-lg bg-white shadow-sm">
        {page.total === 0 ? (
          <EmptyState title={`没有符合条件的${noun}`} />
        ) : (
          <DataTable headers={headers} minWidth={minWidth}>
            {children}
          </DataTable>
        )}
      </div>
      <Pagination current={page.current} pages={page.pages} total={page.total} />
    </div>
  );
}

/** The filter form: a keyword, the library's own selects, the 上架 status; submitted as GET so the URL holds it. */
export function ContentFilters({
  path,
  keyword,
  keywordLabel,
  status,
  statuses = STATUSES,
  children,
}: {
  path: string;
  keyword: string;
  keywordLabel: string;
  status: string;
  /** A library with a status table of its own (articles) lists its statuses. */
  statuses?: readonly { value: string; text: string }[];
  children?: ReactNode;
}) {
  return (
    <Form method="get" action={path} className="grid gap-2 rounded-lg bg-white p-4 text-sm shadow-sm sm:grid-cols-[2fr_repeat(3,1fr)_auto] sm:items-end">
      <FilterText name="keyword" label={keywordLabel} value={keyword} maxLength={50} />
      {children}
      <FilterSelect name="status" label="状态" value={status} options={statuses} />
      <div className="flex gap-3">
        <button type="submit" className="rounded-md bg-brand-600 px-5 py-2 text-white hover:bg-brand-700">
          查询
        </button>
        <Link to={path} className="py-2 text-slate-500 hover:text-brand-600">
          清除
        </Link>
      </div>
    </Form>
  );
}

/** A text box of the filter form (the keyword, an author, a court). */
export function FilterText({
  name,
  label,
  value,
  maxLength,
  type = "search",
}: {
  name: string;
  label: string;
  value: string;
  maxLength: number;
  type?: "search" | "text";
}) {
  return (
    <label className="text-slate-700">
      {label}
      <input type={type} name={name} defaultValue={value} maxLength={maxLength} className={`mt-1 ${controlClass}`} />
    </label>
  );
}

/** One select of the filter form; the empty value is 全部 unless the options say otherwise. */
export function FilterSelect({
  name,
  label,
  value,
  options,
}: {
  name: string;
  label: string;
  value: string;
  options: readonly { value: string; text: string }[];
}) {
  return (
    <div className="text-slate-700">
      {/* A label of its own: wrapped round the select, its name would include the chosen option. */}
      <label htmlFor={`filter-${name}`}>{label}</label>
      <select id={`filter-${name}`} name={name} defaultValue={value} className={`mt-1 ${controlClass}`}>
        {options.map((o) => (
          <option key={o.value} value={o.value}>
            {o.text}
          </option>
        ))}
      </select>
    </div>
  );
}

function StatusBadge({ hidden }: { hidden: boolean }) {
  return hidden ? (
    <span className="rounded bg-slate-200 px-2 py-0.5 text-xs text-slate-600">已下架</span>
  ) : (
    <span className="rounded bg-emerald-50 px-2 py-0.5 text-xs text-emerald-700">已上架</span>
  );
}

/** A one-button form posting `intent` for the row (confirmed first when `confirm` is given). */
export function RowButton({
  intent,
  id,
  text,
  title,
  confirm,
  danger,
}: {
  intent: string;
  id: number;
  text: string;
  title: string;
  confirm?: string;
  danger?: boolean;
}) {
  const busy = useDeciding();
  return (
    <Form
      method="post"
      onSubmit={(e) => {
        if (confirm && !window.confirm(confirm)) e.preventDefault();
      }}
    >
      <input type="hidden" name="intent" value={intent} />
      <input type="hidden" name="id" value={id} />
      <button
        type="submit"
        disabled={busy}
        aria-label={`${text} ${title}`}
        className={`disabled:opacity-60 ${danger ? "text-danger-500 hover:underline" : "text-brand-600 hover:underline"}`}
      >
        {text}
      </button>
    </Form>
  );
}

/** 编辑, 下架 or 上架, 删除 (confirmed), after any pages of the row's own (`more`: a template's 填写项); each names the row for screen readers. */
function RowActions({
  id,
  title,
  hidden,
  editHref,
  more = [],
}: {
  id: number;
  title: string;
  hidden: boolean;
  editHref: string;
  more?: { href: string; text: string }[];
}) {
  return (
    <div className="flex flex-wrap items-center gap-3 whitespace-nowrap">
      <Link to={editHref} className="text-brand-600 hover:underline" aria-label={`编辑 ${title}`}>
        编辑
      </Link>
      {more.map((m) => (
        <Link key={m.href} to={m.href} className="text-brand-600 hover:underline" aria-label={`${m.text} ${title}`}>
          {m.text}
        </Link>
      ))}
      {hidden ? <RowButton intent="show" id={id} text="上架" title={title} /> : <RowButton intent="hide" id={id} text="下架" title={title} />}
      <RowButton
        intent="delete"
        id={id}
        text="删除"
        title={title}
        confirm={`确定删除《${title}》吗？删除后不可恢复；如只需在网站隐藏，请使用“下架”。`}
        danger
      />
    </div>
  );
}

/** A cell of the row's title: the public page when it is up, plain text when it is down. */
export function TitleCell({ title, hidden, publicHref }: { title: string; hidden: boolean; publicHref: string }) {
  return hidden ? (
    <span className="text-slate-500">{title}</span>
  ) : (
    <a href={publicHref} target="_blank" rel="noreferrer" className="text-slate-900 hover:text-brand-600">
      {title}
    </a>
  );
}

/** One row of a library with 上架/下架: the title (and a line under it), the library's own cells, 状态 and the actions. */
export function ContentRow({
  row,
  publicHref,
  editHref,
  subtitle,
  more,
  children,
}: {
  row: { id: number; title: string; hidden: boolean };
  publicHref: string;
  editHref: string;
  subtitle?: string;
  more?: { href: string; text: string }[];
  children: ReactNode;
}) {
  return (
    <tr data-testid="content-row" className="border-t border-slate-100 align-top">
      <td className="px-3 py-2">
        <TitleCell title={row.title} hidden={row.hidden} publicHref={publicHref} />
        {subtitle === undefined ? null : <p className="text-xs text-slate-500">{subtitle}</p>}
      </td>
      {children}
      <td className="px-3 py-2">
        <StatusBadge hidden={row.hidden} />
      </td>
      <td className="px-3 py-2">
        <RowActions id={row.id} title={row.title} hidden={row.hidden} editHref={editHref} more={more} />
      </td>
    </tr>
  );
}
