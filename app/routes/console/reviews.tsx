import { Form, Link, redirect, useNavigation } from "react-router";
import { z } from "zod";
import { formatDateTime } from "#core/dates";
import { pageOf } from "#core/page";
import { PriceTag } from "~/components/library/price-tag";
import { TemplateText } from "~/components/templates/template-text";
import { EmptyState } from "~/components/ui/empty-state";
import { Pagination } from "~/components/ui/pagination";
import { type ActionResult, actionFail, actionRefused } from "~/lib/action-result";
import { api } from "~/lib/api.server";
import { formOf } from "~/lib/form.server";
import { orNotFound } from "~/lib/not-found.server";
import type { Route } from "./+types/reviews";

// 内容审核 (/console/reviews): one queue per kind of submitted work, oldest first. Each kind is a tab;
// an opened item shows its text as buyers will see it, the original file, and approve / reject.
export const meta: Route.MetaFunction = () => [{ title: "内容审核 - 运营后台" }];

const KINDS = [{ key: "template", label: "范本" }] as const;
const idParam = z.coerce.number().int().positive().optional().catch(undefined);

export async function loader({ request, context }: Route.LoaderArgs) {
  const url = new URL(request.url);
  const caller = api(context);
  const id = idParam.parse(url.searchParams.get("id") ?? undefined);
  const [queue, open] = await Promise.all([
    caller.publishing.queue({ current: pageOf(url.searchParams.get("current")), size: 20 }),
    id ? orNotFound(caller.publishing.review({ id })) : null,
  ]);
  return { kind: "template" as const, queue, open, done: DONE[url.searchParams.get("done") ?? ""] ?? null };
}

export async function action({ request, context }: Route.ActionArgs) {
  const form = await formOf(request);
  const intent = String(form.get("intent"));
  const caller = api(context);
  const id = form.get("id");
  try {
    if (intent === "approve") {
      await caller.publishing.approve({ id });
      return redirect("/console/reviews?done=approved");
    }
    if (intent === "reject") {
      await caller.publishing.reject({ id, reason: String(form.get("reason") ?? "") });
      return redirect("/console/reviews?done=rejected");
    }
    return actionRefused(intent, "未知的操作");
  } catch (error) {
    return actionFail(intent, error);
  }
}

const DONE: Record<string, string> = { approved: "已通过，范本已上架并可被搜索到", rejected: "已驳回，作者将看到驳回原因" };

export default function ConsoleReviews({ loaderData, actionData }: Route.ComponentProps) {
  const { queue, open, kind, done } = loaderData;
  const busy = useNavigation().state === "submitting";
  const result = actionData as ActionResult | undefined;
  return (
    <div className="space-y-4">
      <div className="flex flex-wrap items-baseline justify-between gap-2">
        <h1 className="text-lg font-semibold text-slate-900">内容审核</h1>
        <p className="text-sm text-slate-500">待审核 {queue.total} 份，按提交时间从早到晚排列</p>
      </div>
      <nav aria-label="审核类别" className="flex gap-2 border-b border-slate-200">
        {KINDS.map((k) => (
          <Link
            key={k.key}
            to={`/console/reviews?kind=${k.key}`}
            aria-current={kind === k.key ? "page" : undefined}
            className="-mb-px border-b-2 border-brand-600 px-3 py-2 text-sm text-brand-700"
          >
            {k.label}
          </Link>
        ))}
      </nav>
      {result ? (
        <p role="alert" className="text-sm text-danger-500">
          {result.message ?? Object.values(result.errors)[0]}
        </p>
      ) : done ? (
        <p role="status" className="text-sm text-emerald-600">
          {done}
        </p>
      ) : null}
      {open ? (
        <article aria-label={`审核：${open.title}`} className="space-y-3 rounded-lg bg-white p-4 shadow-sm sm:p-5">
          <div className="flex flex-wrap items-baseline justify-between gap-2">
            <h2 className="text-base font-medium text-slate-900">{open.title}</h2>
            <a href={open.fileUrl} className="text-sm text-brand-600">
              下载原始文件（{open.fileName}）
            </a>
          </div>
          <p className="flex flex-wrap gap-x-4 text-sm text-slate-500">
            <PriceTag priceFen={open.priceFen} memberFree={open.memberFree} />
            <span>{open.templateId ? "已上架范本的修改" : "新上传"}</span>
            {open.submittedAt ? <span>提交于 {formatDateTime(open.submittedAt)}</span> : null}
          </p>
          <p className="rounded-md bg-brand-50 p-3 text-sm text-slate-700">
            <span className="font-medium text-brand-700">适用场景：</span>
            {open.summary}
          </p>
          <div className="grid gap-3 text-sm sm:grid-cols-3">
            {(
              [
                ["使用说明", open.useNotes],
                ["风险提示", open.riskNotes],
                ["适用范本提示", open.suitHints],
              ] as const
            ).map(([label, items]) => (
              <section key={label}>
                <h3 className="font-medium text-slate-800">{label}</h3>
                <ul className="mt-1 list-disc pl-5 text-slate-600">
                  {items.map((n) => (
                    <li key={n}>{n}</li>
                  ))}
                </ul>
              </section>
            ))}
          </div>
          <h3 className="text-sm font-medium text-slate-800">买家购买前看到的正文</h3>
          <TemplateText text={open.buyerView.text} truncated={open.buyerView.truncated} />
          {open.buyerView.truncated ? (
            <details className="text-sm">
              <summary className="cursor-pointer text-brand-600">查看全文</summary>
              <TemplateText text={open.text} truncated={false} />
            </details>
          ) : null}
          {open.status === 1 ? (
            <div className="flex flex-col gap-3 border-t border-slate-100 pt-4 sm:flex-row sm:items-start">
              <Form method="post">
                <input type="hidden" name="intent" value="approve" />
                <input type="hidden" name="id" value={open.id} />
                <button
                  type="submit"
                  disabled={busy}
                  className="rounded-md bg-emerald-600 px-5 py-1.5 text-sm text-white hover:bg-emerald-700 disabled:opacity-60"
                >
                  通过
                </button>
              </Form>
              <Form method="post" className="flex flex-1 flex-col gap-2 sm:flex-row">
                <input type="hidden" name="intent" value="reject" />
                <input type="hidden" name="id" value={open.id} />
                <input
                  name="reason"
                  required
                  maxLength={200}
                  aria-label="驳回原因"
                  placeholder="驳回原因（作者可见），如：使用说明过于简略"
                  className="min-w-0 flex-1 rounded-md border border-slate-300 px-3 py-1.5 text-sm"
                />
                <button
                  type="submit"
                  disabled={busy}
                  className="rounded-md border border-danger-500 px-5 py-1.5 text-sm text-danger-500 hover:bg-red-50 disabled:opacity-60"
                >
                  驳回
                </button>
              </Form>
            </div>
          ) : (
            <p className="text-sm text-slate-500">该范本已不在审核中。</p>
          )}
        </article>
      ) : null}
      {queue.records.length === 0 ? (
        <EmptyState title="暂无待审核的内容" />
      ) : (
        <div className="rounded-lg bg-white shadow-sm">
          <ul className="divide-y divide-slate-100">
            {queue.records.map((item) => (
              <li key={`${item.kind}-${item.id}`} className="flex flex-wrap items-center gap-x-4 gap-y-1 px-4 py-3 text-sm">
                <Link to={`/console/reviews?kind=${item.kind}&id=${item.id}`} className="min-w-0 flex-1 font-medium text-slate-800 hover:text-brand-600">
                  {item.title}
                </Link>
                <span className="text-slate-500">{item.author}</span>
                <span className="text-slate-500">{item.categoryName ?? "未分类"}</span>
                <PriceTag priceFen={item.priceFen} memberFree={item.memberFree} />
                {item.revision ? <span className="rounded bg-amber-50 px-1.5 text-xs text-amber-700">修改</span> : null}
                <span className="text-xs text-slate-400">{item.submittedAt ? formatDateTime(item.submittedAt) : ""}</span>
              </li>
            ))}
          </ul>
          <div className="px-4 pb-3">
            <Pagination current={queue.current} pages={queue.pages} total={queue.total} />
          </div>
        </div>
      )}
    </div>
  );
}
