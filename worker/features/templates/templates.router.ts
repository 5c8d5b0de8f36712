import { TRPCError } from "@trpc/server";
import { z } from "zod";
import { templateListInput } from "#core/library";
import { pageInput } from "#core/page";
import { siteOrigin } from "#core/seo";
import { recordEffect } from "../../page-cache/effects";
import { emailProvider } from "../../providers/email";
import { publicProcedure, router, userProcedure } from "../../trpc/init";
import { countShown } from "../ads/ad-counter.do";
import { recordVisit } from "../history/history.service";
import { previewPdfLink } from "./preview-pdf.service";
import { purchasedTemplates, recentlyPurchased } from "./purchases.service";
import { downloadLink, emailTemplate } from "./template-files.service";
import {
  accessOf,
  categoryList,
  categoryTree,
  countView,
  fullContent,
  homeData,
  listTemplates,
  newCount,
  rank,
  relatedTemplates,
  templateDetail,
} from "./templates.service";

const idInput = z.object({ id: z.coerce.number({ error: "范本编号无效" }).int("范本编号无效").positive("范本编号无效") });

export const templatesRouter = router({
  categories: publicProcedure.query(({ ctx }) => categoryTree(ctx.db)),
  list: publicProcedure.input(templateListInput).query(({ ctx, input }) => listTemplates(ctx.db, input)),
  /** The contract library's first screen in one round trip (see homeData). */
  home: publicProcedure.input(templateListInput).query(async ({ ctx, input }) => {
    const home = await homeData(ctx.db, input, Date.now());
    countShown(
      ctx,
      home.ads.map((a) => a.id),
    );
    return home;
  }),
  rank: publicProcedure.query(({ ctx }) => rank(ctx.db)),
  newCount: publicProcedure.query(({ ctx }) => newCount(ctx.db, Date.now())),
  detail: publicProcedure.input(idInput).query(async ({ ctx, input }) => {
    const detail = await templateDetail(ctx.db, input.id, ctx.user?.id ?? null, Date.now());
    if (!detail) throw new TRPCError({ code: "NOT_FOUND", message: "该范本不存在或已下架" });
    ctx.waitUntil(countView(ctx.db, input.id));
    recordEffect(ctx.resHeaders, { kind: "view", library: "templates", id: input.id });
    if (ctx.user) ctx.waitUntil(recordVisit(ctx.db, ctx.user.id, "template", detail.id, detail.title, Date.now()));
    return detail;
  }),
  download: userProcedure.input(idInput).mutation(({ ctx, input }) => downloadLink(ctx.db, ctx.env, ctx.user.id, input.id, Date.now())),
  sendEmail: userProcedure
    .input(idInput.extend({ email: z.string({ error: "请输入邮箱地址" }).trim().min(1, "请输入邮箱地址").max(254, "邮箱地址过长") }))
    .mutation(async ({ ctx, input }) => {
      await emailTemplate(ctx.db, ctx.env, emailProvider(ctx.env, ctx.db), ctx.user.id, input.id, input.email, siteOrigin(ctx.env), Date.now());
      return true;
    }),
  categoryList: publicProcedure.query(({ ctx }) => categoryList(ctx.db)),
  canAccess: publicProcedure.input(idInput).query(async ({ ctx, input }) => {
    const access = await accessOf(ctx.db, input.id, ctx.user?.id ?? null, Date.now());
    if (access === null) throw new TRPCError({ code: "NOT_FOUND", message: "该范本不存在或已下架" });
    return { id: input.id, canAccess: access };
  }),
  fullContent: userProcedure.input(idInput).query(async ({ ctx, input }) => {
    const content = await fullContent(ctx.db, input.id, ctx.user.id, Date.now());
    if (content === "absent") throw new TRPCError({ code: "NOT_FOUND", message: "该范本不存在或已下架" });
    if (content === "locked") throw new TRPCError({ code: "FORBIDDEN", message: "购买该范本后即可查看全文" });
    return content;
  }),
  /** preview pdf url: the text the caller may read, as a PDF behind a five-minute link. */
  previewPdf: publicProcedure.input(idInput).query(({ ctx, input }) => previewPdfLink(ctx.db, ctx.env, input.id, ctx.user?.id ?? null, Date.now())),
  recentlyPurchased: publicProcedure.query(({ ctx }) => recentlyPurchased(ctx.db)),
  purchased: userProcedure.input(pageInput).query(({ ctx, input }) => purchasedTemplates(ctx.db, ctx.user.id, input)),
  related: publicProcedure.input(idInput).query(({ ctx, input }) => relatedTemplates(ctx.db, input.id)),
});
