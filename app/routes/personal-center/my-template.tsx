import { Form, Link, useNavigation } from "react-router";
import { z } from "zod";
import { formatDateTime } from "#core/dates";
import { formatYuan } from "#core/money";
import { pageOf } from "#core/page";
import { SUBMISSION_STATUS_TEXT, type SubmissionStatus } from "#core/publishing";
import { ActionNotice } from "~/components/console/decision-forms";
import { EmptyState } from "~/components/ui/empty-state";
import { IntentButton } from "~/components/ui/intent-button";
import { PagedList } from "~/components/ui/paged-list";
import { type ActionResult, actionFail, actionOk } from "~/lib/action-result";
import { api } from "~/lib/api.server";
import { formOf } from "~/lib/form.server";
import type { Route } from "./+types/my-template";

const uploadStatus = z.coerce.number().int().min(0).max(3).optional().catch(undefined);

export const meta: Route.MetaFunction = () => [{ title: "我的范本 - 契合" }];

const TABS = [
  { key: "purchased", label: "已购范本" },
  { key: "history", label: "浏览记录" },
  { key: "uploads", label: "我的上传" },
  { key: "contracts", label: "我的合同" },
] as const;
type Tab = (typeof TABS)[number]["key"];

export async function loader({ request, context }: Route.LoaderArgs) {
  if (!context.session.user) return null;
  const url = new URL(request.url);
  const tab: Tab = TABS.find((t) => t.key === url.searchParams.get("tab"))?.key ?? "purchased";
  const current = pageOf(url.searchParams.get("current"));
  const caller = api(context);
  const none = { history: null, purchased: null, uploads: null, contracts: null };
  if (tab === "history") return { tab, ...none, history: await caller.history.list({ current, size: 15, kind: "template" }) };
  if (tab === "contracts") return { tab, ...none, contracts: await caller.fillIn.drafts({ current, size: 15 }) };
  if (tab === "uploads") {
    const status = uploadStatus.parse(url.searchParams.get("status") ?? undefined);
    const [page, counts] = await Promise.all([caller.publishing.mine({ current, size: 15, status }), caller.publishing.statusCount()]);
    return { tab, ...none, uploads: { page, counts, status } };
  }
  return { tab, ...none, purchased: await caller.templates.purchased({ current, size: 15 }) };
}

export async function action({ request, context }: Route.ActionArgs) {
  const form = await formOf(request);
  const intent = String(form.get("intent") ?? "remove");
  if (intent === "withdraw" || intent === "delete") return uploadAction(context, intent, form);
  if (intent === "draft-copy" || intent === "draft-delete") return draftAction(context, intent, form);
  try {
    const ids = form.get("all") ? ("all" as const) : form.getAll("id").map(Number);
    const { removed } = await api(context).history.remove({ ids });
    return actionOk("remove", `已删除 ${removed} 条浏览记录`);
  } catch (error) {
    return actionFail("remove", error);
  }
}

async function uploadAction(context: Route.ActionArgs["context"], intent: "withdraw" | "delete", form: FormData) {
  const caller = api(context);
  try {
    if (intent === "withdraw") {
      await caller.publishing.withdraw({ id: form.get("id") });
      return actionOk(intent, "已撤回审核，可修改后重新提交");
    }
    await caller.publishing.remove({ id: form.get("id") });
    return actionOk(intent, "已删除");
  } catch (error) {
    return actionFail(intent, error);
  }
}

/** 我的合同: a copy of a draft, or its deletion; the owner's drafts only (another's id reads as absent). */
async function draftAction(context: Route.ActionArgs["context"], intent: "draft-copy" | "draft-delete", form: FormData) {
  const caller = api(context);
  try {
    if (intent === "draft-copy") {
      const copy = await caller.fillIn.duplicate({ id: form.get("id") });
      return actionOk(intent, `已复制为“${copy.title}”`);
    }
    await caller.fillIn.remove({ id: form.get("id") });
    return actionOk(intent, "草稿已删除");
  } catch (error) {
    return actionFail(intent, error);
  }
}

export default function MyTemplate({ loaderData, actionData }: Route.ComponentProps) {
  const busy = useNavigation().state !== "idle";
  if (!loaderData) return null;
  const result = actionData as ActionResult | undefined;
  return (
    <div>
      <h1 className="text-lg font-semibold text-slate-900">我的范本</h1>
      <nav aria-label="范本分类" className="mt-4 flex gap-2 border-b border-slate-200">
        {TABS.map((t) => (
          <Link
            key={t.key}
            to={t.key === "purchased" ? "/myTemplate" : `/myTemplate?tab=${t.key}`}
            aria-current={loaderData.tab === t.key ? "page" : undefined}
            className={`-mb-px border-b-2 px-3 py-2 text-sm ${loaderData.tab === t.key ? "border-brand-600 text-brand-700" : "border-transparent text-slate-500 hover:text-brand-600"}`}
          >
            {t.label}
          </Link>
        ))}
      </nav>
      <ActionNotice result={result} className="mt-3" />
      {loaderData.purchased ? (
        <PagedList page={loaderData.purchased} empty={<EmptyState title="还没有购买过范本" link={{ to: "/", label: "去合同库看看" }} />}>
          {loaderData.purchased.records.map((p) => (
            <li key={p.templateId} className="flex flex-wrap items-center justify-between gap-2 py-3">
              <Link to={`/templateDetails/${p.templateId}`} className="min-w-0 flex-1 text-slate-800 hover:text-brand-600">
                {p.title}
              </Link>
              <span className="text-sm text-slate-500">{formatYuan(p.priceFen)}</span>
              <span className="text-xs text-slate-500">购买于 {formatDateTime(p.boughtAt)}</span>
            </li>
          ))}
        </PagedList>
      ) : loaderData.uploads ? (
        <Uploads {...loaderData.uploads} busy={busy} />
      ) : loaderData.contracts ? (
        <Contracts page={loaderData.contracts} busy={busy} />
      ) : loaderData.history && loaderData.history.records.length === 0 ? (
        <EmptyState title="暂无浏览记录">登录后浏览的合同范本会记录在这里</EmptyState>
      ) : loaderData.history ? (
        <Form method="post" className="mt-2">
          <div className="flex justify-end gap-2 py-2">
            <button type="submit" disabled={busy} className="rounded-md border border-slate-200 px-3 py-1 text-sm text-slate-600 hover:bg-slate-50">
              删除所选
            </button>
            <button
              type="submit"
              name="all"
              value="1"
              disabled={busy}
              className="rounded-md border border-red-200 px-3 py-1 text-sm text-red-600 hover:bg-red-50"
            >
              清空全部
            </button>
          </div>
          <PagedList page={loaderData.history}>
            {loaderData.history.records.map((h) => (
              <li key={h.id} className="flex items-center gap-3 py-3">
                <input type="checkbox" name="id" value={h.id} aria-label={`选择 ${h.title}`} className="h-4 w-4" />
                <Link to={`/templateDetails/${h.targetId}`} className="min-w-0 flex-1 truncate text-slate-800 hover:text-brand-600">
                  {h.title}
                </Link>
                <span className="shrink-0 text-xs text-slate-500">{formatDateTime(h.viewedAt)}</span>
              </li>
            ))}
          </PagedList>
        </Form>
      ) : null}
    </div>
  );
}

type UploadsData = NonNullable<Route.ComponentProps["loaderData"]>["uploads"] & {};

/** 我的上传: counts by status (each a filter), the uploads with their figures, edit, withdraw, delete. */
function Uploads({ page, counts, status, busy }: UploadsData & { busy: boolean }) {
  const statuses = [0, 1, 2, 3] as const;
  return (
    <div className="mt-3 space-y-3">
      <div className="flex flex-wrap items-center justify-between gap-2">
        <nav aria-label="上传状态" className="flex flex-wrap gap-2 text-sm">
          <Link to="/myTemplate?tab=uploads" aria-current={status === undefined ? "page" : undefined} className={chip(status === undefined)}>
            全部 {statuses.reduce<number>((n, s) => n + counts[s], 0)}
          </Link>
          {statuses.map((s) => (
            <Link key={s} to={`/myTemplate?tab=uploads&status=${s}`} aria-current={status === s ? "page" : undefined} className={chip(status === s)}>
              {SUBMISSION_STATUS_TEXT[s]} {counts[s]}
            </Link>
          ))}
        </nav>
        <Link to="/mySpecialArea/add" className="rounded-md bg-brand-600 px-3 py-1 text-sm text-white hover:bg-brand-700">
          上传范本
        </Link>
      </div>
      <PagedList page={page} empty={<EmptyState title="还没有上传过范本">上传 Word 合同范本，审核通过后上架销售，售出可获得 70% 收益</EmptyState>}>
        {page.records.map((u) => (
          <li key={u.id} data-testid="my-upload" className="grid gap-1 py-3 text-sm">
            <div className="flex flex-wrap items-center gap-2">
              {u.templateId && u.status === 2 ? (
                <Link to={`/templateDetails/${u.templateId}`} className="min-w-0 flex-1 text-slate-800 hover:text-brand-600">
                  {u.title}
                </Link>
              ) : (
                <span className="min-w-0 flex-1 text-slate-800">{u.title}</span>
              )}
              <span className={`rounded px-1.5 text-xs ${STATUS_CLASS[u.status]}`}>{SUBMISSION_STATUS_TEXT[u.status]}</span>
              <span className="text-slate-500">{u.priceFen ? formatYuan(u.priceFen) : "免费"}</span>
            </div>
            {u.status === 3 && u.reviewReason ? <p className="text-xs text-danger-500">驳回原因：{u.reviewReason}</p> : null}
            <div className="flex flex-wrap items-center gap-x-4 gap-y-1 text-xs text-slate-500">
              <span>浏览 {u.views}</span>
              <span>下载 {u.downloads}</span>
              <span>售出 {u.sales}</span>
              <span>收益 {formatYuan(u.earningsFen)}</span>
              <span>更新于 {formatDateTime(u.updatedAt)}</span>
              <span className="ml-auto flex gap-2">
                {u.status !== 1 ? (
                  <Link to={`/mySpecialArea/add?id=${u.id}`} className="text-brand-600">
                    编辑
                  </Link>
                ) : (
                  <RowAction intent="withdraw" id={u.id} busy={busy} label="撤回审核" />
                )}
                {(u.status === 0 || u.status === 3) && !u.templateId ? <RowAction intent="delete" id={u.id} busy={busy} label="删除" /> : null}
              </span>
            </div>
          </li>
        ))}
      </PagedList>
    </div>
  );
}

const STATUS_CLASS: Record<SubmissionStatus, string> = {
  0: "bg-slate-100 text-slate-600",
  1: "bg-amber-50 text-amber-700",
  2: "bg-emerald-50 text-emerald-700",
  3: "bg-red-50 text-danger-500",
};

const chip = (on: boolean) =>
  `rounded-full border px-3 py-0.5 ${on ? "border-brand-600 text-brand-700" : "border-slate-200 text-slate-600 hover:text-brand-600"}`;

function RowAction({ intent, id, busy, label }: { intent: string; id: number; busy: boolean; label: string }) {
  return (
    <IntentButton intent={intent} id={id} busy={busy} formClassName="inline" className={intent.endsWith("delete") ? "text-danger-500" : "text-brand-600"}>
      {label}
    </IntentButton>
  );
}

type ContractsPage = NonNullable<NonNullable<Route.ComponentProps["loaderData"]>["contracts"]>;

/** 我的合同: templates being filled in online, newest first, each resumed, copied or deleted. */
function Contracts({ page, busy }: { page: ContractsPage; busy: boolean }) {
  return (
    <PagedList page={page} empty={<EmptyState title="还没有在线填写的合同">在范本详情页点击“在线填写”，保存的草稿会出现在这里</EmptyState>}>
      {page.records.map((d) => (
        <li key={d.id} data-testid="my-contract" className="grid gap-1 py-3 text-sm">
          <div className="flex flex-wrap items-center gap-2">
            <Link to={`/templateDetails/${d.templateId}/fill?draft=${d.id}`} className="min-w-0 flex-1 text-slate-800 hover:text-brand-600">
              {d.title}
            </Link>
            <span className="text-xs text-slate-500">更新于 {formatDateTime(d.updatedAt)}</span>
          </div>
          <div className="flex flex-wrap items-center gap-x-4 gap-y-1 text-xs text-slate-500">
            <span className="min-w-0 flex-1 truncate">范本：{d.templateTitle}</span>
            <span className="flex gap-3">
              <Link to={`/templateDetails/${d.templateId}/fill?draft=${d.id}`} className="text-brand-600">
                继续填写
              </Link>
              <RowAction intent="draft-copy" id={d.id} busy={busy} label="复制" />
              <RowAction intent="draft-delete" id={d.id} busy={busy} label="删除" />
            </span>
          </div>
        </li>
      ))}
    </PagedList>
  );
}
