import { treeFilterOptions } from "~/components/console/content/category-select";
import { rowAction } from "~/components/console/content/content-actions.server";
import { ContentFilters, ContentListPage, ContentRow, contentListQuery, FilterSelect, FilterText } from "~/components/console/content/content-list";
import { api } from "~/lib/api.server";
import type { Route } from "./+types/cases";

// 案例管理: every case of the library, unpublished ones too, searched by title or 案号 and filtered by
// cause, court and status; each can be edited, unpublished (下架) or deleted.
export const meta: Route.MetaFunction = () => [{ title: "案例管理 - 运营后台" }];

const PATH = "/console/content/cases";

export async function loader({ request, context }: Route.LoaderArgs) {
  const { filter, query } = contentListQuery(new URL(request.url).searchParams, ["causeId", "court"]);
  const content = api(context).content;
  const [page, causes] = await Promise.all([content.cases(query), content.causes()]);
  return { page, causes, filter };
}

export async function action({ request, context }: Route.ActionArgs) {
  const content = api(context).content;
  return rowAction(request, "案例", { hide: content.hideCase, show: content.showCase, remove: content.deleteCase });
}

export default function ConsoleCases({ loaderData, actionData }: Route.ComponentProps) {
  const { page, causes, filter } = loaderData;
  return (
    <ContentListPage
      noun="案例"
      path={PATH}
      result={actionData}
      page={page}
      headers={["标题", "案由", "审理法院", "裁判日期", "状态", "操作"]}
      minWidth="min-w-[900px]"
      filters={
        <ContentFilters path={PATH} keyword={filter.keyword} keywordLabel="标题或案号" status={filter.status}>
          <FilterSelect name="causeId" label="案由" value={filter.causeId} options={treeFilterOptions(causes)} />
          <FilterText name="court" label="审理法院" value={filter.court} maxLength={40} type="text" />
        </ContentFilters>
      }
    >
      {page.records.map((r) => (
        <ContentRow key={r.id} row={r} publicHref={`/caseLibrary/${r.id}`} editHref={`${PATH}/${r.id}`} subtitle={r.caseNo}>
          <td className="px-3 py-2 whitespace-nowrap">{r.causeName}</td>
          <td className="px-3 py-2">{r.court}</td>
          <td className="px-3 py-2 whitespace-nowrap">{r.judgedOn}</td>
        </ContentRow>
      ))}
    </ContentListPage>
  );
}
