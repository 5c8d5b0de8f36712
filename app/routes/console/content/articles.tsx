import { Link } from "react-router";
import { ARTICLE_STATUS, ARTICLE_STATUS_LABELS, isArticleStatus } from "#core/article-publishing";
import { ARTICLE_KINDS } from "#core/content-articles";
import { pageOf } from "#core/page";
import { ContentFilters, ContentListPage, FilterSelect, FilterText, RowButton, TitleCell } from "~/components/console/content/content-list";
import { RejectForm } from "~/components/console/decision-forms";
import { useDeciding } from "~/components/console/queue";
import { queueAction, reasonOf } from "~/components/console/queue.server";
import { api } from "~/lib/api.server";
import type { Route } from "./+types/articles";

// 文章与法律知识: every article whatever its status, searched by title and filtered by kind,
// classification, status and author. Staff write platform articles and legal knowledge, edit any
// article, take a published one down with a reason its author reads (下架), put it up again, delete.
// Submissions are approved or rejected in 内容审核 (/console/reviews), linked from the rows under review.
export const meta: Route.MetaFunction = () => [{ title: "文章与法律知识 - 运营后台" }];

const PATH = "/console/content/articles";
const STATUSES = [{ value: "", text: "全部" }, ...Object.entries(ARTICLE_STATUS_LABELS).map(([value, text]) => ({ value, text }))];
const KINDS = [{ value: "", text: "全部" }, ...ARTICLE_KINDS];

export async function loader({ request, context }: Route.LoaderArgs) {
  const params = new URL(request.url).searchParams;
  const text = (name: string) => params.get(name) ?? "";
  const filter = { keyword: text("keyword"), kind: text("kind"), classificationId: text("classificationId"), status: text("status"), author: text("author") };
  const content = api(context).content;
  const [page, classifications] = await Promise.all([
    content.articles({
      current: pageOf(params.get("current")),
      size: 20,
      keyword: filter.keyword,
      kind: ARTICLE_KINDS.find((k) => k.value === filter.kind)?.value,
      classificationId: filter.classificationId || undefined,
      status: filter.status || undefined,
      author: filter.author || undefined,
    }),
    content.articleClassifications(),
  ]);
  return { page, classifications, filter };
}

export async function action({ request, context }: Route.ActionArgs) {
  const content = api(context).content;
  return queueAction(request, {
    takeDown: async (form) => {
      await content.takeDownArticle({ id: form.get("id"), reason: reasonOf(form) });
      return "已下架该文章，网站上不再显示，作者将看到下架原因";
    },
    restore: async (form) => {
      await content.restoreArticle({ id: form.get("id") });
      return "已上架该文章";
    },
    delete: async (form) => {
      await content.deleteArticle({ id: form.get("id") });
      return "已删除该文章";
    },
  });
}

function StatusCell({ status, reason }: { status: number; reason: string | null }) {
  const label = isArticleStatus(status) ? ARTICLE_STATUS_LABELS[status] : "";
  const tone = status === ARTICLE_STATUS.PUBLISHED ? "bg-emerald-50 text-emerald-700" : "bg-slate-200 text-slate-600";
  return (
    <div className="space-y-1">
      <span className={`rounded px-2 py-0.5 text-xs whitespace-nowrap ${tone}`}>{label}</span>
      {reason && (status === ARTICLE_STATUS.WITHDRAWN || status === ARTICLE_STATUS.REJECTED) ? (
        <p className="max-w-48 text-xs text-slate-500">
          {status === ARTICLE_STATUS.WITHDRAWN ? "下架" : "驳回"}原因：{reason}
        </p>
      ) : null}
    </div>
  );
}

function ArticleActions({ id, title, status }: { id: number; title: string; status: number }) {
  const busy = useDeciding();
  return (
    <div className="flex flex-wrap items-center gap-3 whitespace-nowrap">
      <Link to={`${PATH}/${id}`} className="text-brand-600 hover:underline" aria-label={`编辑 ${title}`}>
        编辑
      </Link>
      {status === ARTICLE_STATUS.REVIEWING ? (
        <Link to={`/console/reviews?kind=article&id=${id}`} className="text-brand-600 hover:underline" aria-label={`去审核 ${title}`}>
          去审核
        </Link>
      ) : null}
      {status === ARTICLE_STATUS.WITHDRAWN ? <RowButton intent="restore" id={id} text="上架" title={title} /> : null}
      <RowButton
        intent="delete"
        id={id}
        text="删除"
        title={title}
        confirm={`确定删除《${title}》吗？删除后不可恢复，阅读记录一并删除；如只需在网站隐藏，请使用“下架”。`}
        danger
      />
      {status === ARTICLE_STATUS.PUBLISHED ? (
        <details className="w-full">
          <summary className="cursor-pointer text-brand-600">下架</summary>
          <div className="mt-2 flex">
            <RejectForm id={id} busy={busy} intent="takeDown" reasonLabel={`下架原因：${title}`} submit="确认下架" placeholder="下架原因（作者可见）" />
          </div>
        </details>
      ) : null}
    </div>
  );
}

export default function ConsoleArticles({ loaderData, actionData }: Route.ComponentProps) {
  const { page, classifications, filter } = loaderData;
  const kindText = (kind: string) => ARTICLE_KINDS.find((k) => k.value === kind)?.text ?? kind;
  return (
    <ContentListPage
      noun="文章"
      title="文章与法律知识"
      path={PATH}
      result={actionData}
      page={page}
      headers={["标题", "类型", "分类", "作者", "阅读", "状态", "操作"]}
      minWidth="min-w-[960px]"
      filters={
        <ContentFilters path={PATH} keyword={filter.keyword} keywordLabel="文章标题" status={filter.status} statuses={STATUSES}>
          <FilterSelect name="kind" label="类型" value={filter.kind} options={KINDS} />
          <FilterSelect
            name="classificationId"
            label="分类"
            value={filter.classificationId}
            options={[{ value: "", text: "全部" }, ...classifications.map((c) => ({ value: String(c.id), text: c.name }))]}
          />
          <FilterText name="author" label="作者" value={filter.author} maxLength={20} />
        </ContentFilters>
      }
    >
      {page.records.map((r) => (
        <tr key={r.id} data-testid="content-row" className="border-t border-slate-100 align-top">
          <td className="px-3 py-2">
            <TitleCell title={r.title} hidden={r.status !== ARTICLE_STATUS.PUBLISHED} publicHref={`/articleDetails/${r.id}`} />
            {r.recommended ? <span className="ml-2 rounded bg-amber-50 px-1.5 py-0.5 text-xs text-amber-700">推荐</span> : null}
          </td>
          <td className="px-3 py-2 whitespace-nowrap">{kindText(r.kind)}</td>
          <td className="px-3 py-2 whitespace-nowrap">{r.classificationName}</td>
          <td className="px-3 py-2 whitespace-nowrap">{r.authorName}</td>
          <td className="px-3 py-2 whitespace-nowrap">{r.reads}</td>
          <td className="px-3 py-2">
            <StatusCell status={r.status} reason={r.reason} />
          </td>
          <td className="px-3 py-2">
            <ArticleActions id={r.id} title={r.title} status={r.status} />
          </td>
        </tr>
      ))}
    </ContentListPage>
  );
}
