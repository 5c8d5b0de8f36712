import { pageOf } from "#core/page";
import { treeFilterOptions } from "~/components/console/content/category-select";
import { rowAction } from "~/components/console/content/content-actions.server";
import { ContentFilters, ContentListPage, FilterSelect, RowActions, StatusBadge, statusOf, TitleCell } from "~/components/console/content/content-list";
import { api } from "~/lib/api.server";
import type { Route } from "./+types/documents";

// 文书管理: every document of the library (诉讼文书 and 非诉文书), unpublished ones too, searched by
// title and filtered by category and status; each can be edited, unpublished (下架) or deleted.
export const meta: Route.MetaFunction = () => [{ title: "文书管理 - 运营后台" }];

const PATH = "/console/content/documents";

export async function loader({ request, context }: Route.LoaderArgs) {
  const params = new URL(request.url).searchParams;
  const filter = { keyword: params.get("keyword") ?? "", categoryId: params.get("categoryId") ?? "", status: statusOf(params) };
  const content = api(context).content;
  const [page, categories] = await Promise.all([
    content.documents({
      current: pageOf(params.get("current")),
      size: 20,
      keyword: filter.keyword,
      categoryId: filter.categoryId || undefined,
      status: filter.status,
    }),
    content.documentCategories(),
  ]);
  return { page, categories, filter };
}

export async function action({ request, context }: Route.ActionArgs) {
  const content = api(context).content;
  return rowAction(request, "文书", {
    hide: (id) => content.hideDocument({ id }),
    show: (id) => content.showDocument({ id }),
    remove: (id) => content.deleteDocument({ id }),
  });
}

export default function ConsoleDocuments({ loaderData, actionData }: Route.ComponentProps) {
  const { page, categories, filter } = loaderData;
  return (
    <ContentListPage
      title="文书管理"
      newHref={`${PATH}/new`}
      newLabel="新建文书"
      result={actionData}
      page={page}
      empty="没有符合条件的文书"
      headers={["标题", "分类", "浏览", "状态", "操作"]}
      minWidth="min-w-[760px]"
      filters={
        <ContentFilters path={PATH} keyword={filter.keyword} keywordLabel="文书标题" status={filter.status}>
          <FilterSelect name="categoryId" label="分类" value={filter.categoryId} options={treeFilterOptions(categories)} />
        </ContentFilters>
      }
    >
      {page.records.map((r) => (
        <tr key={r.id} data-testid="content-row" className="border-t border-slate-100 align-top">
          <td className="px-3 py-2">
            <TitleCell title={r.title} hidden={r.hidden} publicHref={`/documentLibrary/${r.id}`} />
          </td>
          <td className="px-3 py-2 whitespace-nowrap">{r.categoryName}</td>
          <td className="px-3 py-2 whitespace-nowrap">{r.views}</td>
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
