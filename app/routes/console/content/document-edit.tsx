import { data } from "react-router";
import { DOCUMENT_LIMITS, documentFields } from "#core/content-documents";
import { idOf } from "#core/page";
import { CategorySelect } from "~/components/console/content/category-select";
import { saveAction } from "~/components/console/content/content-actions.server";
import { ContentEditPage } from "~/components/console/content/content-edit";
import { documentValues } from "~/components/console/content/form-values";
import { InputField, TextareaField } from "~/components/ui/field";
import { api } from "~/lib/api.server";
import { orNotFound } from "~/lib/not-found.server";
import type { Route } from "./+types/document-edit";

// 新建 / 编辑文书: category (its kind with it), title, summary, 填写说明 one per line and the full text,
// checked with the procedure's schema.
export const meta: Route.MetaFunction = ({ data }) => [{ title: `${data?.form ? "编辑文书" : "新建文书"} - 运营后台` }];

const BACK = "/console/content/documents";

export async function loader({ params, context }: Route.LoaderArgs) {
  const content = api(context).content;
  const id = params.id === "new" ? null : idOf(params.id);
  if (params.id !== "new" && id === null) throw data(null, { status: 404 });
  const [categories, form] = await Promise.all([content.documentCategories(), id === null ? null : orNotFound(content.document({ id }))]);
  if (id !== null && !form) throw data(null, { status: 404 });
  return { categories, form };
}

export async function action({ request, context }: Route.ActionArgs) {
  const content = api(context).content;
  return saveAction(request, documentValues, (values, edit) => (edit ? content.updateDocument({ ...values, ...edit }) : content.createDocument(values)), {
    back: BACK,
    created: "文书已发布，网站与搜索即时可见",
    updated: "文书已保存",
  });
}

export default function DocumentEdit({ loaderData, actionData }: Route.ComponentProps) {
  const { categories, form } = loaderData;
  return (
    <ContentEditPage noun="文书" back={BACK} edit={form} schema={documentFields} read={documentValues} result={actionData}>
      {({ field, errors }) => (
        <>
          <CategorySelect name="categoryId" label="分类" tree={categories} value={form?.categoryId} error={errors.categoryId} />
          <InputField {...field("title")} label="文书标题" required maxLength={200} />
          <TextareaField {...field("summary")} label="摘要" required rows={2} maxLength={DOCUMENT_LIMITS.summaryMax} hint="列表与搜索结果中显示" />
          <TextareaField {...field("notes")} label="填写说明" required rows={4} hint={`每行一条，最多 ${DOCUMENT_LIMITS.notesMax} 条`} />
          <TextareaField
            {...field("body")}
            label="文书正文"
            required
            rows={16}
            maxLength={DOCUMENT_LIMITS.bodyMax}
            hint="第一行为文书标题；空行与 ××× 等占位原样保留"
          />
        </>
      )}
    </ContentEditPage>
  );
}
