import { z } from "zod";
import { ARTICLE_LIMITS } from "#core/article-publishing";
import { pageInput } from "#core/page";

// Inputs of writing and reviewing articles (上传专区, console). The body arrives as editor HTML and is
// sanitised by the service; its length here only bounds the work.
const id = z.coerce.number({ error: "文章编号无效" }).int("文章编号无效").positive("文章编号无效");

export const articleRef = z.object({ id });

export const articleDraftInput = z.object({
  id: id.optional(),
  title: z.string().trim().min(1, "请填写文章标题").max(ARTICLE_LIMITS.title, `标题不能超过 ${ARTICLE_LIMITS.title} 个字`),
  classificationId: z.coerce.number({ error: "请选择文章分类" }).int("请选择文章分类").positive("请选择文章分类"),
  summary: z.string().trim().max(ARTICLE_LIMITS.summary, `摘要不能超过 ${ARTICLE_LIMITS.summary} 个字`).default(""),
  html: z.string().max(ARTICLE_LIMITS.html, "正文过长，请删减后再保存").default(""),
});
export type ArticleDraftInput = z.infer<typeof articleDraftInput>;

export const myArticlesInput = pageInput.extend({
  status: z.coerce.number().int().min(0).max(4).optional().catch(undefined),
});
export type MyArticlesInput = z.infer<typeof myArticlesInput>;

export const rejectInput = z.object({
  id,
  reason: z.string().trim().min(1, "请填写驳回原因").max(ARTICLE_LIMITS.reason, `驳回原因不能超过 ${ARTICLE_LIMITS.reason} 个字`),
});
