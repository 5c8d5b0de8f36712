import { data } from "react-router";
import { CONSOLE_SOURCES, TEMPLATE_EDIT_MESSAGES, templateCategoryEdit, templateFields } from "#core/content-templates";
import { TEMPLATE_SOURCES } from "#core/library-labels";
import { idOf } from "#core/page";
import { PUBLISHING_LIMITS as L, TEMPLATE_FILE_ACCEPT } from "#core/publishing";
import { CategorySelect } from "~/components/console/content/category-select";
import { saveAction } from "~/components/console/content/content-actions.server";
import { ContentEditPage } from "~/components/console/content/content-edit";
import { templateValues } from "~/components/console/content/form-values";
import { InputField, SelectField, TextareaField } from "~/components/ui/field";
import { api } from "~/lib/api.server";
import { orNotFound } from "~/lib/not-found.server";
import type { Route } from "./+types/template-edit";

// 新建 / 编辑范本: category, title, source, price, summary, 使用说明 / 风险提示 and the text, from an
// uploaded Word file (kept as the file buyers download) or pasted. A user-provided template's text is
// its author's: the page shows it read-only and changes its category only.
export const meta: Route.MetaFunction = ({ data }) => [{ title: `${data?.form ? "编辑范本" : "新建范本"} - 运营后台` }];

const BACK = "/console/content/templates";
const USER_PROVIDED = 1;
const categoryOnly = templateCategoryEdit.pick({ categoryId: true });
const NOTE_FIELDS = [
  ["useNotes", "使用说明"],
  ["riskNotes", "风险提示"],
] as const;
const categoryValues = (form: FormData) => ({ categoryId: String(form.get("categoryId") ?? "") });

export async function loader({ params, context }: Route.LoaderArgs) {
  const content = api(context).content;
  const id = params.id === "new" ? null : idOf(params.id);
  if (params.id !== "new" && id === null) throw data(null, { status: 404 });
  const [categories, form] = await Promise.all([content.templateCategories(), id === null ? null : orNotFound(content.template({ id }))]);
  if (id !== null && !form) throw data(null, { status: 404 });
  return { categories, form };
}

export async function action({ request, params, context }: Route.ActionArgs) {
  const content = api(context).content;
  const id = params.id === "new" ? null : idOf(params.id);
  const current = id === null ? null : await orNotFound(content.template({ id }));
  if (id !== null && !current) throw data(null, { status: 404 });
  const done = { back: BACK, created: "范本已发布，网站与搜索即时可见", updated: "范本已保存" };
  if (current?.source === USER_PROVIDED) {
    return saveAction(
      request,
      categoryValues,
      (values, edit) => content.moveTemplate({ ...values, ...(edit ?? { id: current.id, version: current.version }) }),
      done,
    );
  }
  return saveAction(request, templateValues, (values, edit) => (edit ? content.updateTemplate({ ...values, ...edit }) : content.createTemplate(values)), done);
}

export default function TemplateEdit({ loaderData, actionData }: Route.ComponentProps) {
  const { categories, form } = loaderData;
  if (form?.source === USER_PROVIDED) {
    return (
      <ContentEditPage noun="范本" back={BACK} edit={form} schema={categoryOnly} read={categoryValues} result={actionData}>
        {({ errors }) => (
          <>
            <p className="rounded-md bg-slate-50 p-3 text-sm text-slate-700">
              用户提供（作者：{form.author ?? "未知"}）。{TEMPLATE_EDIT_MESSAGES.authorText}。
            </p>
            <CategorySelect name="categoryId" label="分类" tree={categories} value={form.categoryId} error={errors.categoryId} />
            <p className="text-sm text-slate-700">
              <span className="font-medium text-slate-900">标题：</span>
              {form.title}
            </p>
            <section
              aria-label="正文（作者提供，只读）"
              // biome-ignore lint/a11y/noNoninteractiveTabindex: the text scrolls, so it takes focus for a keyboard to scroll it (axe scrollable-region-focusable)
              tabIndex={0}
              className="max-h-96 overflow-y-auto whitespace-pre-wrap rounded border border-slate-200 p-3 text-sm text-slate-700"
            >
              {form.body}
            </section>
          </>
        )}
      </ContentEditPage>
    );
  }
  return (
    <ContentEditPage noun="范本" back={BACK} edit={form} schema={templateFields} read={templateValues} result={actionData} multipart>
      {({ field, errors }) => (
        <>
          <CategorySelect name="categoryId" label="分类" tree={categories} value={form?.categoryId} error={errors.categoryId} />
          <InputField {...field("title")} label="范本标题" required maxLength={L.titleMax} />
          <SelectField name="source" label="来源" required defaultValue={String(form?.source ?? 0)} error={errors.source}>
            {CONSOLE_SOURCES.map((s) => (
              <option key={s} value={s}>
                {TEMPLATE_SOURCES[s]}
              </option>
            ))}
          </SelectField>
          <InputField
            name="price"
            label="价格（元）"
            inputMode="decimal"
            defaultValue={form?.price ?? "0"}
            error={errors.price}
            hint="免费填 0；付费范本的正文只有开头部分公开，搜索也只收录这一部分"
          />
          <label className="flex items-center gap-2 text-sm text-slate-700">
            <input type="checkbox" name="memberFree" defaultChecked={form?.memberFree ?? false} />
            VIP 会员免费（仅对付费范本有效）
          </label>
          <TextareaField {...field("summary")} label="适用场景" required rows={2} maxLength={L.summaryMax} />
          {NOTE_FIELDS.map(([name, label]) => (
            <TextareaField
              key={name}
              name={name}
              label={label}
              rows={3}
              defaultValue={form?.[name].join("\n")}
              error={errors[name]}
              hint={`每行一条，最多 ${L.notesMax} 条`}
            />
          ))}
          <InputField
            name="file"
            type="file"
            label="Word 原件（.docx）"
            accept={TEMPLATE_FILE_ACCEPT}
            controlClassName="mt-1 block text-sm"
            error={errors.file}
            hint={
              form?.fileUrl ? (
                <>
                  上传后以文件内容替换正文，并作为用户下载的文件；
                  <a href={form.fileUrl} className="text-brand-600 underline">
                    下载当前文件
                  </a>
                </>
              ) : (
                "上传后以文件内容替换正文，并作为用户下载的文件；不上传则用户首次下载时由正文生成 Word 文件。不超过 10MB"
              )
            }
          />
          <TextareaField
            {...field("body")}
            label="正文"
            rows={16}
            maxLength={L.bodyMax}
            hint={`未上传 Word 文件时必填，至少 ${L.bodyMin} 字；保存后预览 PDF 即显示新内容`}
          />
        </>
      )}
    </ContentEditPage>
  );
}
