import { z } from "zod";
import { ARTICLE_LIMITS } from "./article-publishing";
import { id, line, unixLines } from "./content";
import { DISPLAY_TEXT_MESSAGE, isMultilineDisplaySafe } from "./display-text";

// The console's article form (文章与法律知识管理, issue 16): one schema for the form in the browser and
// the procedure input, with the limits and words of the lawyers' own editor (core/article-publishing.ts).
// The body arrives as editor HTML; the service sanitises it with the lawyers' sanitiser and checks its text.

export const ARTICLE_KINDS = [
  { value: "article", text: "律师文章" },
  { value: "knowledge", text: "法律知识" },
] as const;
export type ArticleKind = (typeof ARTICLE_KINDS)[number]["value"];

/** Characters of text a console article must keep (legal knowledge entries are short). */
export const CONSOLE_ARTICLE_MIN_TEXT = 10;

export const articleFields = z.object({
  kind: z.enum(["article", "knowledge"], { error: "请选择文章类型" }),
  classificationId: id("请选择文章分类"),
  title: line("文章标题", ARTICLE_LIMITS.title),
  summary: z
    .string()
    .overwrite(unixLines)
    .trim()
    .max(ARTICLE_LIMITS.summary, `摘要不能超过 ${ARTICLE_LIMITS.summary} 个字`)
    .refine(isMultilineDisplaySafe, `摘要${DISPLAY_TEXT_MESSAGE}`)
    .default(""),
  html: z.string({ error: "请填写正文" }).trim().min(1, "请填写正文").max(ARTICLE_LIMITS.html, "正文过长，请删减后再保存"),
  recommended: z.boolean().default(false),
});
export type ArticleFields = z.infer<typeof articleFields>;

export const articleEdit = articleFields.extend({ id: id("文章编号无效"), version: z.coerce.number().int().min(0) });

/** An image inserted in the console's editor (checked by its bytes when stored, as the lawyers' are). */
export const articleImage = z.object({ file: z.instanceof(File, { message: "请选择要上传的图片" }) });

/** 下架 tells the author why (shown in 上传专区 as the reviewers' reasons are). */
export const articleTakeDown = z.object({
  id: id("文章编号无效"),
  reason: line("下架原因", ARTICLE_LIMITS.reason),
});
