import { REGULATION_LEVELS, TIMELINESS, TIMELINESS_VALUES } from "#core/regulations";
import { rowAction } from "~/components/console/content/content-actions.server";
import { ContentFilters, ContentListPage, ContentRow, contentListQuery, FilterSelect } from "~/components/console/content/content-list";
import { api } from "~/lib/api.server";
import type { Route } from "./+types/regulations";

// 法律法规管理: every text of the library, unpublished ones too, searched by title or 文号 and filtered by
// level, timeliness and status; each can be edited, unpublished (下架) or deleted.
export const meta: Route.MetaFunction = () => [{ title: "法律法规管理 - 运营后台" }];

const PATH = "/console/content/regulations";

export async function loader({ request, context }: Route.LoaderArgs) {
  const { filter, query } = contentListQuery(new URL(request.url).searchParams, ["level", "timeliness"]);
  const page = await api(context).content.regulations(query);
  return { page, filter };
}

export async function action({ request, context }: Route.ActionArgs) {
  const content = api(context).content;
  return rowAction(request, "法规", { hide: content.hideRegulation, show: content.showRegulation, remove: content.deleteRegulation });
}

export default function ConsoleRegulations({ loaderData, actionData }: Route.ComponentProps) {
  const { page, filter } = loaderData;
  return (
    <ContentListPage
      noun="法规"
      title="法律法规管理"
      path={PATH}
      result={actionData}
      page={page}
      headers={["标题", "效力级别", "公布日期", "时效性", "状态", "操作"]}
      minWidth="min-w-[860px]"
      filters={
        <ContentFilters path={PATH} keyword={filter.keyword} keywordLabel="标题或文号" status={filter.status}>
          <FilterSelect
            name="level"
            label="效力级别"
            value={filter.level}
            options={[{ value: "", text: "全部" }, ...REGULATION_LEVELS.map((l) => ({ value: l.name, text: l.name }))]}
          />
          <FilterSelect
            name="timeliness"
            label="时效性"
            value={filter.timeliness}
            options={[{ value: "", text: "全部" }, ...TIMELINESS_VALUES.map((v) => ({ value: String(v), text: TIMELINESS[v] }))]}
          />
        </ContentFilters>
      }
    >
      {page.records.map((r) => (
        <ContentRow key={r.id} row={r} publicHref={`/regulations/${r.id}`} editHref={`${PATH}/${r.id}`} subtitle={r.issuer}>
          <td className="px-3 py-2 whitespace-nowrap">{r.level}</td>
          <td className="px-3 py-2 whitespace-nowrap">{r.issuedOn}</td>
          <td className="px-3 py-2 whitespace-nowrap">{TIMELINESS[r.timeliness]}</td>
        </ContentRow>
      ))}
    </ContentListPage>
  );
}
