// Find-a-lawyer rules shared by the worker, the pages and the seed (SPEC §2 lawyer pages, §7 Lawyers).
// No zod here: the directory pages import this file into public client bundles.
import { yearOf } from "./dates.ts";
import { LICENCE_REGIONS } from "./licence-regions.ts";

/**
 * lawyer_type (types/{0|1}): 执业律师 in a firm, 公司律师 in-house, 公职律师 in government. The codes are
 * the profession's; the console may rename them (dict_items lawyer_type), these are the statutory names.
 */
/** A profile shows at most this many tags, each of at most TAG_CHARS characters (the dictionary's tags too). */
export const TAGS_MAX = 6;
export const TAG_CHARS = 8;

export const LAWYER_TYPES = { 1: "执业律师", 2: "公司律师", 3: "公职律师" } as const;
export type LawyerType = keyof typeof LAWYER_TYPES;

/** List orders: 按活跃度 (default), 按点赞数, 按执业年限. */
export const LAWYER_SORTS = { activity: "活跃度", likes: "点赞数", years: "执业年限" } as const;
export type LawyerSort = keyof typeof LAWYER_SORTS;

/** Paid services a profile may offer, in the order they are shown, with the page that buys each. */
export const LAWYER_SERVICES = [
  { key: "phone", name: "电话咨询", unit: "次", href: "/tellConsult/tellConsult" },
  { key: "online", name: "在线咨询", unit: "次", href: "/onLineAdvice/onLineAdvice" },
  { key: "custom", name: "合同定制", unit: "份", href: "/buyCustom/buyCustom" },
  { key: "review", name: "合同审查", unit: "份", href: "/buyCustom/buyCustom" },
] as const;
export type LawyerServiceKey = (typeof LAWYER_SERVICES)[number]["key"];
export type LawyerService = { key: LawyerServiceKey; name: string; unit: string; href: string; priceFen: number };

/** Services with a price, for cards and the profile; a NULL price means the lawyer does not offer it. */
export function offeredServices(prices: Record<LawyerServiceKey, number | null>): LawyerService[] {
  return LAWYER_SERVICES.flatMap((s) => {
    const priceFen = prices[s.key];
    return priceFen === null || priceFen === undefined ? [] : [{ ...s, priceFen }];
  });
}

/**
 * 《公司律师管理办法》《公职律师管理办法》(2018): 公司律师 serve only their employer and 公职律师 only
 * their authority; neither may provide paid legal services (不得从事有偿法律服务). Only 执业律师 sell.
 */
export const SELLING_LAWYER_TYPES: readonly LawyerType[] = [1];

export function sellsPaidServices(type: number): boolean {
  return SELLING_LAWYER_TYPES.includes(type as LawyerType);
}

/** Shown on the profile of a lawyer who does not sell, in place of the prices. */
export const NO_PAID_SERVICES_NOTE = "公司律师、公职律师依规不从事有偿法律服务，可阅读其文章与法律知识";
/** The refusal when such a lawyer sets a price, is named on an order or takes one. */
export const NO_PAID_SERVICES_REASON = "公司律师、公职律师依规不得从事有偿法律服务";

/** The earliest year a licence may carry: the bar was restored in 1979; earlier years are typos. */
export const FIRST_LICENCE_YEAR = 1979;

/** A 律师执业证号 split per the 司法部 layout (digit positions counted from 1). */
export type LicenseParts = {
  /** 1: the certificate class (1 律师执业证 / 律师工作证). */
  kind: string;
  /** 2–5: province (2–3) and prefecture, or a municipality's district (4–5), of the practice. */
  region: string;
  /** 6–9: the year first licensed. */
  year: number;
  /** 10: the practice category (1 专职, 2 兼职 … 6 公职, 7 公司). */
  category: string;
  /** 11: the sex. */
  sex: string;
  /** 12–17: the serial. */
  serial: string;
};

export type LicenseCheck = { ok: true; parts: LicenseParts } | { ok: false; message: string };

/**
 * Parses a 律师执业证号 and names the first impossible part. Only what the layout fixes is checked:
 * 17 digits, a GB/T 2260 region, a year from 1979 to this Beijing year, a category (0 is not one)
 * and a sex digit of 0 or 1; the class and the serial are not checked beyond being digits.
 */
export function parseLicenseNo(value: string, opts: { now?: Date | number } = {}): LicenseCheck {
  if (!/^\d{17}$/.test(value)) return { ok: false, message: "执业证号应为 17 位数字" };
  const parts: LicenseParts = {
    kind: value.slice(0, 1),
    region: value.slice(1, 5),
    year: Number(value.slice(5, 9)),
    category: value.slice(9, 10),
    sex: value.slice(10, 11),
    serial: value.slice(11),
  };
  const cities = LICENCE_REGIONS[parts.region.slice(0, 2)]?.split(" ") ?? [];
  if (!cities.includes(parts.region.slice(2))) return { ok: false, message: "执业证号第 2–5 位应为执业机构所在省市的行政区划代码" };
  const thisYear = yearOf(opts.now ?? Date.now());
  if (parts.year < FIRST_LICENCE_YEAR || parts.year > thisYear) {
    return { ok: false, message: `执业证号第 6–9 位应为首次执业年份（${FIRST_LICENCE_YEAR}–${thisYear}）` };
  }
  if (parts.category === "0") return { ok: false, message: "执业证号第 10 位应为执业类别代码（1–9）" };
  if (parts.sex !== "0" && parts.sex !== "1") return { ok: false, message: "执业证号第 11 位应为性别代码（0 或 1）" };
  return { ok: true, parts };
}

export function isLicenseNo(value: string, opts: { now?: Date | number } = {}): boolean {
  return parseLicenseNo(value, opts).ok;
}

/** 11101201810123434 → 111012018******34: class, region and year stay readable, the serial does not. */
export function maskLicenseNo(value: string): string {
  return value.length === 17 ? `${value.slice(0, 9)}${"*".repeat(6)}${value.slice(-2)}` : value;
}

/** Years in practice as shown on cards: the current year minus the year first licensed, at least 1. */
export function practiceYears(since: number, currentYear: number): number {
  return Math.max(1, currentYear - since);
}

/** The avatar placeholder: the surname (first character) of a Chinese name, or the first letter. */
export function nameInitial(name: string): string {
  return [...name.trim()][0]?.toUpperCase() ?? "律";
}

export function lawyerTypeName(type: number): string {
  return LAWYER_TYPES[type as LawyerType] ?? "";
}
