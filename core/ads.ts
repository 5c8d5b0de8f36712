// Ad placements (SPEC §7 /ad/ads, /ad/ads/surplus, navbar ads): durations, prices and the campaign
// states. A campaign holds its place from the order until the order's payment deadline, then runs
// from payment for the days bought.
export const AD_LOCATIONS = ["navbar", "home", "lawyers"] as const;
export type AdLocation = (typeof AD_LOCATIONS)[number];

export const AD_LOCATION_TEXT: Record<AdLocation, string> = {
  navbar: "网站主导航栏，所有页面可见",
  home: "合同库首页顶部推荐位",
  lawyers: "找律师列表顶部推荐位",
};

/** Days on sale and their discount in basis points (30 days 9 折, 90 days 85 折). */
export const AD_DURATIONS = [
  { days: 7, factorBp: 10_000 },
  { days: 30, factorBp: 9_000 },
  { days: 90, factorBp: 8_500 },
] as const;
export type AdDays = (typeof AD_DURATIONS)[number]["days"];

export function isAdDays(days: number): days is AdDays {
  return AD_DURATIONS.some((d) => d.days === days);
}

/** days × price per day × discount, half-up to the fen, integers only. */
export function adPriceFen(dayPriceFen: number, days: AdDays): number {
  const factor = AD_DURATIONS.find((d) => d.days === days)?.factorBp ?? 10_000;
  return Math.floor((dayPriceFen * days * factor + 5_000) / 10_000);
}

/**
 * A paid campaign waits for review before it shows: paid → pending review → live (days counted from
 * approval) or rejected (refunded in full); a live one may be stopped by the console. Unpaid or
 * refunded campaigns are cancelled; ended is a live one past its days.
 */
export const AD_STATUS = { AWAITING_PAYMENT: 0, RUNNING: 1, ENDED: 2, CANCELLED: 3, PENDING_REVIEW: 4, REJECTED: 5, STOPPED: 6 } as const;
export type AdStatus = (typeof AD_STATUS)[keyof typeof AD_STATUS];

/** Who moves a campaign: the order path (payment, close, refund) or a console reviewer. */
export type AdActor = "system" | "admin";

const S = AD_STATUS;
export const AD_TRANSITIONS: readonly { from: AdStatus; to: AdStatus; by: AdActor }[] = [
  { from: S.AWAITING_PAYMENT, to: S.PENDING_REVIEW, by: "system" },
  { from: S.AWAITING_PAYMENT, to: S.CANCELLED, by: "system" },
  { from: S.PENDING_REVIEW, to: S.RUNNING, by: "admin" },
  { from: S.PENDING_REVIEW, to: S.REJECTED, by: "admin" },
  { from: S.PENDING_REVIEW, to: S.CANCELLED, by: "system" },
  { from: S.RUNNING, to: S.STOPPED, by: "admin" },
  { from: S.RUNNING, to: S.ENDED, by: "system" },
  { from: S.RUNNING, to: S.CANCELLED, by: "system" },
];

export function canAdTransition(from: number, to: number, by: AdActor): boolean {
  return AD_TRANSITIONS.some((t) => t.from === from && t.to === to && t.by === by);
}

/** The states a transition to `to` by `by` may start from (the guard of its write). */
export function adSourcesOf(to: AdStatus, by: AdActor): AdStatus[] {
  return AD_TRANSITIONS.filter((t) => t.to === to && t.by === by).map((t) => t.from);
}

/** What the buyer sees: a running campaign past its end has ended; an unpaid one whose order closed is cancelled. */
export function adStatusText(status: number, endsAt: number | null, orderStatus: number, now: number): string {
  if (status === AD_STATUS.REJECTED) return orderStatus === 12 ? "未通过审核，已全额退款" : "未通过审核，退款中";
  if (status === AD_STATUS.STOPPED) return "已停止";
  if (status === AD_STATUS.CANCELLED || orderStatus === 12 || orderStatus === 11) return orderStatus === 11 ? "退款中" : "已取消";
  if (status === AD_STATUS.AWAITING_PAYMENT) return orderStatus === 0 ? "待支付" : "已取消";
  if (status === AD_STATUS.PENDING_REVIEW) return "审核中";
  if (status === AD_STATUS.RUNNING && endsAt !== null && endsAt > now) return "投放中";
  return "已结束";
}

export const AD_TITLE_MIN = 2;
export const AD_TITLE_MAX = 20;
/** The creative's image (JPG, PNG or WebP), set or replaced until the campaign is approved. */
export const AD_IMAGE_MAX_BYTES = 1024 * 1024;
/** Links stay on this site: a path, never another host. */
export const AD_LINK_PATTERN = /^\/(?!\/)[\w\-./?=&%#]{0,199}$/;
export const AD_NAVBAR_MAX = 3;
export const AD_REASON_MIN = 2;
export const AD_REASON_MAX = 200;
