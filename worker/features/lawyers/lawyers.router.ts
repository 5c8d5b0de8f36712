import { TRPCError } from "@trpc/server";
import { z } from "zod";
import { pageInput } from "#core/page";
import { recordEffect } from "../../page-cache/effects";
import { userHub } from "../../realtime/user-hub.do";
import { lawyerProcedure, publicProcedure, router, userProcedure } from "../../trpc/init";
import { countShown } from "../ads/ad-counter.do";
import { AvatarError } from "../users/avatar";
import { lawyerDirectory } from "./directory.service";
import { fieldTreeInput, lawyerIdInput, lawyerListInput, providerListInput, sideListInput, typesInput } from "./lawyers.schema";
import {
  type FieldNode,
  fieldTree,
  lawyerProfile,
  lawyerTypes,
  listLawyers,
  recentLawyers,
  recordLawyerVisit,
  residentLawyers,
  toggleLike,
  visitsOf,
} from "./lawyers.service";
import { profileEditInput } from "./profile-editor.schema";
import { ownProfile, replacePhoto, updateOwnProfile } from "./profile-editor.service";
import { providingLawyers } from "./providers.service";

const NOT_FOUND = "该律师不存在或未公开主页";

// The lawyer directory (找律师): browsing is public; liking needs an account; a lawyer sees who
// visited their own profile. Every profile view is recorded (visitor NULL for visitors).
export const lawyersRouter = router({
  fields: publicProcedure.input(fieldTreeInput).query(async ({ ctx, input }): Promise<FieldNode[]> => {
    const tree = await fieldTree(ctx.db);
    // parentId > 0 asks for one field's children (the lazy form of the tree call), as leaves.
    if (input.parentId !== undefined && input.parentId > 0) {
      return (tree.find((f) => f.id === input.parentId)?.children ?? []).map((c) => ({ ...c, children: [] }));
    }
    return tree;
  }),
  list: publicProcedure.input(lawyerListInput).query(({ ctx, input }) => listLawyers(ctx.db, input, Date.now())),
  /** /seekLawyer: the list, the filters' tree and dictionaries, the side lists and the ads at once. */
  directory: publicProcedure.input(lawyerListInput).query(async ({ ctx, input }) => {
    const directory = await lawyerDirectory(ctx.db, input, Date.now());
    countShown(
      ctx,
      directory.ads.map((a) => a.id),
    );
    return directory;
  }),
  recent: publicProcedure.input(sideListInput).query(({ ctx, input }) => recentLawyers(ctx.db, input.size, Date.now())),
  resident: publicProcedure.input(sideListInput).query(({ ctx, input }) => residentLawyers(ctx.db, input.size, Date.now())),
  /** provide_lawyer: the lawyers a service form may name (providers.service). */
  providers: publicProcedure.input(providerListInput).query(({ ctx, input }) => providingLawyers(ctx.db, input, Date.now())),
  types: publicProcedure.input(typesInput).query(({ ctx, input }) => lawyerTypes(ctx.db, input.inUse === 1)),
  profile: publicProcedure.input(lawyerIdInput).query(async ({ ctx, input }) => {
    const now = Date.now();
    const profile = await lawyerProfile(ctx.db, input.id, ctx.user?.id ?? null, now);
    if (!profile) throw new TRPCError({ code: "NOT_FOUND", message: NOT_FOUND });
    ctx.waitUntil(recordLawyerVisit(ctx.db, input.id, ctx.user?.id ?? null, now));
    recordEffect(ctx.resHeaders, { kind: "visit", lawyerId: input.id });
    return profile;
  }),
  like: userProcedure.input(lawyerIdInput).mutation(async ({ ctx, input }) => {
    const result = await toggleLike(ctx.db, ctx.user.id, input.id, Date.now());
    if (!result) throw new TRPCError({ code: "NOT_FOUND", message: NOT_FOUND });
    return result;
  }),
  visits: lawyerProcedure.input(pageInput).query(({ ctx, input }) => visitsOf(ctx.db, ctx.user.id, input)),
  /** The signed-in lawyer's own profile, for 我的资料 → 律师主页. */
  myProfile: lawyerProcedure.query(({ ctx }) => ownProfile(ctx.db, ctx.user.id)),
  updateProfile: lawyerProcedure.input(profileEditInput).mutation(async ({ ctx, input }) => {
    const profile = await updateOwnProfile(ctx.db, ctx.user.id, input, Date.now());
    ctx.waitUntil(userHub(ctx.env, ctx.user.id).notify({ type: "REFRESH_USER_CACHE" }));
    return profile;
  }),
  uploadPhoto: lawyerProcedure.input(z.object({ file: z.instanceof(File, { message: "请选择要上传的照片" }) })).mutation(async ({ ctx, input }) => {
    try {
      return { photo: await replacePhoto(ctx.db, ctx.env.FILES, ctx.user.id, new Uint8Array(await input.file.arrayBuffer()), Date.now()) };
    } catch (error) {
      if (error instanceof AvatarError) throw new TRPCError({ code: "BAD_REQUEST", message: error.message.replace("头像", "照片") });
      throw error;
    }
  }),
});
