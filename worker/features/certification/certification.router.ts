import { TRPCError } from "@trpc/server";
import { userHub } from "../../realtime/user-hub.do";
import { contentProcedure, router, staffProcedure, staffWrite, userProcedure } from "../../trpc/init";
import { idInput, rejectInput, submitInput } from "./certification.schema";
import { CertificationError, fieldGroups, myCertification, submitCertification, undoCertification } from "./certification.service";
import { PhotoError } from "./photos";
import { approveCertification, pendingCount, rejectCertification, reviewQueue } from "./review.service";

/** Domain refusals become Chinese tRPC errors; the cause keeps `issues` so page actions can place them under a field. */
async function refusals<T>(run: () => Promise<T>): Promise<T> {
  try {
    return await run();
  } catch (error) {
    if (error instanceof CertificationError) throw new TRPCError({ code: error.code, message: error.message, cause: error });
    if (error instanceof PhotoError) {
      const cause = new CertificationError("BAD_REQUEST", error.message, error.field);
      throw new TRPCError({ code: "BAD_REQUEST", message: error.message, cause });
    }
    throw error;
  }
}

export const certificationRouter = router({
  /** My latest application and the status to show (SPEC §4 '0'–'3'). */
  mine: userProcedure.query(({ ctx }) => myCertification(ctx.db, ctx.user.id)),
  fields: userProcedure.query(({ ctx }) => fieldGroups(ctx.db)),
  /** Multipart: the form fields plus licensePhoto and idPhoto as Files. */
  submit: userProcedure
    .input(submitInput)
    .mutation(({ ctx, input }) =>
      refusals(() => submitCertification(ctx.db, { bucket: ctx.env.FILES, secret: ctx.env.AUTH_SECRET }, ctx.user.id, input, Date.now())),
    ),
  undo: userProcedure.mutation(({ ctx }) => refusals(() => undoCertification(ctx.db, ctx.user.id))),

  pendingCount: staffProcedure.query(({ ctx }) => pendingCount(ctx.db)),
  queue: contentProcedure.query(({ ctx }) => reviewQueue(ctx.db, ctx.env.AUTH_SECRET, Date.now())),
  approve: staffWrite("content", "certifications")
    .input(idInput)
    .mutation(async ({ ctx, input }) => {
      const userId = await refusals(() => approveCertification(ctx.db, input.id, ctx.user.id, Date.now()));
      // The applicant's open pages reload their user, so the header gains the 律师工作台 link.
      ctx.waitUntil(userHub(ctx.env, userId).notify({ type: "REFRESH_USER_CACHE" }));
      return true;
    }),
  reject: staffWrite("content", "certifications")
    .input(rejectInput)
    .mutation(async ({ ctx, input }) => {
      const userId = await refusals(() => rejectCertification(ctx.db, input.id, input.reason, ctx.user.id, Date.now()));
      ctx.waitUntil(userHub(ctx.env, userId).notify({ type: "REFRESH_USER_CACHE" }));
      return true;
    }),
});
