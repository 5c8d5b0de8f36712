// Orders and payments rules (SPEC §4, §9; DESIGN §5): the one state machine every paid service uses.
import { formatDateTime } from "./dates";

export const ORDER_TYPES = ["TEMPLATE", "CONTRACT_CUSTOMIZATION", "CONTRACT_REVIEW", "MEMBER", "ADVICE", "ADS"] as const;
export type OrderType = (typeof ORDER_TYPES)[number];
export const PAY_CHANNELS = ["WECHAT", "ALIPAY"] as const;

export const ORDER_STATUS = { UNPAID: 0, PAID: 1, CLOSED: 2, REFUNDING: 11, REFUNDED: 12, ABNORMAL: 21, COMPLETED: 30 } as const;
export type OrderStatus = (typeof ORDER_STATUS)[keyof typeof ORDER_STATUS];

export const ORDER_STATUS_TEXT: Record<OrderStatus, string> = {
  0: "待支付",
  1: "已支付",
  2: "已关闭",
  11: "退款中",
  12: "已退款",
  21: "订单异常",
  30: "已完成",
};

export const ORDER_TYPE_TEXT: Record<OrderType, string> = {
  TEMPLATE: "合同范本",
  CONTRACT_CUSTOMIZATION: "合同定制",
  CONTRACT_REVIEW: "合同审查",
  MEMBER: "VIP会员",
  ADVICE: "法律咨询",
  ADS: "广告推广",
};

export const PAY_CHANNEL_TEXT = { WECHAT: "微信支付", ALIPAY: "支付宝" } as const;

/**
 * Allowed edges. Paid → completed happens when the service is consumed (a template downloaded);
 * abnormal orders (money received that cannot be honoured) can only be refunded by the console.
 */
const TRANSITIONS: Record<OrderStatus, readonly OrderStatus[]> = {
  0: [1, 2, 21],
  1: [11, 30],
  2: [21],
  11: [12, 1],
  12: [],
  21: [11],
  30: [],
};

export function canTransition(from: OrderStatus, to: OrderStatus): boolean {
  return TRANSITIONS[from].includes(to);
}

export function isOrderStatus(value: number): value is OrderStatus {
  return value in TRANSITIONS;
}

/** Unpaid orders close after 30 minutes; providers are told the same deadline. */
export const ORDER_TTL_MS = 30 * 60 * 1000;
/** A template never downloaded can be refunded within 7 days of payment. */
export const TEMPLATE_REFUND_DAYS = 7;
/** An author's share of a user-provided template sale, and how long it stays pending. */
export const AUTHOR_SHARE_BP = 7000;
export const SETTLEMENT_DAYS = 15;
/** Member price of a paid template: price × 0.8 (SPEC §5: rounded to 2 decimals of yuan, i.e. to the fen). */
export const MEMBER_DISCOUNT_BP = 8000;
/** 1 point per yuan paid; a daily check-in earns CHECKIN_POINTS. */
export const CHECKIN_POINTS = 5;
export const DAY_MS = 86_400_000;

/** price × factor in basis points, half-up to the fen, in integers only. */
export function discountFen(priceFen: number, factorBp: number): number {
  return Math.floor((priceFen * factorBp + 5000) / 10000);
}

export function authorShareFen(amountFen: number): number {
  return Math.floor((amountFen * AUTHOR_SHARE_BP) / 10000);
}

export function pointsForPayment(amountFen: number): number {
  return Math.floor(amountFen / 100);
}

export type RefundCheck = { ok: true } | { ok: false; reason: string };

/** Whether a user may ask for a refund of this order now (SPEC §4; the console decides afterwards). */
export function refundEligibility(order: { type: OrderType; status: number; paidAt: number | null }, downloaded: boolean, now: number): RefundCheck {
  if (order.status !== ORDER_STATUS.PAID) return { ok: false, reason: "只有已支付且未完成的订单可以申请退款" };
  if (order.type === "MEMBER") return { ok: false, reason: "VIP会员开通后即时生效，不支持退款" };
  if (order.type === "ADS") return { ok: false, reason: "广告支付后即进入审核与投放，不支持自助退款；未通过审核的将全额退款，如有问题请联系客服" };
  if (order.type === "TEMPLATE") {
    if (downloaded) return { ok: false, reason: "范本已下载，不支持退款" };
    if (order.paidAt === null || now - order.paidAt > TEMPLATE_REFUND_DAYS * DAY_MS) return { ok: false, reason: `已超过 ${TEMPLATE_REFUND_DAYS} 天退款期限` };
  }
  return { ok: true };
}

/** Membership plans (/myMember). No automatic renewal: each purchase adds its days once. */
export const MEMBER_PLANS = [
  { code: "month", name: "月度会员", days: 30, priceFen: 2990, note: "适合短期集中使用" },
  { code: "quarter", name: "季度会员", days: 90, priceFen: 7900, note: "约 ¥0.88/天" },
  { code: "year", name: "年度会员", days: 365, priceFen: 19900, note: "约 ¥0.55/天，最划算" },
] as const;
export type MemberPlanCode = (typeof MEMBER_PLANS)[number]["code"];

export function memberPlan(code: string) {
  return MEMBER_PLANS.find((p) => p.code === code) ?? null;
}

/** QH + yyyyMMddHHmmss (Asia/Shanghai) + 6 random digits: sortable, readable on the phone. */
export function newOrderNo(now: number, random: () => number = Math.random): string {
  const stamp = formatDateTime(now).replace(/\D/g, "");
  const tail = Math.floor(random() * 1_000_000)
    .toString()
    .padStart(6, "0");
  return `QH${stamp}${tail}`;
}

export const ORDER_NO_PATTERN = /^QH\d{20}$/;
