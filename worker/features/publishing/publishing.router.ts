import { contentProcedure, publicProcedure, router, staffWrite, userProcedure } from "../../trpc/init";
import { byAuthorInput, mineInput, rejectInput, saveSubmissionInput, submissionIdInput, suitHintsInput, uploadInput } from "./publishing.schema";
import {
  categoryOptions,
  deleteSubmission,
  myUploads,
  originalFileUrl,
  saveSubmission,
  statusCount,
  submissionDetail,
  templatesByAuthor,
  updateSuitHints,
  uploadTemplate,
  uploadTotals,
  withdrawSubmission,
} from "./publishing.service";
import { approveSubmission, rejectSubmission, reviewDetail, reviewQueue } from "./review.service";

// Template publishing (上传专区): an author's uploads (any signed-in user, own rows only), the console's
// review (admin) and an author's live templates (public).
export const publishingRouter = router({
  upload: userProcedure.input(uploadInput).mutation(({ ctx, input }) => uploadTemplate(ctx.db, ctx.env.FILES, ctx.user.id, input.file, input.id, Date.now())),
  save: userProcedure.input(saveSubmissionInput).mutation(({ ctx, input }) => saveSubmission(ctx.db, ctx.user.id, input, Date.now())),
  suitHints: userProcedure.input(suitHintsInput).mutation(({ ctx, input }) => updateSuitHints(ctx.db, ctx.user.id, input.id, input.suitHints, Date.now())),
  withdraw: userProcedure.input(submissionIdInput).mutation(({ ctx, input }) => withdrawSubmission(ctx.db, ctx.user.id, input.id, Date.now())),
  remove: userProcedure.input(submissionIdInput).mutation(({ ctx, input }) => deleteSubmission(ctx.db, ctx.env.FILES, ctx.user.id, input.id)),
  detail: userProcedure.input(submissionIdInput).query(({ ctx, input }) => submissionDetail(ctx.db, ctx.user.id, input.id)),
  original: userProcedure.input(submissionIdInput).query(({ ctx, input }) => originalFileUrl(ctx.db, ctx.env.AUTH_SECRET, ctx.user.id, input.id, Date.now())),
  mine: userProcedure.input(mineInput).query(({ ctx, input }) => myUploads(ctx.db, ctx.user.id, input)),
  statusCount: userProcedure.query(({ ctx }) => statusCount(ctx.db, ctx.user.id)),
  totals: userProcedure.query(({ ctx }) => uploadTotals(ctx.db, ctx.user.id)),
  categories: publicProcedure.query(({ ctx }) => categoryOptions(ctx.db)),
  byAuthor: publicProcedure.input(byAuthorInput).query(({ ctx, input }) => templatesByAuthor(ctx.db, input.id, input)),
  queue: contentProcedure.input(mineInput.omit({ status: true })).query(({ ctx, input }) => reviewQueue(ctx.db, input)),
  review: contentProcedure.input(submissionIdInput).query(({ ctx, input }) => reviewDetail(ctx.db, ctx.env.AUTH_SECRET, input.id, Date.now())),
  approve: staffWrite("content", "template_submissions")
    .input(submissionIdInput)
    .mutation(({ ctx, input }) => approveSubmission(ctx.db, ctx.env.FILES, ctx.user.id, input.id, Date.now())),
  reject: staffWrite("content", "template_submissions")
    .input(rejectInput)
    .mutation(({ ctx, input }) => rejectSubmission(ctx.db, ctx.user.id, input.id, input.reason, Date.now())),
});
