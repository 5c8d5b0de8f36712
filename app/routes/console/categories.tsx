import { Link, useNavigation } from "react-router";
import { CATEGORY_TREE_KEYS, CATEGORY_TREES, type CategoryTreeKey } from "#core/content-categories";
import { CreateCategoryForm, readCategoryForm } from "~/components/console/categories/category-forms";
import { CategoryTable } from "~/components/console/categories/category-table";
import { ActionNotice } from "~/components/console/decision-forms";
import { LinkTabs } from "~/components/ui/link-tabs";
import { type ActionResult, actionFail, actionOk, actionRefused } from "~/lib/action-result";
import { api } from "~/lib/api.server";
import { formOf } from "~/lib/form.server";
import type { Route } from "./+types/categories";

// 分类管理: one tab per category tree (?tree=). Each category is renamed, moved under another top
// category and numbered in its row; siblings are reordered by drag or 上移 / 下移; a category that has
// children or is in use is not deleted. Professional fields are in 数据字典.
export const meta: Route.MetaFunction = () => [{ title: "分类管理 - 运营后台" }];

const treeOf = (value: unknown): CategoryTreeKey | null => CATEGORY_TREE_KEYS.find((k) => k === value) ?? null;

export async function loader({ request, context }: Route.LoaderArgs) {
  const tree = treeOf(new URL(request.url).searchParams.get("tree")) ?? "template";
  const rows = await api(context).categories[`${tree}Tree`]();
  return { tree, rows };
}

export async function action({ request, context }: Route.ActionArgs) {
  const form = await formOf(request);
  const intent = String(form.get("intent"));
  const tree = treeOf(form.get("tree"));
  if (!tree) return actionRefused(intent, "分类类型不存在");
  const c = api(context).categories;
  const values = readCategoryForm(form);
  try {
    switch (intent) {
      case "create":
        await c[`${tree}Create`](values);
        return actionOk(intent, `已添加分类“${values.name.trim()}”`);
      case "update":
        await c[`${tree}Update`](values);
        return actionOk(intent, "分类已保存");
      case "reorder":
        await c[`${tree}Reorder`]({ id: values.id, order: form.get("order") ?? "", seen: form.get("seen") ?? "" });
        return actionOk(intent, "顺序已更新");
      case "delete":
        await c[`${tree}Delete`]({ id: values.id });
        return actionOk(intent, "分类已删除");
      default:
        return actionRefused(intent, "未知操作");
    }
  } catch (error) {
    return actionFail(intent, error);
  }
}

export default function ConsoleCategories({ loaderData, actionData }: Route.ComponentProps) {
  const { tree, rows } = loaderData;
  // Until the tree has reloaded: a second move would be sent with the order before the first.
  const busy = useNavigation().state !== "idle";
  const tabs = CATEGORY_TREE_KEYS.map((key) => ({ key, label: CATEGORY_TREES[key].label, to: `?tree=${key}` }));
  return (
    <div className="space-y-4">
      <h1 className="text-lg font-semibold text-slate-900">分类管理</h1>
      <LinkTabs label="分类" tabs={tabs} current={tree} />
      <p className="text-sm text-slate-600">
        修改即时在网站生效。标识出现在网站列表的链接中，创建后不能修改；专业领域请在
        <Link to="/console/dictionaries?tab=fields" className="text-brand-600 underline">
          数据字典
        </Link>
        中管理。
      </p>
      <ActionNotice result={actionData as ActionResult | undefined} />
      {/* Keyed by the tree and its size: a category added (or removed) leaves an empty form. */}
      <CreateCategoryForm key={`${tree}:${rows.length}`} tree={tree} tops={rows.filter((r) => r.parentId === null)} busy={busy} />
      <CategoryTable tree={tree} rows={rows} busy={busy} />
    </div>
  );
}
