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

export const AD_STATUS = { AWAITING_PAYMENT: 0, RUNNING: 1, ENDED: 2, CANCELLED: 3 } as const;

const TRANSITIONS: Record<number, readonly number[]> = { 0: [1, 3], 1: [2, 3], 2: [], 3: [] };

export function canAdTransition(from: number, to: number): boolean {
  return TRANSITIONS[from]?.includes(to) ?? false;
}

/** What the buyer sees: a running campaign past its end has ended; an unpaid one whose order closed is cancelled. */
export function adStatusText(status: number, endsAt: number | null, orderStatus: number, now: number): string {
  if (status === AD_STATUS.CANCELLED || orderStatus === 12 || orderStatus === 11) return orderStatus === 11 ? "退款中" : "已取消";
  if (status === AD_STATUS.AWAITING_PAYMENT) return orderStatus === 0 ? "待支付" : "已取消";
  if (status === AD_STATUS.RUNNING && endsAt !== null && endsAt > now) return "投放中";
  return "已结束";
}

export const AD_TITLE_MIN = 2;
export const AD_TITLE_MAX = 20;
/** Links stay on this site: a path, never another host. */
export const AD_LINK_PATTERN = /^\/(?!\/)[\w\-./?=&%#]{0,199}$/;
export const AD_NAVBAR_MAX = 3;
