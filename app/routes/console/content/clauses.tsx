import { CategoryListPage } from "~/components/console/content/category-list";
import { rowAction } from "~/components/console/content/content-actions.server";
import { contentListQuery } from "~/components/console/content/content-list";
import { api } from "~/lib/api.server";
import type { Route } from "./+types/clauses";

// 条款管理: every clause of the library, unpublished ones too, searched by title and filtered by
// category and status; each can be edited, unpublished (下架) or deleted.
export const meta: Route.MetaFunction = () => [{ title: "条款管理 - 运营后台" }];

const PATH = "/console/content/clauses";

export async function loader({ request, context }: Route.LoaderArgs) {
  const { filter, query } = contentListQuery(new URL(request.url).searchParams, ["categoryId"]);
  const content = api(context).content;
  const [page, categories] = await Promise.all([content.clauses(query), content.clauseCategories()]);
  return { page, categories, filter };
}

export async function action({ request, context }: Route.ActionArgs) {
  const content = api(context).content;
  return rowAction(request, "条款", { hide: content.hideClause, show: content.showClause, remove: content.deleteClause });
}

export default function ConsoleClauses({ loaderData, actionData }: Route.ComponentProps) {
  return (
    <CategoryListPage
      noun="条款"
      path={PATH}
      result={actionData}
      {...loaderData}
      count={{ header: "复制次数", of: (r) => r.copies }}
      publicHref={(r) => `/clause?keyword=${encodeURIComponent(r.title)}`}
    />
  );
}
