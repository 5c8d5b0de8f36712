import { CategoryListPage } from "~/components/console/content/category-list";
import { rowAction } from "~/components/console/content/content-actions.server";
import { contentListQuery } from "~/components/console/content/content-list";
import { api } from "~/lib/api.server";
import type { Route } from "./+types/documents";

// 文书管理: every document of the library (诉讼文书 and 非诉文书), unpublished ones too, searched by
// title and filtered by category and status; each can be edited, unpublished (下架) or deleted.
export const meta: Route.MetaFunction = () => [{ title: "文书管理 - 运营后台" }];

const PATH = "/console/content/documents";

export async function loader({ request, context }: Route.LoaderArgs) {
  const { filter, query } = contentListQuery(new URL(request.url).searchParams, ["categoryId"]);
  const content = api(context).content;
  const [page, categories] = await Promise.all([content.documents(query), content.documentCategories()]);
  return { page, categories, filter };
}

export async function action({ request, context }: Route.ActionArgs) {
  const content = api(context).content;
  return rowAction(request, "文书", { hide: content.hideDocument, show: content.showDocument, remove: content.deleteDocument });
}

export default function ConsoleDocuments({ loaderData, actionData }: Route.ComponentProps) {
  return (
    <CategoryListPage
      noun="文书"
      path={PATH}
      result={actionData}
      {...loaderData}
      count={{ header: "浏览", of: (r) => r.views }}
      publicHref={(r) => `/documentLibrary/${r.id}`}
    />
  );
}
