import { TEMPLATE_SOURCES } from "#core/library-labels";
import { formatYuan } from "#core/money";
import { treeFilterOptions } from "~/components/console/content/category-select";
import { rowAction } from "~/components/console/content/content-actions.server";
import { ContentFilters, ContentListPage, ContentRow, contentListQuery, FilterSelect } from "~/components/console/content/content-list";
import { api } from "~/lib/api.server";
import type { Route } from "./+types/templates";

// 范本管理: every template of the contract library, unpublished ones too, searched by title and filtered
// by category, source and status; each can be edited, unpublished (下架) or deleted.
export const meta: Route.MetaFunction = () => [{ title: "范本管理 - 运营后台" }];

const PATH = "/console/content/templates";
const SOURCE_OPTIONS = [{ value: "", text: "全部" }, ...Object.entries(TEMPLATE_SOURCES).map(([value, text]) => ({ value, text }))];

export async function loader({ request, context }: Route.LoaderArgs) {
  const { filter, query } = contentListQuery(new URL(request.url).searchParams, ["categoryId", "source"]);
  const content = api(context).content;
  const [page, categories] = await Promise.all([content.templates(query), content.templateCategories()]);
  return { page, categories, filter };
}

export async function action({ request, context }: Route.ActionArgs) {
  const content = api(context).content;
  return rowAction(request, "范本", { hide: content.hideTemplate, show: content.showTemplate, remove: content.deleteTemplate });
}

export default function ConsoleTemplates({ loaderData, actionData }: Route.ComponentProps) {
  const { page, categories, filter } = loaderData;
  return (
    <ContentListPage
      noun="范本"
      path={PATH}
      result={actionData}
      page={page}
      headers={["标题", "分类", "来源", "价格", "下载", "状态", "操作"]}
      minWidth="min-w-[880px]"
      filters={
        <ContentFilters path={PATH} keyword={filter.keyword} keywordLabel="范本标题" status={filter.status}>
          <FilterSelect name="categoryId" label="分类" value={filter.categoryId} options={treeFilterOptions(categories)} />
          <FilterSelect name="source" label="来源" value={filter.source} options={SOURCE_OPTIONS} />
        </ContentFilters>
      }
    >
      {page.records.map((r) => (
        <ContentRow
          key={r.id}
          row={r}
          publicHref={`/templateDetails/${r.id}`}
          editHref={`${PATH}/${r.id}`}
          more={[{ href: `${PATH}/${r.id}/blanks`, text: "填写项" }]}
        >
          <td className="px-3 py-2 whitespace-nowrap">{r.categoryName}</td>
          <td className="px-3 py-2 whitespace-nowrap">{TEMPLATE_SOURCES[r.source as keyof typeof TEMPLATE_SOURCES] ?? ""}</td>
          <td className="px-3 py-2 whitespace-nowrap">
            {r.priceFen === 0 ? "免费" : formatYuan(r.priceFen)}
            {r.memberFree ? <span className="ml-1 text-xs text-amber-700">会员免费</span> : null}
          </td>
          <td className="px-3 py-2 whitespace-nowrap">{r.downloads}</td>
        </ContentRow>
      ))}
    </ContentListPage>
  );
}
