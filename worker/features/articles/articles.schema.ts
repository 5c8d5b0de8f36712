import { z } from "zod";
import { keywordInput, libraryListInput } from "#core/library";
import { pageInput } from "#core/page";

// Article filters: one schema for the URLs of /lawyerArticle and /articleSearch, the list procedure and
// the REST page. Malformed filter values are dropped rather than rejected, so a shared link never breaks.
const keyword = keywordInput().optional().catch(undefined);

/** `category`: a classification slug (e.g. contract). */
export const articleListInput = libraryListInput().extend({
  sort: z.enum(["latest", "reads"]).default("latest").catch("latest"),
});
export type ArticleListInput = z.infer<typeof articleListInput>;

export const knowledgeListInput = pageInput.extend({ keyword });
export type KnowledgeListInput = z.infer<typeof knowledgeListInput>;

export const articleIdInput = z.object({ id: z.coerce.number({ error: "文章编号无效" }).int("文章编号无效").positive("文章编号无效") });

export const authorArticlesInput = pageInput.extend({
  id: z.coerce.number({ error: "作者编号无效" }).int("作者编号无效").positive("作者编号无效"),
  /** An article to leave out (the one being read, under 作者的其他文章). */
  exclude: z.coerce.number().int().positive().optional().catch(undefined),
});

export const sideListInput = z.object({ size: z.coerce.number().int().min(1).max(20).default(8) }).default({ size: 8 });
