import { pageOf } from "#core/page";
import { treeFilterOptions } from "~/components/console/content/category-select";
import { rowAction } from "~/components/console/content/content-actions.server";
import { ContentFilters, ContentListPage, FilterSelect, RowActions, StatusBadge, statusOf, TitleCell } from "~/components/console/content/content-list";
import { api } from "~/lib/api.server";
import type { Route } from "./+types/clauses";

// 条款管理: every clause of the library, unpublished ones too, searched by title and filtered by
// category and status; each can be edited, unpublished (下架) or deleted.
export const meta: Route.MetaFunction = () => [{ title: "条款管理 - 运营后台" }];

const PATH = "/console/content/clauses";

export async function loader({ request, context }: Route.LoaderArgs) {
  const params = new URL(request.url).searchParams;
  const filter = { keyword: params.get("keyword") ?? "", categoryId: params.get("categoryId") ?? "", status: statusOf(params) };
  const content = api(context).content;
  const [page, categories] = await Promise.all([
    content.clauses({
      current: pageOf(params.get("current")),
      size: 20,
      keyword: filter.keyword,
      categoryId: filter.categoryId || undefined,
      status: filter.status,
    }),
    content.clauseCategories(),
  ]);
  return { page, categories, filter };
}

export async function action({ request, context }: Route.ActionArgs) {
  const content = api(context).content;
  return rowAction(request, "条款", {
    hide: (id) => content.hideClause({ id }),
    show: (id) => content.showClause({ id }),
    remove: (id) => content.deleteClause({ id }),
  });
}

export default function ConsoleClauses({ loaderData, actionData }: Route.ComponentProps) {
  const { page, categories, filter } = loaderData;
  return (
    <ContentListPage
      title="条款管理"
      newHref={`${PATH}/new`}
      newLabel="新建条款"
      result={actionData}
      page={page}
      empty="没有符合条件的条款"
      headers={["标题", "分类", "复制次数", "状态", "操作"]}
      minWidth="min-w-[760px]"
      filters={
        <ContentFilters path={PATH} keyword={filter.keyword} keywordLabel="条款标题" status={filter.status}>
          <FilterSelect name="categoryId" label="分类" value={filter.categoryId} options={treeFilterOptions(categories)} />
        </ContentFilters>
      }
    >
      {page.records.map((r) => (
        <tr key={r.id} data-testid="content-row" className="border-t border-slate-100 align-top">
          <td className="px-3 py-2">
            <TitleCell title={r.title} hidden={r.hidden} publicHref={`/clause?keyword=${encodeURIComponent(r.title)}`} />
          </td>
          <td className="px-3 py-2 whitespace-nowrap">{r.categoryName}</td>
          <td className="px-3 py-2 whitespace-nowrap">{r.copies}</td>
          <td className="px-3 py-2">
            <StatusBadge hidden={r.hidden} />
          </td>
          <td className="px-3 py-2">
            <RowActions id={r.id} title={r.title} hidden={r.hidden} editHref={`${PATH}/${r.id}`} />
          </td>
        </tr>
      ))}
    </ContentListPage>
  );
}
