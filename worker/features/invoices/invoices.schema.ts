import { z } from "zod";
import { invoiceTitleInput } from "#core/invoices";
import { pageInput } from "#core/page";

// Inputs of the invoice procedures that are not forms of core/invoices.ts.

export const idInput = z.object({ id: z.coerce.number({ error: "记录编号不正确" }).int("记录编号不正确").positive("记录编号不正确") });

export const invoicePageInput = pageInput.extend({
  status: z.coerce.number().int().min(0).max(5).optional().catch(undefined),
});

export const updateTitleInput = invoiceTitleInput.safeExtend(idInput.shape);

export const reasonInput = idInput.extend({
  reason: z.string({ error: "请填写原因" }).trim().min(2, "请填写原因（至少 2 个字）").max(200, "原因最多 200 字"),
});

export const pdfInput = idInput.extend({ which: z.enum(["invoice", "red"]).default("invoice") });
