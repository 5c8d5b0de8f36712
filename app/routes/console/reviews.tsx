import { Link } from "react-router";
import { z } from "zod";
import { pageOf } from "#core/page";
import { ArticleQueueItem, ArticleReview } from "~/components/console/article-review";
import { QueuePage, useDeciding } from "~/components/console/queue";
import { approveOrReject, queueAction } from "~/components/console/queue.server";
import { TemplateQueueItem, TemplateReview } from "~/components/console/template-review";
import { EmptyState } from "~/components/ui/empty-state";
import { Pagination } from "~/components/ui/pagination";
import { api } from "~/lib/api.server";
import { orNotFound } from "~/lib/not-found.server";
import type { Route } from "./+types/reviews";

// 内容审核 (/console/reviews): one queue per kind of submitted work (uploaded templates, lawyers'
// articles), oldest first. An opened item shows what readers will see; approve, or reject with a reason.
export const meta: Route.MetaFunction = () => [{ title: "内容审核 - 运营后台" }];

const KINDS = [
  { key: "template", label: "范本", approved: "已通过，范本已上架并可被搜索到" },
  { key: "article", label: "文章", approved: "已通过，文章已发布到法律文集" },
] as const;
type Kind = (typeof KINDS)[number]["key"];
const kindParam = z.enum(["template", "article"]).catch("template");
const idParam = z.coerce.number().int().positive().optional().catch(undefined);

export async function loader({ request, context }: Route.LoaderArgs) {
  const url = new URL(request.url);
  const caller = api(context);
  const kind = kindParam.parse(url.searchParams.get("kind") ?? undefined);
  const id = idParam.parse(url.searchParams.get("id") ?? undefined);
  const page = { current: pageOf(url.searchParams.get("current")), size: 20 };
  const one = { current: 1, size: 1 };
  // Each tab shows how many wait; only the open kind loads its page and its item.
  const [templates, articles, openTemplate, openArticle] = await Promise.all([
    caller.publishing.queue(kind === "template" ? page : one),
    caller.articleReviews.queue(kind === "article" ? page : one),
    kind === "template" && id ? orNotFound(caller.publishing.review({ id })) : null,
    kind === "article" && id ? orNotFound(caller.articleReviews.preview({ id })) : null,
  ]);
  return { kind, templates, articles, openTemplate, openArticle };
}

export async function action({ request, context }: Route.ActionArgs) {
  const kind = kindParam.parse(new URL(request.url).searchParams.get("kind") ?? undefined);
  const caller = api(context);
  const procedures = kind === "template" ? caller.publishing : caller.articleReviews;
  return queueAction(
    request,
    approveOrReject({
      approve: (id) => procedures.approve({ id }),
      approved: KINDS.find((k) => k.key === kind)?.approved ?? "已通过",
      reject: (id, reason) => procedures.reject({ id, reason }),
      rejected: "已驳回，作者将看到驳回原因",
    }),
    `/console/reviews?kind=${kind}`,
  );
}

export default function ConsoleReviews({ loaderData, actionData }: Route.ComponentProps) {
  const { kind, templates, articles, openTemplate, openArticle } = loaderData;
  const busy = useDeciding();
  const totals: Record<Kind, number> = { template: templates.total, article: articles.total };
  const queue = kind === "template" ? templates : articles;
  const tabs = (
    <nav aria-label="审核类别" className="flex gap-2 border-b border-slate-200">
      {KINDS.map((k) => (
        <Link
          key={k.key}
          to={`/console/reviews?kind=${k.key}`}
          aria-current={kind === k.key ? "page" : undefined}
          className="-mb-px border-b-2 border-transparent px-3 py-2 text-sm text-slate-500 hover:text-brand-600 aria-[current=page]:border-brand-600 aria-[current=page]:text-brand-700"
        >
          {k.label}（待审核 {totals[k.key]}）
        </Link>
      ))}
      {kind === "article" ? (
        <Link to="/console/content/articles" className="ml-auto px-3 py-2 text-sm text-brand-600 hover:underline">
          管理全部文章
        </Link>
      ) : null}
    </nav>
  );
  return (
    <QueuePage title="内容审核" note="按提交时间从早到晚排列" tabs={tabs} result={actionData}>
      {openTemplate ? <TemplateReview open={openTemplate} busy={busy} /> : null}
      {openArticle ? <ArticleReview open={openArticle} busy={busy} /> : null}
      {queue.records.length === 0 ? (
        <EmptyState title="暂无待审核的内容" />
      ) : (
        <div className="rounded-lg bg-white shadow-sm">
          <ul className="divide-y divide-slate-100">
            {kind === "template"
              ? templates.records.map((item) => (
                  <li key={item.id} className="flex flex-wrap items-center gap-x-4 gap-y-1 px-4 py-3 text-sm">
                    <TemplateQueueItem item={item} />
                  </li>
                ))
              : articles.records.map((item) => (
                  <li key={item.id} className="flex flex-wrap items-center gap-x-4 gap-y-1 px-4 py-3 text-sm">
                    <ArticleQueueItem item={item} />
                  </li>
                ))}
          </ul>
          <div className="px-4 pb-3">
            <Pagination current={queue.current} pages={queue.pages} total={queue.total} />
          </div>
        </div>
      )}
    </QueuePage>
  );
}
