import { TRPCError } from "@trpc/server";
import { z } from "zod";
import { profileSchema } from "#core/profile";
import { userHub } from "../../realtime/user-hub.do";
import { publicProcedure, router, userProcedure } from "../../trpc/init";
import { AvatarError } from "./avatar";
import { publicUser, replaceAvatar, updateProfile } from "./users.service";

/** The user's other open pages reload their header (SPEC §4 REFRESH_USER_CACHE). */
function refreshOpenPages(ctx: { env: Env; user: { id: number }; waitUntil: (p: Promise<unknown>) => void }) {
  ctx.waitUntil(userHub(ctx.env, ctx.user.id).notify({ type: "REFRESH_USER_CACHE" }));
}

export const usersRouter = router({
  public: publicProcedure
    .input(z.object({ id: z.coerce.number({ error: "用户编号无效" }).int("用户编号无效").positive("用户编号无效") }))
    .query(async ({ ctx, input }) => {
      const user = await publicUser(ctx.db, input.id);
      if (!user) throw new TRPCError({ code: "NOT_FOUND", message: "用户不存在" });
      return user;
    }),
  updateProfile: userProcedure.input(profileSchema).mutation(async ({ ctx, input }) => {
    await updateProfile(ctx.db, ctx.user.id, input, Date.now());
    refreshOpenPages(ctx);
    return true;
  }),
  /** Multipart uploads reach this through the page action or the REST surface, as a File. */
  uploadAvatar: userProcedure.input(z.object({ file: z.instanceof(File, { message: "请选择要上传的头像" }) })).mutation(async ({ ctx, input }) => {
    try {
      const avatar = await replaceAvatar(ctx.db, ctx.env.FILES, ctx.user.id, new Uint8Array(await input.file.arrayBuffer()), Date.now());
      refreshOpenPages(ctx);
      return { avatar };
    } catch (error) {
      if (error instanceof AvatarError) throw new TRPCError({ code: "BAD_REQUEST", message: error.message });
      throw error;
    }
  }),
});
