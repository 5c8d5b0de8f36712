import { LAWYER_TYPES } from "../../core/lawyers.ts";
import type { SqlValue } from "./sql.ts";

// The dictionaries as the site first shows them (dict_items): since issue 16 the console edits them and
// these lists are only the starting point. Ids are fixed so `npm run content:push` stays idempotent.

/** lawyer_professional_title */
export const LAWYER_TITLES = ["高级合伙人", "合伙人", "主任律师", "执业律师", "专职律师", "法律顾问"] as const;

/** lawyer_individual_tag */
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

/** footer_link: the 关于契合 column of the footer. */
export const FOOTER_LINKS = [
  { label: "关于我们", href: "/aboutUs" },
  { label: "律师入驻", href: "/settleIn" },
] as const;

export function dictionaryRows(now: number): Record<string, SqlValue>[] {
  const items: { kind: string; value: string | null; label: string }[] = [
    ...LAWYER_TITLES.map((label) => ({ kind: "lawyer_professional_title", value: null, label })),
    ...LAWYER_TAGS.map((label) => ({ kind: "lawyer_individual_tag", value: null, label })),
    ...Object.entries(LAWYER_TYPES).map(([value, label]) => ({ kind: "lawyer_type", value, label })),
    ...FOOTER_LINKS.map((l) => ({ kind: "footer_link", value: l.href, label: l.label })),
  ];
  const sortIn = new Map<string, number>();
  return items.map((item, i) => {
    const sort = (sortIn.get(item.kind) ?? 0) + 1;
    sortIn.set(item.kind, sort);
    return { id: i + 1, kind: item.kind, value: item.value, label: item.label, sort: sort * 10, enabled: true, created_at: now, updated_at: now };
  });
}
