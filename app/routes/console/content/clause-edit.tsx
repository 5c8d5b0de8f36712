import { data } from "react-router";
import { clauseFields } from "#core/content";
import { idOf } from "#core/page";
import { CategorySelect } from "~/components/console/content/category-select";
import { saveAction } from "~/components/console/content/content-actions.server";
import { ContentEditPage } from "~/components/console/content/content-edit";
import { clauseValues } from "~/components/console/content/form-values";
import { InputField, TextareaField } from "~/components/ui/field";
import { api } from "~/lib/api.server";
import { orNotFound } from "~/lib/not-found.server";
import type { Route } from "./+types/clause-edit";

// 新建 / 编辑条款: category, title, the clause text and its 使用提示, checked with the procedure's schema.
export const meta: Route.MetaFunction = ({ data }) => [{ title: `${data?.form ? "编辑条款" : "新建条款"} - 运营后台` }];

const BACK = "/console/content/clauses";

export async function loader({ params, context }: Route.LoaderArgs) {
  const content = api(context).content;
  const id = params.id === "new" ? null : idOf(params.id);
  if (params.id !== "new" && id === null) throw data(null, { status: 404 });
  const [categories, form] = await Promise.all([content.clauseCategories(), id === null ? null : orNotFound(content.clause({ id }))]);
  if (id !== null && !form) throw data(null, { status: 404 });
  return { categories, form };
}

export async function action({ request, context }: Route.ActionArgs) {
  const content = api(context).content;
  return saveAction(request, clauseValues, (values, edit) => (edit ? content.updateClause({ ...values, ...edit }) : content.createClause(values)), {
    back: BACK,
    created: "条款已发布，网站与搜索即时可见",
    updated: "条款已保存",
  });
}

export default function ClauseEdit({ loaderData, actionData }: Route.ComponentProps) {
  const { categories, form } = loaderData;
  return (
    <ContentEditPage noun="条款" back={BACK} edit={form} schema={clauseFields} read={clauseValues} result={actionData}>
      {({ field, errors }) => (
        <>
          <CategorySelect name="categoryId" label="分类" tree={categories} value={form?.categoryId} error={errors.categoryId} />
          <InputField {...field("title")} label="条款标题" required maxLength={200} />
          <TextareaField {...field("body")} label="条款内容" required rows={8} maxLength={5000} />
          <TextareaField {...field("tips")} label="使用提示" rows={3} maxLength={1000} hint="何时使用本条款、需要调整哪些内容；可不填" />
        </>
      )}
    </ContentEditPage>
  );
}
