// Phone and online advice (SPEC §1, §4, §7): kinds, the service state machine beside the order's,
// the time limits, prices and the lawyer's share. Pure rules; services apply them.
import { DAY_MS, ORDER_STATUS } from "./orders";

export const ADVICE_KINDS = ["PHONE", "ONLINE"] as const;
export type AdviceKind = (typeof ADVICE_KINDS)[number];

export const ADVICE_KIND_TEXT: Record<AdviceKind, string> = { PHONE: "电话咨询", ONLINE: "在线咨询" };

export const ADVICE_STATUS = { UNPAID: 0, WAITING: 1, SERVING: 2, COMPLETED: 3, CANCELLED: 4 } as const;
export type AdviceStatus = (typeof ADVICE_STATUS)[keyof typeof ADVICE_STATUS];

/** Paid → waiting for a lawyer → serving → completed; refunds cancel from waiting or serving. */
const TRANSITIONS: Record<AdviceStatus, readonly AdviceStatus[]> = {
  0: [1],
  1: [2, 4],
  2: [3, 4],
  3: [],
  4: [],
};

export function canAdviceTransition(from: AdviceStatus, to: AdviceStatus): boolean {
  return TRANSITIONS[from].includes(to);
}

const HOUR_MS = 3_600_000;
/** A paid order nobody accepts within this time is refunded automatically. */
export const ACCEPT_TIMEOUT_MS = 2 * HOUR_MS;
/** Requests without a chosen lawyer go to lawyers of the field first, to every advice lawyer after this. */
export const POOL_WIDEN_MS = 10 * 60_000;
/** Online advice: the paid chat time from the lawyer's acceptance (图文咨询 24 小时有效). */
export const ONLINE_SERVICE_MS = DAY_MS;
/** Phone advice: the lawyer calls back within this window after accepting. */
export const PHONE_CALLBACK_MS = 2 * HOUR_MS;
/** An accepted phone order the lawyer never marks done completes by itself after this (as 自动确认收货). */
export const PHONE_AUTO_COMPLETE_MS = 3 * DAY_MS;

/** Platform prices when no lawyer is chosen; a chosen lawyer's own price applies otherwise. */
export const DEFAULT_PRICE_FEN: Record<AdviceKind, number> = { PHONE: 9900, ONLINE: 4900 };
export const ADVICE_SERVICE_NOTE: Record<AdviceKind, string> = {
  PHONE: "律师接单后 2 小时内回电，单次通话不超过 30 分钟",
  ONLINE: "律师接单后 24 小时内可随时图文交流，支持发送图片和文件",
};

/** The lawyer's share of a completed advice order, in basis points. */
export const LAWYER_SHARE_BP = 8000;

export function lawyerShareFen(amountFen: number): number {
  return Math.floor((amountFen * LAWYER_SHARE_BP) / 10000);
}

export const QUESTION_MIN = 10;
export const QUESTION_MAX = 1000;

/** What the user and the lawyer see: the order's money state wins over the service state. */
export function adviceStatusText(adviceStatus: number, orderStatus: number): string {
  if (orderStatus === ORDER_STATUS.CLOSED) return "已关闭";
  if (orderStatus === ORDER_STATUS.REFUNDING) return "退款中";
  if (orderStatus === ORDER_STATUS.REFUNDED) return "已退款";
  if (orderStatus === ORDER_STATUS.ABNORMAL) return "订单异常";
  switch (adviceStatus) {
    case ADVICE_STATUS.UNPAID:
      return "待支付";
    case ADVICE_STATUS.WAITING:
      return "待接单";
    case ADVICE_STATUS.SERVING:
      return "服务中";
    case ADVICE_STATUS.COMPLETED:
      return "已完成";
    default:
      return "已取消";
  }
}

/** Whether the user may still cancel with an automatic refund: paid and not yet accepted. */
export function canCancelWaiting(adviceStatus: number, orderStatus: number): boolean {
  return adviceStatus === ADVICE_STATUS.WAITING && orderStatus === ORDER_STATUS.PAID;
}

/** Websocket message types of SPEC §4 that advice sends. */
export const WS = {
  FIRST_IN_GREETING: "LEGAL_ADVICE_FIRST_IN_GREETING",
  LAWYER_ACCEPT_GREETING: "LEGAL_ADVICE_LAWYER_ACCEPT_GREETING",
  TIME_OVER: "LEGAL_ADVICE_ORDER_TIME_OVER_NOTICE_AND_REPAY",
  REFRESH_USER_CACHE: "REFRESH_USER_CACHE",
} as const;

export const ROBOT_NAME = "契合小助手";

export function robotGreeting(kind: AdviceKind, fieldName: string): string {
  return kind === "ONLINE"
    ? `您好，我是契合小助手。您的${fieldName}咨询已提交，正在为您匹配律师，律师接单后会第一时间在这里回复您。等待期间，您可以先补充案件经过、时间节点和手头的证据材料（合同、聊天记录、转账凭证等，可直接发送图片或文件），便于律师尽快判断。`
    : `您好，我是契合小助手。您的${fieldName}电话咨询已提交，律师接单后会在 2 小时内回电，请保持电话畅通。`;
}

export function lawyerGreeting(lawyerName: string): string {
  return `您好，我是${lawyerName}律师，已接受您的咨询。我先看一下您描述的情况，有需要补充的地方会直接问您，请您把相关材料也一并发过来。`;
}

export const TIME_OVER_NOTICE = "本次在线咨询的服务时间已结束，聊天记录将一直保留，可随时查看。如需继续咨询，请重新下单。";

export const CHAT_TEXT_MAX = 2000;
export const CHAT_FILE_MAX_BYTES = 10 * 1024 * 1024;
