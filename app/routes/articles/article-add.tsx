import { useState } from "react";
import { data, Form, Link, useNavigation } from "react-router";
import { ARTICLE_LIMITS, canArticle } from "#core/article-publishing";
import { ClassificationSelect } from "~/components/articles/classification-select";
import { type ImageResult, RichEditorField } from "~/components/articles/rich-editor-field";
import { DraftOrSubmit } from "~/components/publishing/draft-or-submit";
import { InputField, TextareaField } from "~/components/ui/field";
import { type ActionResult, actionFail } from "~/lib/action-result";
import { api } from "~/lib/api.server";
import { formOf } from "~/lib/form.server";
import { orNotFound } from "~/lib/not-found.server";
import { redirectWithToast } from "~/lib/toast.server";
import type { Route } from "./+types/article-add";

// 写文章 (/mySpecialArea/articleAdd, ?id= to edit): lawyers with a published profile write an article in
// the rich-text editor, which loads only on this page and only in the browser. Saving keeps a draft;
// 提交审核 saves and sends it to the console. The body is sanitised on the server whatever arrives.
const POSITIVE_ID = /^[1-9]\d{0,9}$/;

export const meta: Route.MetaFunction = () => [{ title: "写文章 - 上传专区 - 契合" }, { name: "robots", content: "noindex" }];

export async function loader({ request, context }: Route.LoaderArgs) {
  if (!context.session.user) return null;
  const params = new URL(request.url).searchParams;
  const raw = params.get("id");
  if (raw !== null && !POSITIVE_ID.test(raw)) throw data(null, { status: 404 });
  const caller = api(context);
  // FORBIDDEN: not a lawyer; the page says how to become one.
  const stats = await orNotFound(caller.articleWriting.stats(), ["FORBIDDEN"]);
  if (!stats) return { view: "not-lawyer" as const };
  const [classifications, article] = await Promise.all([
    caller.articles.classifications(),
    raw ? orNotFound(caller.articleWriting.get({ id: Number(raw) })) : null,
  ]);
  if (raw && !article) throw data(null, { status: 404 });
  return { view: "editor" as const, classifications, article };
}

type SavedResult = ActionResult & { savedId?: number };

export async function action({ request, context }: Route.ActionArgs) {
  const form = await formOf(request);
  const intent = String(form.get("intent"));
  const caller = api(context);
  try {
    if (intent === "image") {
      const { url } = await caller.articleWriting.uploadImage({ file: form.get("file") as File });
      return data<ImageResult>({ ok: true, intent, message: null, errors: {}, url });
    }
    const text = (k: string) => String(form.get(k) ?? "");
    const id = text("id");
    const saved = await caller.articleWriting.save({
      ...(id ? { id: Number(id) } : {}),
      title: text("title"),
      classificationId: Number(text("classificationId")),
      summary: text("summary"),
      html: text("html"),
    });
    if (intent === "submit") {
      try {
        await caller.articleWriting.submit({ id: saved.id });
      } catch (error) {
        // Saved but not sent (too short, say): the form goes on editing that draft, never a second one.
        const failed = actionFail(intent, error);
        return data<SavedResult>({ ...failed.data, savedId: saved.id }, failed.init ?? undefined);
      }
      return redirectWithToast("/mySpecialArea", { kind: "success", text: "文章已提交审核" });
    }
    return redirectWithToast(`/mySpecialArea/articleAdd?id=${saved.id}`, { kind: "success", text: "草稿已保存" });
  } catch (error) {
    return actionFail(intent, error);
  }
}

export default function ArticleAdd({ loaderData, actionData }: Route.ComponentProps) {
  const busy = useNavigation().state !== "idle";
  const [html, setHtml] = useState(loaderData?.view === "editor" ? (loaderData.article?.html ?? "") : "");
  if (!loaderData) return null;
  if (loaderData.view === "not-lawyer")
    return (
      <div className="py-12 text-center">
        <h1 className="text-lg font-semibold text-slate-900">写文章</h1>
        <p className="mt-2 text-sm text-slate-600">发表文章需先通过律师认证并发布律师主页。</p>
        <Link to="/lawyerAuthentication" className="mt-4 inline-block text-sm text-brand-600 hover:underline">
          去律师认证
        </Link>
      </div>
    );
  const { classifications, article } = loaderData;
  const result = actionData as SavedResult | undefined;
  const id = article?.id ?? result?.savedId;
  const editable = !article || canArticle("edit", article.status, "author");
  const errors = result && !result.ok ? result.errors : {};
  return (
    <div className="space-y-4">
      <div className="flex items-center justify-between">
        <h1 className="text-lg font-semibold text-slate-900">{article ? "编辑文章" : "写文章"}</h1>
        <Link to="/mySpecialArea" className="text-sm text-brand-600 hover:underline">
          返回上传专区
        </Link>
      </div>
      {article?.status === 3 && article.rejectReason ? (
        <p role="note" className="rounded-md bg-amber-50 px-4 py-2 text-sm text-amber-800">
          审核未通过：{article.rejectReason}。修改后可重新提交审核。
        </p>
      ) : null}
      {article?.status === 4 && article.rejectReason ? (
        <p role="note" className="rounded-md bg-amber-50 px-4 py-2 text-sm text-amber-800">
          平台已下架：{article.rejectReason}。修改后可在上传专区重新发布，经审核后再次上线。
        </p>
      ) : null}
      {!editable ? (
        <p role="alert" className="rounded-md bg-slate-100 px-4 py-3 text-sm text-slate-600">
          审核中或已发布的文章不能修改，请先在上传专区撤回。
        </p>
      ) : (
        <Form method="post" className="space-y-4">
          {id ? <input type="hidden" name="id" value={id} /> : null}
          <input type="hidden" name="html" value={html} />
          <InputField name="title" label="标题" required maxLength={ARTICLE_LIMITS.title} defaultValue={article?.title} error={errors.title} />
          <ClassificationSelect classifications={classifications} value={article?.classificationId} error={errors.classificationId} />
          <TextareaField name="summary" label="摘要（选填，留空则取正文开头）" rows={2} maxLength={ARTICLE_LIMITS.summary} defaultValue={article?.summary} />
          <div className="text-sm">
            <span className="text-slate-700">正文</span>
            <RichEditorField initialHtml={article?.html ?? ""} onChange={setHtml} />
            {errors.html ? <span className="text-danger-500">{errors.html}</span> : null}
          </div>
          {result && !result.ok && result.message ? (
            <p role="alert" className="text-sm text-danger-500">
              {result.message}
            </p>
          ) : null}
          <DraftOrSubmit busy={busy} />
          <p className="text-xs text-slate-500">正文至少 {ARTICLE_LIMITS.minText} 字方可提交审核；审核通过后发布在法律文集，并展示您的律师名片。</p>
        </Form>
      )}
    </div>
  );
}
