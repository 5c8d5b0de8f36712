import { useState } from "react";
import { data, Link } from "react-router";
import { ARTICLE_LIMITS, ARTICLE_STATUS, ARTICLE_STATUS_LABELS, isArticleStatus } from "#core/article-publishing";
import { ARTICLE_KINDS, articleFields } from "#core/content-articles";
import { idOf } from "#core/page";
import { ClassificationSelect } from "~/components/articles/classification-select";
import { type ImageResult, RichEditorField } from "~/components/articles/rich-editor-field";
import { saveAction } from "~/components/console/content/content-actions.server";
import { ContentEditPage } from "~/components/console/content/content-edit";
import { articleValues } from "~/components/console/content/form-values";
import { FieldError, InputField, SelectField, TextareaField } from "~/components/ui/field";
import { actionFail } from "~/lib/action-result";
import { api } from "~/lib/api.server";
import { formOf } from "~/lib/form.server";
import { orNotFound } from "~/lib/not-found.server";
import type { Route } from "./+types/article-edit";

// 新建 / 编辑文章: kind, classification, title, summary, 推荐 and the body in the lawyers' rich-text
// editor; the server sanitises the HTML with the lawyers' sanitiser. A new article is published at
// once with the editor as its author; an edit keeps the article's status.
export const meta: Route.MetaFunction = ({ data }) => [{ title: `${data?.form ? "编辑文章" : "新建文章"} - 运营后台` }];

const BACK = "/console/content/articles";

export async function loader({ params, context }: Route.LoaderArgs) {
  const content = api(context).content;
  const id = params.id === "new" ? null : idOf(params.id);
  if (params.id !== "new" && id === null) throw data(null, { status: 404 });
  const [classifications, form] = await Promise.all([content.articleClassifications(), id === null ? null : orNotFound(content.article({ id }))]);
  if (id !== null && !form) throw data(null, { status: 404 });
  return { classifications, form };
}

export async function action({ request, context }: Route.ActionArgs) {
  const content = api(context).content;
  // An image from the editor comes as a post of its own (intent "image") and answers its URL.
  const posted = await formOf(request.clone() as Request);
  if (posted.get("intent") === "image") {
    try {
      const { url } = await content.uploadArticleImage({ file: posted.get("file") as File });
      return data<ImageResult>({ ok: true, intent: "image", message: null, errors: {}, url });
    } catch (error) {
      return actionFail("image", error);
    }
  }
  return saveAction(request, articleValues, (values, edit) => (edit ? content.updateArticle({ ...values, ...edit }) : content.createArticle(values)), {
    back: BACK,
    created: "文章已发布，网站与搜索即时可见",
    updated: "文章已保存",
  });
}

export default function ArticleEdit({ loaderData, actionData }: Route.ComponentProps) {
  const { classifications, form } = loaderData;
  const [html, setHtml] = useState(form?.html ?? "");
  const status = form && isArticleStatus(form.status) ? form.status : null;
  return (
    <ContentEditPage noun="文章" back={BACK} edit={form} schema={articleFields} read={articleValues} result={actionData}>
      {({ field, errors }) => (
        <>
          {form && status !== null ? (
            <p className="text-sm text-slate-600">
              作者：{form.authorName} · 状态：{ARTICLE_STATUS_LABELS[status]}
              {status === ARTICLE_STATUS.PUBLISHED ? (
                <a href={`/articleDetails/${form.id}`} target="_blank" rel="noreferrer" className="ml-3 text-brand-600 underline">
                  查看网站页面
                </a>
              ) : null}
              {status === ARTICLE_STATUS.REVIEWING ? (
                <Link to={`/console/reviews?kind=article&id=${form.id}`} className="ml-3 text-brand-600 underline">
                  去内容审核
                </Link>
              ) : null}
            </p>
          ) : null}
          <SelectField name="kind" label="类型" required defaultValue={form?.kind ?? "knowledge"} error={errors.kind}>
            {ARTICLE_KINDS.map((k) => (
              <option key={k.value} value={k.value}>
                {k.text}
              </option>
            ))}
          </SelectField>
          <ClassificationSelect classifications={classifications} value={form?.classificationId} error={errors.classificationId} />
          <InputField {...field("title")} label="文章标题" required maxLength={ARTICLE_LIMITS.title} />
          <TextareaField {...field("summary")} label="摘要" rows={2} maxLength={ARTICLE_LIMITS.summary} hint="可不填，留空则取正文开头" />
          <label className="flex items-center gap-2 text-sm text-slate-700">
            <input type="checkbox" name="recommended" defaultChecked={form?.recommended ?? false} />
            推荐（显示在法律文集的推荐文章中）
          </label>
          <div className="text-sm">
            <span className="text-slate-700">正文</span>
            <input type="hidden" name="html" value={html} />
            <RichEditorField initialHtml={form?.html ?? ""} onChange={setHtml} />
            <FieldError id="article-html-error" error={errors.html} />
          </div>
        </>
      )}
    </ContentEditPage>
  );
}
