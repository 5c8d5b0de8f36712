import { router, userProcedure } from "../../trpc/init";
import { fileIdInput, fileUploadInput } from "./files.schema";
import { fileInfo, fileUrl, removeFile, uploadFile } from "./files.service";

// The files API (SPEC §7 /admin/file/...): every call needs an account; who may read which file is
// the service's check (the owner, or an administrator).
export const filesRouter = router({
  upload: userProcedure
    .input(fileUploadInput)
    .mutation(({ ctx, input }) => uploadFile(ctx.db, ctx.env.FILES, ctx.user.id, input.file, input.purpose, Date.now())),
  info: userProcedure.input(fileIdInput).query(({ ctx, input }) => fileInfo(ctx.db, ctx.user.id, input.id)),
  url: userProcedure.input(fileIdInput).query(({ ctx, input }) => fileUrl(ctx.db, ctx.env.AUTH_SECRET, ctx.user.id, input.id, Date.now())),
  remove: userProcedure.input(fileIdInput).mutation(({ ctx, input }) => removeFile(ctx.db, ctx.env.FILES, ctx.user.id, input.id)),
});
