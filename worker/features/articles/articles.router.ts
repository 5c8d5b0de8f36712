import { TRPCError } from "@trpc/server";
import { readDay, readerKey } from "#core/articles";
import { publicProcedure, router } from "../../trpc/init";
import { recordVisit } from "../history/history.service";
import { articleIdInput, articleListInput, authorArticlesInput, knowledgeListInput, sideListInput } from "./articles.schema";
import {
  allArticles,
  articleDetail,
  authorArticles,
  classificationList,
  countRead,
  listArticles,
  listKnowledge,
  rankingArticles,
  recommendedArticles,
  relatedArticles,
} from "./articles.service";
import { visitorHash } from "./reader";

const NOT_FOUND = "该文章不存在或已下架";

// The public read side of 法律文集 and 法律知识. Reading (read_record) counts once per reader per
// Asia/Shanghai day and goes to a signed-in reader's browse history; writing articles is mySpecialArea's.
export const articlesRouter = router({
  classifications: publicProcedure.query(({ ctx }) => classificationList(ctx.db)),
  list: publicProcedure.input(articleListInput).query(({ ctx, input }) => listArticles(ctx.db, input)),
  recommend: publicProcedure.input(sideListInput).query(({ ctx, input }) => recommendedArticles(ctx.db, input.size)),
  ranking: publicProcedure.input(sideListInput).query(({ ctx, input }) => rankingArticles(ctx.db, input.size)),
  all: publicProcedure.query(({ ctx }) => allArticles(ctx.db)),
  byAuthor: publicProcedure.input(authorArticlesInput).query(({ ctx, input }) => authorArticles(ctx.db, input)),
  knowledge: publicProcedure.input(knowledgeListInput).query(({ ctx, input }) => listKnowledge(ctx.db, input)),
  detail: publicProcedure.input(articleIdInput).query(async ({ ctx, input }) => {
    const detail = await articleDetail(ctx.db, input.id);
    if (!detail) throw new TRPCError({ code: "NOT_FOUND", message: NOT_FOUND });
    return detail;
  }),
  related: publicProcedure.input(articleIdInput).query(({ ctx, input }) => relatedArticles(ctx.db, input.id)),
  read: publicProcedure.input(articleIdInput).mutation(async ({ ctx, input }) => {
    const detail = await articleDetail(ctx.db, input.id);
    if (!detail) throw new TRPCError({ code: "NOT_FOUND", message: NOT_FOUND });
    const reader = readerKey(ctx.user?.id ?? null, ctx.user ? null : await visitorHash(ctx.req, ctx.resHeaders));
    const now = Date.now();
    const result = reader ? await countRead(ctx.db, input.id, reader, readDay(now)) : { reads: detail.reads, counted: false };
    if (ctx.user) ctx.waitUntil(recordVisit(ctx.db, ctx.user.id, "article", detail.id, detail.title, now));
    return result;
  }),
});
