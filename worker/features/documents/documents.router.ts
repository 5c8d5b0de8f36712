import { TRPCError } from "@trpc/server";
import { recordEffect } from "../../page-cache/effects";
import { publicProcedure, router } from "../../trpc/init";
import { recordVisit } from "../history/history.service";
import { documentIdInput, documentListInput } from "./documents.schema";
import { categoryTree, countView, documentDetail, listDocuments, relatedDocuments } from "./documents.service";

export const documentsRouter = router({
  categories: publicProcedure.query(({ ctx }) => categoryTree(ctx.db)),
  list: publicProcedure.input(documentListInput).query(({ ctx, input }) => listDocuments(ctx.db, input)),
  detail: publicProcedure.input(documentIdInput).query(async ({ ctx, input }) => {
    const detail = await documentDetail(ctx.db, input.id);
    if (!detail) throw new TRPCError({ code: "NOT_FOUND", message: "该文书不存在或已删除" });
    ctx.waitUntil(countView(ctx.db, input.id));
    recordEffect(ctx.resHeaders, { kind: "view", library: "documents", id: input.id });
    if (ctx.user) ctx.waitUntil(recordVisit(ctx.db, ctx.user.id, "document", detail.id, detail.title, Date.now()));
    return detail;
  }),
  related: publicProcedure.input(documentIdInput).query(({ ctx, input }) => relatedDocuments(ctx.db, input.id)),
});
