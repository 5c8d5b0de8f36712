import { FilePlus2, PenLine } from "lucide-react";
import { lazy, Suspense } from "react";
import { Form, Link, useNavigation } from "react-router";
import { ARTICLE_EDGES, ARTICLE_STATUS_LABELS, type ArticleAction, isArticleStatus } from "#core/article-publishing";
import { formatDateTime } from "#core/dates";
import { formatYuan } from "#core/money";
import { pageOf } from "#core/page";
import { SUBMISSION_STATUS_TEXT } from "#core/publishing";
import { ActionNotice } from "~/components/console/decision-forms";
import { EmptyState } from "~/components/ui/empty-state";
import { type LinkTab, LinkTabs } from "~/components/ui/link-tabs";
import { PagedList } from "~/components/ui/paged-list";
import { TitledSection } from "~/components/ui/titled-section";
import { type ActionResult, actionFail, actionOk, actionRefused } from "~/lib/action-result";
import { api } from "~/lib/api.server";
import { formOf } from "~/lib/form.server";
import { orNotFound } from "~/lib/not-found.server";
import type { Route } from "./+types/my-special-area";

// 上传专区 (/mySpecialArea): creation statistics (templates for everyone, articles for lawyers) and the
// lawyer's articles with the actions their status allows now (core/article-publishing.ts). Uploading
// templates opens from here (/mySpecialArea/add); their list is the uploads tab of /myTemplate.
const ReadsChart = lazy(() => import("~/components/articles/reads-chart"));

export const meta: Route.MetaFunction = () => [{ title: "上传专区 - 契合" }, { name: "robots", content: "noindex" }];

const DONE: Partial<Record<ArticleAction, string>> = {
  submit: "文章已提交审核",
  withdrawReview: "已撤回审核，文章回到草稿",
  withdrawPublication: "文章已撤回发布",
  republish: "文章已重新提交审核",
  remove: "文章已删除",
};
const ROW_ACTIONS = ["submit", "withdrawReview", "withdrawPublication", "republish", "remove"] as const;
type RowAction = (typeof ROW_ACTIONS)[number];
const isRowAction = (v: string): v is RowAction => (ROW_ACTIONS as readonly string[]).includes(v);

export async function loader({ request, context }: Route.LoaderArgs) {
  if (!context.session.user) return null;
  const params = new URL(request.url).searchParams;
  const caller = api(context);
  // FORBIDDEN: not a lawyer, who may still upload templates but writes no articles.
  const [templates, totals, stats] = await Promise.all([
    caller.publishing.statusCount(),
    caller.publishing.totals(),
    orNotFound(caller.articleWriting.stats(), ["FORBIDDEN"]),
  ]);
  if (!stats) return { lawyer: false as const, templates, totals };
  const raw = Number(params.get("status") ?? "");
  const status = params.get("status") !== null && isArticleStatus(raw) ? raw : undefined;
  const articles = await caller.articleWriting.mine({ current: pageOf(params.get("current")), size: 10, status });
  return { lawyer: true as const, templates, totals, stats, articles, status };
}

export async function action({ request, context }: Route.ActionArgs) {
  const form = await formOf(request);
  const intent = String(form.get("intent"));
  if (!isRowAction(intent)) return actionRefused(intent, "不支持的操作");
  try {
    await api(context).articleWriting[intent]({ id: Number(form.get("id")) });
    return actionOk(intent, DONE[intent] ?? "操作成功");
  } catch (error) {
    return actionFail(intent, error);
  }
}

function Stat({ label, value }: { label: string; value: number | string }) {
  return (
    <div className="rounded-md border border-slate-200 bg-white px-3 py-2">
      <dt className="text-xs text-slate-500">{label}</dt>
      <dd className="mt-1 text-lg font-semibold text-slate-900">{typeof value === "number" ? value.toLocaleString("zh-CN") : value}</dd>
    </div>
  );
}

const FILTERS: LinkTab[] = [
  { key: "all", label: "全部", to: "/mySpecialArea" },
  ...([0, 1, 2, 3, 4] as const).map((s) => ({ key: String(s), label: ARTICLE_STATUS_LABELS[s], to: `/mySpecialArea?status=${s}` })),
];

export default function MySpecialArea({ loaderData, actionData }: Route.ComponentProps) {
  const busy = useNavigation().state !== "idle";
  if (!loaderData) return null;
  const result = actionData as ActionResult | undefined;
  return (
    <div className="space-y-6">
      <div className="flex flex-wrap items-center justify-between gap-3">
        <h1 className="text-lg font-semibold text-slate-900">上传专区</h1>
        <div className="flex gap-2">
          <Link
            to="/mySpecialArea/add"
            className="inline-flex items-center gap-1 rounded-md border border-slate-300 px-3 py-1.5 text-sm text-slate-700 hover:bg-slate-50"
          >
            <FilePlus2 className="h-4 w-4" aria-hidden />
            上传范本
          </Link>
          {loaderData.lawyer ? (
            <Link
              to="/mySpecialArea/articleAdd"
              className="inline-flex items-center gap-1 rounded-md bg-brand-600 px-3 py-1.5 text-sm text-white hover:bg-brand-700"
            >
              <PenLine className="h-4 w-4" aria-hidden />
              写文章
            </Link>
          ) : null}
        </div>
      </div>
      <section aria-labelledby="template-stats-title">
        <div className="flex items-center justify-between">
          <h2 id="template-stats-title" className="text-base font-medium text-slate-900">
            创作统计 · 范本
          </h2>
          <Link to="/myTemplate?tab=uploads" className="text-sm text-brand-600 hover:underline">
            管理我的上传
          </Link>
        </div>
        <dl className="mt-3 grid grid-cols-2 gap-2 sm:grid-cols-4">
          {([2, 1, 0, 3] as const).map((s) => (
            <Stat key={s} label={SUBMISSION_STATUS_TEXT[s]} value={loaderData.templates[s]} />
          ))}
          <Stat label="浏览" value={loaderData.totals.views} />
          <Stat label="下载" value={loaderData.totals.downloads} />
          <Stat label="售出" value={loaderData.totals.sales} />
          <Stat label="收益" value={formatYuan(loaderData.totals.earningsFen)} />
        </dl>
      </section>
      {!loaderData.lawyer ? (
        <p className="rounded-md bg-slate-100 px-4 py-3 text-sm text-slate-600">
          通过
          <Link to="/lawyerAuthentication" className="mx-1 text-brand-600 underline underline-offset-2">
            律师认证
          </Link>
          并发布律师主页后，即可在这里发表文章。
        </p>
      ) : (
        <>
          <TitledSection id="article-stats-title" title="创作统计 · 文章" titleClassName="text-base font-medium text-slate-900">
            <dl className="mt-3 grid grid-cols-2 gap-2 sm:grid-cols-4 lg:grid-cols-7">
              <Stat label="文章总数" value={loaderData.stats.total} />
              {([2, 1, 0, 3, 4] as const).map((s) => (
                <Stat key={s} label={ARTICLE_STATUS_LABELS[s]} value={loaderData.stats.byStatus[s] ?? 0} />
              ))}
              <Stat label="总阅读" value={loaderData.stats.reads} />
            </dl>
            <p className="mt-3 text-sm text-slate-600">近 30 天阅读 {loaderData.stats.daily.reduce((n, d) => n + d.reads, 0).toLocaleString("zh-CN")} 次</p>
            <Suspense fallback={null}>
              <ReadsChart daily={loaderData.stats.daily} />
            </Suspense>
          </TitledSection>
          <TitledSection id="my-articles-title" title="我的文章" titleClassName="text-base font-medium text-slate-900">
            <LinkTabs label="文章状态" tabs={FILTERS} current={String(loaderData.status ?? "all")} />
            <ActionNotice result={result} className="mt-3" />
            <PagedList page={loaderData.articles} empty={<EmptyState title="还没有文章" link={{ to: "/mySpecialArea/articleAdd", label: "写第一篇文章" }} />}>
              {loaderData.articles.records.map((a) => (
                <li key={a.id} className="py-3" data-testid="my-article">
                  <div className="flex flex-wrap items-center gap-2">
                    <span className="rounded bg-slate-100 px-1.5 py-0.5 text-xs text-slate-600">
                      {isArticleStatus(a.status) ? ARTICLE_STATUS_LABELS[a.status] : ""}
                    </span>
                    {a.status === 2 ? (
                      <Link to={`/articleDetails/${a.id}`} className="min-w-0 flex-1 truncate text-slate-800 hover:text-brand-600">
                        {a.title}
                      </Link>
                    ) : (
                      <span className="min-w-0 flex-1 truncate text-slate-800">{a.title}</span>
                    )}
                  </div>
                  <p className="mt-1 text-xs text-slate-500">
                    {a.classification} · 阅读 {a.reads} · 更新于 {formatDateTime(a.updatedAt)}
                  </p>
                  {a.status === 3 && a.rejectReason ? <p className="mt-1 text-sm text-amber-700">未通过原因：{a.rejectReason}</p> : null}
                  {a.status === 4 && a.rejectReason ? <p className="mt-1 text-sm text-amber-700">平台下架原因：{a.rejectReason}</p> : null}
                  <div className="mt-2 flex flex-wrap gap-2">
                    {a.actions.includes("edit") ? (
                      <Link
                        to={`/mySpecialArea/articleAdd?id=${a.id}`}
                        className="rounded border border-slate-200 px-2 py-0.5 text-sm text-slate-600 hover:bg-slate-50"
                      >
                        {ARTICLE_EDGES.edit.label}
                      </Link>
                    ) : null}
                    {a.actions.filter(isRowAction).map((action) => (
                      <Form key={action} method="post">
                        <input type="hidden" name="id" value={a.id} />
                        <button
                          type="submit"
                          name="intent"
                          value={action}
                          disabled={busy}
                          aria-label={`${ARTICLE_EDGES[action].label}：${a.title}`}
                          className={`rounded border px-2 py-0.5 text-sm disabled:opacity-60 ${action === "remove" ? "border-red-200 text-red-600 hover:bg-red-50" : "border-slate-200 text-slate-600 hover:bg-slate-50"}`}
                        >
                          {ARTICLE_EDGES[action].label}
                        </button>
                      </Form>
                    ))}
                  </div>
                </li>
              ))}
            </PagedList>
          </TitledSection>
        </>
      )}
    </div>
  );
}
