import { TRPCError } from "@trpc/server";
import { z } from "zod";
import { profileSchema } from "#core/profile";
import { router, userProcedure } from "../../trpc/init";
import { AvatarError } from "./avatar";
import { replaceAvatar, updateProfile } from "./users.service";

export const usersRouter = router({
  updateProfile: userProcedure.input(profileSchema).mutation(async ({ ctx, input }) => {
    await updateProfile(ctx.db, ctx.user.id, input, Date.now());
    return true;
  }),
  /** Multipart uploads reach this through the page action or the REST surface, as a File. */
  uploadAvatar: userProcedure.input(z.object({ file: z.instanceof(File, { message: "请选择要上传的头像" }) })).mutation(async ({ ctx, input }) => {
    try {
      return { avatar: await replaceAvatar(ctx.db, ctx.env.FILES, ctx.user.id, new Uint8Array(await input.file.arrayBuffer()), Date.now()) };
    } catch (error) {
      if (error instanceof AvatarError) throw new TRPCError({ code: "BAD_REQUEST", message: error.message });
      throw error;
    }
  }),
});
