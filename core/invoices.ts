// 我的开票 (SPEC §1 invoices, §7 invoice_record / common_invoice): invoice titles, which orders can be
// invoiced, the statuses of a request and the tax split printed on a 数电发票.
import { z } from "zod";
import { ORDER_STATUS, type OrderType } from "./orders";

/** 发票抬头: a person (普通发票 only) or a company with its 统一社会信用代码. */
export const TITLE_KINDS = ["PERSONAL", "COMPANY"] as const;
export type TitleKind = (typeof TITLE_KINDS)[number];
export const TITLE_KIND_TEXT: Record<TitleKind, string> = { PERSONAL: "个人", COMPANY: "单位" };

/** 数电发票 (全面数字化的电子发票): 普通发票 or 增值税专用发票. */
export const INVOICE_TYPES = ["NORMAL", "SPECIAL"] as const;
export type InvoiceType = (typeof INVOICE_TYPES)[number];
export const INVOICE_TYPE_TEXT: Record<InvoiceType, string> = { NORMAL: "数电发票（普通发票）", SPECIAL: "数电发票（增值税专用发票）" };

/**
 * A request's life: the console issues or rejects a pending one, the user may withdraw it; an issued
 * invoice is reversed (红冲) by the console, directly or after the user asks (REVERSING), and is
 * re-invoiced by a new request that replaces it. Pending, issued and reversing invoices hold their orders.
 */
export const INVOICE_STATUS = { PENDING: 0, ISSUED: 1, REJECTED: 2, REVERSED: 3, CANCELLED: 4, REVERSING: 5 } as const;
export type InvoiceStatus = (typeof INVOICE_STATUS)[keyof typeof INVOICE_STATUS];
export const INVOICE_STATUS_TEXT: Record<InvoiceStatus, string> = {
  0: "待开票",
  1: "已开票",
  2: "已驳回",
  3: "已红冲",
  4: "已撤销",
  5: "红冲中",
};
export const HOLDING_STATUSES: readonly InvoiceStatus[] = [INVOICE_STATUS.PENDING, INVOICE_STATUS.ISSUED, INVOICE_STATUS.REVERSING];

/**
 * Orders whose service is done may be invoiced, for what was paid less what was refunded. Advice,
 * customisation and review only once completed: before that they may still be refunded by the
 * service's own rules (nobody accepted, the lawyer was late), which a held invoice would block.
 */
export function invoiceableStatuses(type: OrderType): readonly number[] {
  const done = [ORDER_STATUS.COMPLETED, ORDER_STATUS.REFUNDED];
  return type === "ADVICE" || type === "CONTRACT_CUSTOMIZATION" || type === "CONTRACT_REVIEW" ? done : [ORDER_STATUS.PAID, ...done];
}

/**
 * The line printed for each order type: 商品和服务税收分类 short name between asterisks, then the
 * service. All are 现代服务 taxed at 6 % for a general VAT taxpayer (财税〔2016〕36号).
 */
export const INVOICE_ITEM_NAME: Record<OrderType, string> = {
  TEMPLATE: "*信息技术服务*合同范本下载服务",
  MEMBER: "*信息技术服务*会员服务费",
  ADVICE: "*鉴证咨询服务*法律咨询服务费",
  CONTRACT_CUSTOMIZATION: "*鉴证咨询服务*合同定制服务费",
  CONTRACT_REVIEW: "*鉴证咨询服务*合同审查服务费",
  ADS: "*文化创意服务*广告发布服务费",
};
export const VAT_RATE_PERCENT = 6;

/** A tax-inclusive amount split into amount before tax and tax, half-up to the fen, integers only. */
export function splitTax(totalFen: number, ratePercent = VAT_RATE_PERCENT): { netFen: number; taxFen: number } {
  const taxFen = Math.floor((totalFen * ratePercent * 2 + (100 + ratePercent)) / ((100 + ratePercent) * 2));
  return { netFen: totalFen - taxFen, taxFen };
}

/** The smallest request: a few yuan of template sales can be invoiced, a zero total cannot. */
export const MIN_INVOICE_FEN = 1;
/** Orders in one request: a 数电发票 holds up to 2,000 lines, a page of the form far fewer. */
export const MAX_INVOICE_ORDERS = 50;
/** Saved titles per user. */
export const MAX_TITLES = 20;

const USCC_CHARS = "0123456789ABCDEFGHJKLMNPQRTUWXY";
const USCC_WEIGHTS = [1, 3, 9, 27, 19, 26, 16, 17, 20, 29, 25, 13, 8, 24, 10, 30, 28];

/** 统一社会信用代码 (GB 32100-2015): 18 characters of the 31-character set, the last a mod-31 check. */
export function isValidUscc(code: string): boolean {
  if (!/^[0-9A-HJ-NPQRTUWXY]{18}$/.test(code)) return false;
  let sum = 0;
  for (let i = 0; i < 17; i++) sum += USCC_CHARS.indexOf(code.charAt(i)) * (USCC_WEIGHTS[i] ?? 0);
  const check = (31 - (sum % 31)) % 31;
  return USCC_CHARS.charAt(check) === code.charAt(17);
}

export const EMAIL_PATTERN = /^[A-Za-z0-9._%+-]{1,64}@[A-Za-z0-9-]+(\.[A-Za-z0-9-]+)*\.[A-Za-z]{2,24}$/;

const text = (label: string, max: number) =>
  z
    .string({ error: `请填写${label}` })
    .trim()
    .max(max, `${label}最多 ${max} 个字`);
const optionalText = (label: string, max: number) => text(label, max).optional().default("");

/** common_invoice: a saved title. Company titles carry a checked USCC; bank details serve 专票. */
export const invoiceTitleInput = z
  .object({
    kind: z.enum(TITLE_KINDS, { error: "请选择抬头类型" }),
    name: text("发票抬头", 100).min(2, "发票抬头至少 2 个字"),
    taxNo: optionalText("纳税人识别号", 18).transform((v) => v.toUpperCase()),
    address: optionalText("注册地址", 100),
    phone: optionalText("注册电话", 30),
    bankName: optionalText("开户银行", 60),
    bankAccount: optionalText("银行账号", 40).transform((v) => v.replace(/\s/g, "")),
    // A checkbox ("on"), JSON (true) or a query string ("true", "1"); anything else is false.
    isDefault: z.preprocess((v) => v === true || v === "on" || v === "true" || v === "1" || v === 1, z.boolean()),
  })
  .superRefine((t, ctx) => {
    if (t.kind === "COMPANY") {
      if (!t.taxNo) ctx.addIssue({ code: "custom", path: ["taxNo"], message: "单位抬头请填写统一社会信用代码" });
      else if (!isValidUscc(t.taxNo)) ctx.addIssue({ code: "custom", path: ["taxNo"], message: "统一社会信用代码不正确，请核对 18 位代码" });
    } else if (t.taxNo) ctx.addIssue({ code: "custom", path: ["taxNo"], message: "个人抬头无需填写纳税人识别号" });
    if (t.phone && !/^[0-9+\-() ]{6,30}$/.test(t.phone)) ctx.addIssue({ code: "custom", path: ["phone"], message: "注册电话格式不正确" });
    if (t.bankAccount && !/^\d{6,32}$/.test(t.bankAccount)) ctx.addIssue({ code: "custom", path: ["bankAccount"], message: "银行账号应为 6–32 位数字" });
  });
export type InvoiceTitleInput = z.output<typeof invoiceTitleInput>;

/** Why a title cannot carry an invoice of this type, or null. 专票 needs a company with its bank details. */
export function titleRefusal(
  type: InvoiceType,
  t: { kind: TitleKind; taxNo: string | null; address: string | null; phone: string | null; bankName: string | null; bankAccount: string | null },
): string | null {
  if (type === "NORMAL") return null;
  if (t.kind !== "COMPANY") return "增值税专用发票只能开具给单位，请选择单位抬头";
  if (!t.address || !t.phone || !t.bankName || !t.bankAccount) return "开具增值税专用发票需完整填写注册地址、注册电话、开户银行和银行账号";
  return null;
}

const positiveId = (label: string) =>
  z.coerce
    .number({ error: `${label}无效` })
    .int(`${label}无效`)
    .positive(`${label}无效`);

/** invoice_record create: the orders, the title and where to e-mail the PDF. */
export const invoiceRequestInput = z.object({
  titleId: positiveId("发票抬头"),
  type: z.enum(INVOICE_TYPES, { error: "请选择发票类型" }),
  orderIds: z
    .array(positiveId("订单"), { error: "请选择要开票的订单" })
    .min(1, "请选择要开票的订单")
    .max(MAX_INVOICE_ORDERS, `一次最多选择 ${MAX_INVOICE_ORDERS} 笔订单`)
    .refine((ids) => new Set(ids).size === ids.length, "订单重复"),
  email: z.string({ error: "请填写收票邮箱" }).trim().regex(EMAIL_PATTERN, "收票邮箱格式不正确"),
  remark: optionalText("备注", 100),
});

/** againInvoice: the issued invoice to replace, with the corrected title, type or address. */
export const reinvoiceInput = z.object({
  id: positiveId("发票"),
  titleId: positiveId("发票抬头"),
  type: z.enum(INVOICE_TYPES, { error: "请选择发票类型" }),
  email: z.string({ error: "请填写收票邮箱" }).trim().regex(EMAIL_PATTERN, "收票邮箱格式不正确"),
  reason: text("换开原因", 200).min(2, "请说明换开原因"),
});
