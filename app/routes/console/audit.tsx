import { Form, Link } from "react-router";
import { formatDateTime } from "#core/dates";
import { pageOf } from "#core/page";
import { ROLE_TEXT } from "#core/roles";
import { EmptyState } from "~/components/ui/empty-state";
import { Pagination } from "~/components/ui/pagination";
import { api } from "~/lib/api.server";
import type { Route } from "./+types/audit";

// 操作日志: every console write — who, when, which operation, its input and the changed fields of the
// row before and after — filtered by operation, person and day (Beijing time). Filters live in the URL.
export const meta: Route.MetaFunction = () => [{ title: "操作日志 - 运营后台" }];

export async function loader({ request, context }: Route.LoaderArgs) {
  const params = new URL(request.url).searchParams;
  const filter = {
    action: params.get("action") || undefined,
    actor: params.get("actor") || undefined,
    from: params.get("from") || undefined,
    to: params.get("to") || undefined,
  };
  const page = await api(context).audit.page({ current: pageOf(params.get("current")), size: 20, ...filter });
  return { page, filter };
}

function Json({ label, text }: { label: string; text: string | null }) {
  if (!text || text === "null" || text === "{}") return null;
  return (
    <div className="min-w-0 flex-1">
      <p className="text-xs text-slate-500">{label}</p>
      {/* biome-ignore lint/a11y/noNoninteractiveTabindex: a long value scrolls inside its box, so the box takes focus for a keyboard to scroll it (axe scrollable-region-focusable) */}
      <section aria-label={label} tabIndex={0} className="mt-0.5 max-h-40 overflow-auto rounded bg-slate-50 p-2">
        <pre className="text-xs whitespace-pre-wrap break-all text-slate-700">{text}</pre>
      </section>
    </div>
  );
}

export default function ConsoleAudit({ loaderData }: Route.ComponentProps) {
  const { page, filter } = loaderData;
  const field = "mt-1 block w-full rounded-md border border-slate-300 px-2 py-1.5";
  return (
    <div className="space-y-4">
      <h1 className="text-lg font-semibold text-slate-900">操作日志</h1>
      <Form method="get" className="grid gap-2 rounded-lg bg-white p-4 text-sm shadow-sm sm:grid-cols-5 sm:items-end">
        <div className="text-slate-700">
          {/* A label of its own: wrapped round the select, its name would include the chosen option. */}
          <label htmlFor="audit-action">操作</label>
          <select id="audit-action" name="action" defaultValue={filter.action ?? ""} className={field}>
            <option value="">全部操作</option>
            {page.actions.map((a) => (
              <option key={a} value={a}>
                {a}
              </option>
            ))}
          </select>
        </div>
        <label className="text-slate-700">
          操作人（手机号或昵称）
          <input name="actor" defaultValue={filter.actor ?? ""} maxLength={40} className={field} />
        </label>
        <label className="text-slate-700">
          开始日期
          <input type="date" name="from" defaultValue={filter.from ?? ""} className={field} />
        </label>
        <label className="text-slate-700">
          结束日期
          <input type="date" name="to" defaultValue={filter.to ?? ""} className={field} />
        </label>
        <div className="flex gap-3">
          <button type="submit" className="rounded-md bg-brand-600 px-5 py-1.5 text-white hover:bg-brand-700">
            筛选
          </button>
          <Link to="/console/audit" className="py-1.5 text-slate-500 hover:text-brand-600">
            清除
          </Link>
        </div>
      </Form>
      {page.total === 0 ? (
        <EmptyState title="没有符合条件的操作记录" />
      ) : (
        <ul className="space-y-3">
          {page.records.map((r) => (
            <li key={r.id} data-testid="audit-entry" className="rounded-lg bg-white p-4 text-sm shadow-sm">
              <div className="flex flex-wrap items-baseline justify-between gap-2">
                <span className="font-medium text-slate-900">
                  {r.action}
                  {r.target ? <span className="ml-2 text-xs font-normal text-slate-500">{r.target}</span> : null}
                </span>
                <span className="text-xs text-slate-500">{formatDateTime(r.createdAt)}</span>
              </div>
              <p className="mt-1 text-xs text-slate-600">
                {r.actorNickname}（{r.actorPhone}）·{" "}
                {r.actorRoles
                  .split(",")
                  .map((x) => ROLE_TEXT[x] ?? x)
                  .join("、")}
              </p>
              <div className="mt-2 flex flex-col gap-2 sm:flex-row">
                <Json label="输入" text={r.input} />
                <Json label="修改前" text={r.before} />
                <Json label="修改后" text={r.after} />
              </div>
            </li>
          ))}
        </ul>
      )}
      <Pagination current={page.current} pages={page.pages} total={page.total} />
    </div>
  );
}
