// Contract customisation and review (SPEC §1, §4, §7 Customization, §9 order types): the two kinds,
// the service state machine beside the order's, the platform's price list (basis_info), the time
// limits and who may do what now. Pure rules; worker/features/custom applies them.
import { lawyerShareFen } from "./advice";
import { addWorkingDays } from "./dates";
import { DAY_MS, ORDER_STATUS } from "./orders";

/** The order types of SPEC §9 double as the service kinds. */
export const CUSTOM_KINDS = ["CONTRACT_CUSTOMIZATION", "CONTRACT_REVIEW"] as const;
export type CustomKind = (typeof CUSTOM_KINDS)[number];

export const CUSTOM_KIND_TEXT: Record<CustomKind, string> = { CONTRACT_CUSTOMIZATION: "合同定制", CONTRACT_REVIEW: "合同审核" };

/**
 * SPEC §4: the user sees 1 需求已提交, 2 服务中, 3 已交付, 4 已完成; the lawyer sees 1 待接单 for the same
 * code. 0 is an order not yet paid, 5 one cancelled by a refund (the order then says 已退款).
 */
export const CUSTOM_STATUS = { UNPAID: 0, SUBMITTED: 1, IN_PROGRESS: 2, DELIVERED: 3, COMPLETED: 4, CANCELLED: 5 } as const;
export type CustomStatus = (typeof CUSTOM_STATUS)[keyof typeof CUSTOM_STATUS];

/** Paid → accepted → delivered ⇄ revised → completed; refunds cancel from anything not completed. */
const TRANSITIONS: Record<CustomStatus, readonly CustomStatus[]> = {
  0: [1],
  1: [2, 5],
  2: [3, 5],
  3: [2, 3, 4, 5],
  4: [],
  5: [],
};

export function canCustomTransition(from: CustomStatus, to: CustomStatus): boolean {
  return TRANSITIONS[from].includes(to);
}

export function isCustomStatus(value: number): value is CustomStatus {
  return value in TRANSITIONS;
}

/**
 * The platform's price list (basis_info): what an order without a chosen lawyer costs and what every
 * order includes. A chosen lawyer's own price replaces the price, never what is included.
 */
export const CUSTOM_BASIS: Record<
  CustomKind,
  { priceFen: number; deliveryWorkingDays: number; revisions: number; includes: readonly string[]; deliverable: string }
> = {
  CONTRACT_CUSTOMIZATION: {
    priceFen: 49900,
    deliveryWorkingDays: 3,
    revisions: 2,
    deliverable: "按您的交易情况起草的完整合同（Word 文档）",
    includes: ["执业律师一对一沟通交易背景与关键条款", "律师接单后 3 个工作日内交付初稿", "交付后可提出 2 次修改意见", "交付文件永久保存，可随时下载"],
  },
  CONTRACT_REVIEW: {
    priceFen: 29900,
    deliveryWorkingDays: 2,
    revisions: 1,
    deliverable: "修订批注版合同 + 书面审查意见",
    includes: ["逐条审查合同的风险条款与缺失条款", "律师接单后 2 个工作日内交付修订批注版与审查意见", "交付后可申请 1 次复核", "交付文件永久保存，可随时下载"],
  },
};

/** A paid order nobody accepts within this time is refunded in full by the scheduled handler. */
export const CUSTOM_ACCEPT_TIMEOUT_MS = DAY_MS;
/** Orders without a chosen lawyer go to lawyers of the category's field first, to every customisation lawyer after this. */
export const CUSTOM_POOL_WIDEN_MS = 2 * 3_600_000;
/** A delivery the user neither confirms nor asks to revise completes by itself after this. */
export const CUSTOM_AUTO_COMPLETE_MS = 7 * DAY_MS;

/** When the first delivery is due: the promised working days from the lawyer's acceptance. */
export function deliveryDueAt(kind: CustomKind, acceptedAt: number): number {
  return addWorkingDays(acceptedAt, CUSTOM_BASIS[kind].deliveryWorkingDays);
}

/** The lawyer's share of a completed order: the same 80 % as advice. */
export const customShareFen = lawyerShareFen;

/** Requirement limits. */
export const REQUIREMENT = {
  subjectMax: 100,
  textMin: 10,
  textMax: 3000,
  partiesMin: 1,
  partiesMax: 6,
  partyNameMax: 60,
  termsMax: 10,
  termMax: 100,
  attachmentsMax: 5,
  reasonMin: 5,
  reasonMax: 500,
} as const;
export const CUSTOM_FILE_MAX_BYTES = 20 * 1024 * 1024;

export const AMOUNT_RANGES = [
  { code: "under-10k", text: "1 万元以下" },
  { code: "10k-100k", text: "1 万至 10 万元" },
  { code: "100k-1m", text: "10 万至 100 万元" },
  { code: "1m-10m", text: "100 万至 1000 万元" },
  { code: "over-10m", text: "1000 万元以上" },
  { code: "none", text: "不涉及金额" },
] as const;
export type AmountRange = (typeof AMOUNT_RANGES)[number]["code"];

export type Party = { name: string; role: string };

/** The structured requirement the user fills in, kept as JSON beside the free text. */
export type Requirement = {
  parties: Party[];
  subject: string;
  amountRange: AmountRange;
  keyTerms: string[];
  wantedBy: string | null;
  details: string;
};

/** What the user sees; the order's money state wins over the service state. */
export function customStatusText(status: number, orderStatus: number, viewer: "user" | "lawyer" | "admin"): string {
  if (orderStatus === ORDER_STATUS.CLOSED) return "已关闭";
  if (orderStatus === ORDER_STATUS.REFUNDING) return "退款处理中";
  if (orderStatus === ORDER_STATUS.REFUNDED) return "已退款";
  if (orderStatus === ORDER_STATUS.ABNORMAL) return "订单异常";
  switch (status) {
    case CUSTOM_STATUS.UNPAID:
      return "待支付";
    case CUSTOM_STATUS.SUBMITTED:
      return viewer === "user" ? "需求已提交" : "待接单";
    case CUSTOM_STATUS.IN_PROGRESS:
      return "服务中";
    case CUSTOM_STATUS.DELIVERED:
      return "已交付";
    case CUSTOM_STATUS.COMPLETED:
      return "已完成";
    default:
      return "已取消";
  }
}

export type CustomFacts = {
  status: number;
  orderStatus: number;
  revisionsUsed: number;
  kind: CustomKind;
  deliveryDueAt: number | null;
  deliveries: number;
};

/** What each party may do now: the one table every page and procedure asks. */
export function customActions(f: CustomFacts, viewer: "user" | "lawyer" | "admin", now: number) {
  const paid = f.orderStatus === ORDER_STATUS.PAID;
  const refunding = f.orderStatus === ORDER_STATUS.REFUNDING;
  const working = paid && (f.status === CUSTOM_STATUS.IN_PROGRESS || f.status === CUSTOM_STATUS.DELIVERED);
  const late = working && f.deliveries === 0 && f.deliveryDueAt !== null && now > f.deliveryDueAt;
  return {
    cancel: viewer === "user" && paid && f.status === CUSTOM_STATUS.SUBMITTED,
    accept: viewer === "lawyer" && paid && f.status === CUSTOM_STATUS.SUBMITTED,
    deliver: viewer === "lawyer" && working,
    finish: viewer === "user" && paid && f.status === CUSTOM_STATUS.DELIVERED,
    revise: viewer === "user" && paid && f.status === CUSTOM_STATUS.DELIVERED && f.revisionsUsed < CUSTOM_BASIS[f.kind].revisions,
    requestRefund: viewer === "user" && working && !late,
    /** Past the promised delivery time with nothing delivered: the user is refunded without the lawyer's consent. */
    lateRefund: viewer === "user" && late,
    answerRefund: viewer === "lawyer" && refunding,
    decideRefund: viewer === "admin" && refunding,
    chat: (viewer === "user" || viewer === "lawyer") && (paid || refunding) && f.status !== CUSTOM_STATUS.UNPAID && f.status !== CUSTOM_STATUS.CANCELLED,
  };
}
export type CustomActions = ReturnType<typeof customActions>;

/** Websocket message types of SPEC §4 that customisation sends. */
export const CUSTOM_WS = {
  CHAT: "CONTRACT_CUSTOMIZATION_CHAT",
  HAS_UNREAD_CHAT: "CONTRACT_CUSTOMIZATION_HAS_UNREAD_CHAT",
} as const;

export function customRobotGreeting(kind: CustomKind): string {
  return kind === "CONTRACT_REVIEW"
    ? "您好，我是契合小助手。您的合同审核需求已提交，正在为您匹配律师。律师接单后会在这里与您沟通，您也可以先说明合同的签约背景、您所处的一方，以及最担心的条款。"
    : "您好，我是契合小助手。您的合同定制需求已提交，正在为您匹配律师。律师接单后会在这里与您沟通交易细节，您也可以先补充交易背景、对方主体情况和最关心的条款。";
}

export function customLawyerGreeting(kind: CustomKind, lawyerName: string): string {
  return `您好，我是${lawyerName}律师，已接受您的${CUSTOM_KIND_TEXT[kind]}委托。我先梳理您提交的需求和材料，需要补充的信息会在这里向您确认。`;
}

export const CUSTOM_CLOSED_TEXT = "本订单服务已结束，无法继续发送消息";
