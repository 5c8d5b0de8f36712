// Labels and text helpers of the case library (案例库), free of zod so pages can import them without
// the schema. The list schema lives in worker/features/cases/cases.schema.ts.

export const CASE_DISCLAIMER = "本库案例经编辑改编，隐去当事人信息，仅供学习参考";

/** court_level → the court tier (filters and detail). */
export const COURT_LEVELS = { 1: "基层人民法院", 2: "中级人民法院", 3: "高级人民法院", 4: "最高人民法院" } as const;
export type CourtLevel = keyof typeof COURT_LEVELS;
/** Short chip labels of the court tiers. */
export const COURT_LEVEL_CHIPS: Record<CourtLevel, string> = { 1: "基层法院", 2: "中级法院", 3: "高级法院", 4: "最高法院" };

/** URL value → the trial procedure as stored in cases.procedure. */
export const PROCEDURES = { first: "一审", second: "二审", retrial: "再审" } as const;
export type ProcedureKey = keyof typeof PROCEDURES;

export const CASE_SORTS = { latest: "最新裁判", views: "浏览最多" } as const;

/** One party of a judgment: 原告/被告/上诉人/被上诉人/再审申请人/被申请人/第三人… */
export type CaseParty = { role: string; name: string };

/**
 * Section headings of a judgment in the order they appear. The seed stores the body with each heading
 * on its own line as 【审理经过】…; the detail page turns them into a table of contents.
 */
export const CASE_SECTIONS = [
  "审理经过",
  "原告诉称",
  "被告辩称",
  "第三人述称",
  "上诉人诉称",
  "被上诉人辩称",
  "一审查明",
  "再审申请人称",
  "被申请人辩称",
  "本院查明",
  "本院认为",
  "判决如下",
  "裁定如下",
  "审判人员",
] as const;
export type CaseSectionTitle = (typeof CASE_SECTIONS)[number];
export type CaseSection = { id: string; title: string; paragraphs: string[] };

const HEADING = /^【([^】]{2,8})】$/;

/** Splits a stored body into its sections; text before the first heading becomes 正文. */
export function caseSections(body: string): CaseSection[] {
  const out: CaseSection[] = [];
  for (const raw of body.split("\n")) {
    const line = raw.trim();
    if (!line) continue;
    const heading = HEADING.exec(line)?.[1];
    if (heading) {
      out.push({ id: `sec-${out.length + 1}`, title: heading, paragraphs: [] });
      continue;
    }
    if (out.length === 0) out.push({ id: "sec-0", title: "正文", paragraphs: [] });
    out[out.length - 1]?.paragraphs.push(line);
  }
  return out.filter((s) => s.paragraphs.length > 0);
}

/** The body as plain paragraphs without the 【…】 headings: for excerpts and search snippets. */
export function plainBody(body: string): string {
  return body
    .split("\n")
    .filter((l) => !HEADING.test(l.trim()))
    .join("\n");
}
