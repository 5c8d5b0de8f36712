import { siteOrigin } from "#core/seo";
import { emailProvider } from "../../providers/email";
import { invoiceProvider } from "../../providers/invoice";
import { type Context, financeProcedure, router, staffWrite } from "../../trpc/init";
import { idInput, invoicePageInput, reasonInput } from "./invoices.schema";
import { type IssueDeps, invoiceQueue, issueInvoice, rejectInvoice, reverseInvoice } from "./invoices-admin.service";

// 发票管理 in the console: the request queue, issue, reject with a reason, reverse (红冲).
const deps = (ctx: Context): IssueDeps => ({
  db: ctx.db,
  bucket: ctx.env.FILES,
  provider: invoiceProvider(ctx.env),
  email: emailProvider(ctx.env, ctx.db),
  secret: ctx.env.AUTH_SECRET,
  origin: siteOrigin(ctx.env),
});

export const invoicesAdminRouter = router({
  queue: financeProcedure.input(invoicePageInput).query(({ ctx, input }) => invoiceQueue(ctx.db, input)),
  issue: staffWrite("finance", "invoices")
    .input(idInput)
    .mutation(({ ctx, input }) => issueInvoice(deps(ctx), ctx.user.id, input.id, Date.now())),
  reject: staffWrite("finance", "invoices")
    .input(reasonInput)
    .mutation(async ({ ctx, input }) => {
      await rejectInvoice(ctx.db, ctx.user.id, input.id, input.reason, Date.now());
      return true;
    }),
  reverse: staffWrite("finance", "invoices")
    .input(reasonInput)
    .mutation(({ ctx, input }) => reverseInvoice(deps(ctx), ctx.user.id, input.id, input.reason, Date.now())),
});
