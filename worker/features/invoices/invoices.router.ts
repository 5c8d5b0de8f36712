import { invoiceRequestInput, invoiceTitleInput, reinvoiceInput } from "#core/invoices";
import { pageInput } from "#core/page";
import { router, userProcedure } from "../../trpc/init";
import { createTitle, deleteTitle, ownTitle, pageTitles, updateTitle } from "./invoice-titles.service";
import { idInput, invoicePageInput, pdfInput, reasonInput, updateTitleInput } from "./invoices.schema";
import { cancelRequest, invoiceableOrders, invoiceDetail, pageInvoices, pdfLink, reinvoice, requestInvoice, requestReversal } from "./invoices.service";

// 我的开票 (SPEC §7 invoice_record, common_invoice): the signed-in user's titles, invoiceable orders,
// requests and invoices. Every query is scoped to ctx.user; other users' ids read as absent.
export const invoicesRouter = router({
  titles: userProcedure.input(pageInput).query(({ ctx, input }) => pageTitles(ctx.db, ctx.user.id, input)),
  title: userProcedure.input(idInput).query(({ ctx, input }) => ownTitle(ctx.db, ctx.user.id, input.id)),
  createTitle: userProcedure.input(invoiceTitleInput).mutation(({ ctx, input }) => createTitle(ctx.db, ctx.user.id, input, Date.now())),
  updateTitle: userProcedure.input(updateTitleInput).mutation(({ ctx, input }) => updateTitle(ctx.db, ctx.user.id, input.id, input, Date.now())),
  deleteTitle: userProcedure.input(idInput).mutation(async ({ ctx, input }) => {
    await deleteTitle(ctx.db, ctx.user.id, input.id);
    return true;
  }),

  invoiceable: userProcedure.input(pageInput).query(({ ctx, input }) => invoiceableOrders(ctx.db, ctx.user.id, input)),
  records: userProcedure.input(invoicePageInput).query(({ ctx, input }) => pageInvoices(ctx.db, ctx.user.id, input)),
  detail: userProcedure.input(idInput).query(({ ctx, input }) => invoiceDetail(ctx.db, ctx.user.id, input.id)),
  request: userProcedure.input(invoiceRequestInput).mutation(({ ctx, input }) => requestInvoice(ctx.db, ctx.user.id, input, Date.now())),
  cancel: userProcedure.input(idInput).mutation(({ ctx, input }) => cancelRequest(ctx.db, ctx.user.id, input.id, Date.now())),
  requestReversal: userProcedure.input(reasonInput).mutation(({ ctx, input }) => requestReversal(ctx.db, ctx.user.id, input.id, input.reason, Date.now())),
  reinvoice: userProcedure.input(reinvoiceInput).mutation(({ ctx, input }) => reinvoice(ctx.db, ctx.user.id, input, Date.now())),
  pdf: userProcedure.input(pdfInput).mutation(({ ctx, input }) => pdfLink(ctx.db, ctx.env, ctx.user.id, input.id, input.which, Date.now())),
});
