// Find-a-lawyer rules shared by the worker, the pages and the seed (SPEC §2 lawyer pages, §7 Lawyers).
// No zod here: the directory pages import this file into public client bundles.

/** lawyer_type (types/{0|1}): 执业律师 in a firm, 公司律师 in-house, 公职律师 in government. */
export const LAWYER_TYPES = { 1: "执业律师", 2: "公司律师", 3: "公职律师" } as const;
export type LawyerType = keyof typeof LAWYER_TYPES;

/** The lawyer_professional_title dictionary. */
export const LAWYER_TITLES = ["高级合伙人", "合伙人", "主任律师", "执业律师", "专职律师", "法律顾问"] as const;

/** The lawyer_individual_tag dictionary. */
export const LAWYER_TAGS = [
  "经验丰富",
  "响应及时",
  "擅长诉讼",
  "擅长谈判",
  "法律顾问",
  "涉外业务",
  "刑辩专长",
  "调解能手",
  "仲裁经验",
  "前法官",
  "前检察官",
  "耐心细致",
] as const;

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

/** Provincial-level GB/T 2260 prefixes (digits 1–2 of a licence's region code). */
const PROVINCES = new Set([
  "11",
  "12",
  "13",
  "14",
  "15",
  "21",
  "22",
  "23",
  "31",
  "32",
  "33",
  "34",
  "35",
  "36",
  "37",
  "41",
  "42",
  "43",
  "44",
  "45",
  "46",
  "50",
  "51",
  "52",
  "53",
  "54",
  "61",
  "62",
  "63",
  "64",
  "65",
]);

/**
 * 律师执业证号, 17 digits: 1–4 the region of the licensing authority (province + city, GB/T 2260),
 * 5–8 the year first licensed, 9 the practice category (1 专职 … 9, 0 is not issued), 10 the sex,
 * 11–17 a serial. Checks the shape, the province, a plausible year and the category.
 */
export function isLicenseNo(value: string): boolean {
  if (!/^\d{17}$/.test(value)) return false;
  if (!PROVINCES.has(value.slice(0, 2)) || value.slice(2, 4) === "00") return false;
  const year = Number(value.slice(4, 8));
  if (year < 1979 || year > 2100) return false;
  return value[8] !== "0";
}

/** 11101201810123434 → 1110120********34: enough to compare with a paper licence, not to copy it. */
export function maskLicenseNo(value: string): string {
  return value.length > 9 ? `${value.slice(0, 7)}${"*".repeat(value.length - 9)}${value.slice(-2)}` : value;
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
