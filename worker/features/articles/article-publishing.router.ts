import { TRPCError } from "@trpc/server";
import { z } from "zod";
import { ARTICLE_IMAGE_MAX_BYTES } from "#core/article-publishing";
import { pageInput } from "#core/page";
import { contentProcedure, lawyerProcedure, router, staffWrite } from "../../trpc/init";
import { articleDraftInput, articleRef, myArticlesInput, rejectInput } from "./article-publishing.schema";
import { articleStats, moveArticle, myArticle, myArticles, removeArticle, saveArticle, uploadArticleImage } from "./article-publishing.service";
import { approveArticle, rejectArticle, reviewPreview, reviewQueue } from "./article-reviews.service";

// Lawyers write articles (上传专区, /mySpecialArea/articleAdd); every procedure acts on the caller's own
// rows only (the service's WHERE holds the author). Publishing also needs a published lawyer profile.
export const articleWritingRouter = router({
  mine: lawyerProcedure.input(myArticlesInput).query(({ ctx, input }) => myArticles(ctx.db, ctx.user.id, input)),
  stats: lawyerProcedure.query(({ ctx }) => articleStats(ctx.db, ctx.user.id, Date.now())),
  get: lawyerProcedure.input(articleRef).query(({ ctx, input }) => myArticle(ctx.db, ctx.user.id, input.id)),
  save: lawyerProcedure.input(articleDraftInput).mutation(({ ctx, input }) => saveArticle(ctx.db, ctx.user.id, input, Date.now())),
  submit: lawyerProcedure.input(articleRef).mutation(({ ctx, input }) => moveArticle(ctx.db, ctx.user.id, input.id, "submit", Date.now())),
  /** SPEC §4 article action 0. */
  withdrawReview: lawyerProcedure.input(articleRef).mutation(({ ctx, input }) => moveArticle(ctx.db, ctx.user.id, input.id, "withdrawReview", Date.now())),
  /** SPEC §4 article action 1. */
  withdrawPublication: lawyerProcedure
    .input(articleRef)
    .mutation(({ ctx, input }) => moveArticle(ctx.db, ctx.user.id, input.id, "withdrawPublication", Date.now())),
  /** SPEC §4 article action 2: back through review. */
  republish: lawyerProcedure.input(articleRef).mutation(({ ctx, input }) => moveArticle(ctx.db, ctx.user.id, input.id, "republish", Date.now())),
  remove: lawyerProcedure.input(articleRef).mutation(({ ctx, input }) => removeArticle(ctx.db, ctx.user.id, input.id)),
  /** Multipart uploads reach this through the editor page's action or the REST surface, as a File. */
  uploadImage: lawyerProcedure.input(z.object({ file: z.instanceof(File, { message: "请选择要上传的图片" }) })).mutation(async ({ ctx, input }) => {
    if (input.file.size > ARTICLE_IMAGE_MAX_BYTES) throw new TRPCError({ code: "BAD_REQUEST", message: "图片不能超过 5MB" });
    return uploadArticleImage(ctx.env.FILES, ctx.user.id, new Uint8Array(await input.file.arrayBuffer()));
  }),
});

// The console's article reviews: the queue beside templates on /console/reviews, the preview, approve, reject.
export const articleReviewsRouter = router({
  queue: contentProcedure.input(pageInput).query(({ ctx, input }) => reviewQueue(ctx.db, input)),
  preview: contentProcedure.input(articleRef).query(({ ctx, input }) => reviewPreview(ctx.db, input.id)),
  approve: staffWrite("content", "articles")
    .input(articleRef)
    .mutation(({ ctx, input }) => approveArticle(ctx.db, ctx.user.id, input.id, Date.now())),
  reject: staffWrite("content", "articles")
    .input(rejectInput)
    .mutation(({ ctx, input }) => rejectArticle(ctx.db, ctx.user.id, input.id, input.reason, Date.now())),
});
