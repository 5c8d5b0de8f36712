import { z } from "zod";
import { PROCEDURES } from "./cases";
import { DISPLAY_TEXT_MESSAGE, isDisplaySafe, isMultilineDisplaySafe } from "./display-text";
import { REGION_CODE } from "./regions";
import { articleAnchor, GAP_LINE, numberToCn, parseRegulationBody, REGULATION_LEVELS, TIMELINESS_VALUES } from "./regulations";

// The console's content forms (issue 16): one schema for the form in the browser and the procedure
// input, and the way a regulation's ordered articles become the stored body the public page, its
// `#art-N` anchors, the DOCX and search read (one line per heading, article and paragraph, as the seed).

export const CONTENT_LIMITS = {
  titleMax: 200,
  lineMax: 100,
  summaryMax: 1000,
  articleMax: 5000,
  articlesMax: 2000,
  /** The stored text (and with it the grams row) stays well under D1's 2 MB row. */
  bodyMax: 150_000,
  holdingMax: 2000,
  caseBodyMax: 100_000,
  partiesMax: 20,
} as const;
const L = CONTENT_LIMITS;

export const unixLines = (v: string) => v.replace(/\r\n?/g, "\n");

/** A one-line field of the content forms (also for core/content-<library>.ts). */
export const line = (label: string, max: number) =>
  z
    .string({ error: `请填写${label}` })
    .trim()
    .min(1, `请填写${label}`)
    .max(max, `${label}不能超过 ${max} 字`)
    .refine(isDisplaySafe, `${label}${DISPLAY_TEXT_MESSAGE}`);

const optionalLine = (label: string, max: number) =>
  z.string().trim().max(max, `${label}不能超过 ${max} 字`).refine(isDisplaySafe, `${label}${DISPLAY_TEXT_MESSAGE}`).default("");

/** A multi-line text with its length limits; line breaks are stored as \n. */
export const text = (label: string, min: number, max: number) =>
  z
    .string({ error: `请填写${label}` })
    .overwrite(unixLines)
    .trim()
    .min(min, min > 1 ? `${label}至少 ${min} 个字` : `请填写${label}`)
    .max(max, `${label}不能超过 ${max} 字`)
    .refine(isMultilineDisplaySafe, `${label}${DISPLAY_TEXT_MESSAGE}`);

/** An optional multi-line text, empty when left blank; line breaks are stored as \n. */
export const optionalText = (label: string, max: number) =>
  z.string().overwrite(unixLines).trim().max(max, `${label}不能超过 ${max} 字`).refine(isMultilineDisplaySafe, `${label}${DISPLAY_TEXT_MESSAGE}`).default("");

/** A calendar date YYYY-MM-DD that exists (no 2023-02-30), between 1900 and 2100. */
export function isCalendarDate(value: string): boolean {
  if (!/^(19|20)\d{2}-\d{2}-\d{2}$/.test(value)) return false;
  const date = new Date(`${value}T00:00:00Z`);
  return !Number.isNaN(date.getTime()) && date.toISOString().slice(0, 10) === value;
}

const day = (label: string) =>
  z
    .string({ error: `请填写${label}` })
    .trim()
    .min(1, `请填写${label}`)
    .refine(isCalendarDate, `${label}应为有效日期（YYYY-MM-DD）`);

/** A region code from a select: empty for 全国 (null), else six digits (the service checks it exists). */
const regionCode = z
  .string()
  .trim()
  .refine((v) => v === "" || REGION_CODE.test(v), "地区编码必须是六位数字")
  .nullish()
  .transform((v) => v || null);

export const id = (message: string) => z.coerce.number({ error: message }).int(message).positive(message);

export const contentIdInput = z.object({ id: id("内容编号无效") });

// ——— Regulations ———

const HEADING_LINE = /^(?:第[零一二三四五六七八九十百千]+(?:编|分编|章|节)|[一二三四五六七八九十]+、)/;
const ARTICLE_LINE = /^第[零一二三四五六七八九十百千]+条(?:之[零一二三四五六七八九十百千]+)?(?:\s|　)/;

/** A line that the public page would read as a heading, an article or a gap rather than as text. */
function structural(lineText: string): boolean {
  const t = lineText.trim();
  return t === GAP_LINE || HEADING_LINE.test(t) || ARTICLE_LINE.test(t);
}

export const regulationItem = z.discriminatedUnion(
  "kind",
  [
    z.object({
      kind: z.literal("heading"),
      text: line("章节标题", L.lineMax).refine((t) => HEADING_LINE.test(t), "章节标题应以“第一章”“第一节”或“一、”开头"),
    }),
    z.object({
      kind: z.literal("article"),
      no: z.coerce
        .number({ error: "条号应为 1–9999 的整数" })
        .int("条号应为 1–9999 的整数")
        .min(1, "条号应为 1–9999 的整数")
        .max(9999, "条号应为 1–9999 的整数"),
      /** 第一百二十条之一: the 之N of an added article. */
      sub: z.coerce.number().int().min(1, "“之”后的序号应为 1–99").max(99, "“之”后的序号应为 1–99").nullish().catch(null),
      text: text("条文内容", 1, L.articleMax),
    }),
    z.object({ kind: z.literal("text"), text: text("说明文字", 1, L.articleMax) }),
    z.object({ kind: z.literal("gap") }),
  ],
  { error: "条目类型无效" },
);
export type RegulationItem = z.infer<typeof regulationItem>;

const itemLabel = (item: RegulationItem) =>
  item.kind === "article" ? `第${numberToCn(item.no)}条${item.sub ? `之${numberToCn(item.sub)}` : ""}` : item.kind === "heading" ? "章节标题" : "说明文字";

export const regulationItems = z
  .array(regulationItem, { error: "请至少添加一条条文" })
  .max(L.articlesMax, `条目最多 ${L.articlesMax} 个`)
  .superRefine((items, ctx) => {
    if (!items.some((i) => i.kind === "article")) ctx.addIssue({ code: "custom", message: "请至少添加一条条文" });
    const seen = new Set<string>();
    let afterArticle = false;
    items.forEach((item, index) => {
      if (item.kind === "article") {
        const anchor = articleAnchor(item.no, item.sub ?? undefined);
        if (seen.has(anchor)) ctx.addIssue({ code: "custom", path: [index, "no"], message: `${itemLabel(item)}重复，每条的条号只能出现一次` });
        seen.add(anchor);
      }
      if (item.kind === "article" || item.kind === "text") {
        // A paragraph that reads as a heading or an article would become one on the public page.
        const lines = item.text.split("\n").slice(item.kind === "article" ? 1 : 0);
        if (lines.some(structural))
          ctx.addIssue({ code: "custom", path: [index, "text"], message: `${itemLabel(item)}中有一行以条号或章节号开头，请把它拆成单独的条目` });
      }
      // Text right after an article would be read as that article's next paragraph.
      if (item.kind === "text" && afterArticle) ctx.addIssue({ code: "custom", path: [index, "text"], message: "说明文字只能放在正文开头或章节标题之后" });
      afterArticle = item.kind === "article" || (afterArticle && item.kind === "text");
    });
    if (regulationBody(items).length > L.bodyMax) ctx.addIssue({ code: "custom", message: `正文不能超过 ${L.bodyMax} 字` });
  });

const LEVEL_NAMES = REGULATION_LEVELS.map((l) => l.name) as [string, ...string[]];

export const regulationFields = z.object({
  title: line("法规标题", L.titleMax),
  level: z.enum(LEVEL_NAMES, { error: "请选择效力级别" }),
  issuer: line("制定机关", L.lineMax),
  docNo: optionalLine("发文字号", L.lineMax),
  regionCode,
  timeliness: z.coerce.number({ error: "请选择时效性" }).pipe(z.literal([...TIMELINESS_VALUES], { error: "请选择时效性" })),
  issuedOn: day("公布日期"),
  effectiveOn: day("施行日期"),
  summary: optionalText("摘要", L.summaryMax),
  items: regulationItems,
});
export type RegulationFields = z.infer<typeof regulationFields>;

/** An edit names the row and the version (updatedAt) the form was loaded from. */
export const regulationEdit = regulationFields.extend({ id: id("法规编号无效"), version: z.coerce.number().int().min(0) });

/** The stored body: one line per heading, per article (第N条 and its first paragraph) and per further paragraph. */
export function regulationBody(items: readonly RegulationItem[]): string {
  return items
    .flatMap((item) => {
      if (item.kind === "gap") return [GAP_LINE];
      if (item.kind === "heading") return [item.text.trim()];
      const paragraphs = item.text
        .split("\n")
        .map((p) => p.trim())
        .filter(Boolean);
      if (item.kind === "text") return paragraphs;
      return [`${itemLabel(item)} ${paragraphs[0] ?? ""}`, ...paragraphs.slice(1)];
    })
    .join("\n");
}

/** The form's items of a stored body (the inverse of regulationBody for any text the library holds). */
export function regulationItemsOf(body: string): RegulationItem[] {
  return parseRegulationBody(body).blocks.map((b): RegulationItem => {
    if (b.kind === "heading") return { kind: "heading", text: b.text };
    if (b.kind === "text") return { kind: "text", text: b.text };
    if (b.kind === "gap") return { kind: "gap" };
    const sub = /^art-\d+-(\d+)$/.exec(b.id)?.[1];
    return { kind: "article", no: b.no, sub: sub ? Number(sub) : null, text: b.paragraphs.join("\n") };
  });
}

// ——— Cases ———

export const PROCEDURE_NAMES = Object.values(PROCEDURES) as [string, ...string[]];

/** 当事人 one per line as 身份：名称 (原告：张某). */
export const caseParties = z
  .string()
  .overwrite(unixLines)
  .trim()
  .default("")
  .transform((value, ctx) => {
    const parties: { role: string; name: string }[] = [];
    for (const raw of value.split("\n")) {
      const l = raw.trim();
      if (!l) continue;
      const m = /^([^：:]{1,12})[：:]\s*(.{1,60})$/.exec(l);
      if (!m || !isDisplaySafe(l)) {
        ctx.addIssue({ code: "custom", message: "当事人每行写一位，格式为“身份：名称”，如“原告：张某”" });
        return z.NEVER;
      }
      parties.push({ role: (m[1] ?? "").trim(), name: (m[2] ?? "").trim() });
    }
    if (parties.length > L.partiesMax) {
      ctx.addIssue({ code: "custom", message: `当事人最多 ${L.partiesMax} 位` });
      return z.NEVER;
    }
    return parties;
  });

export const caseFields = z.object({
  title: line("案例标题", L.titleMax),
  caseNo: line("案号", L.lineMax),
  causeId: id("请选择案由"),
  court: line("审理法院", L.lineMax),
  courtLevel: z.coerce.number({ error: "请选择法院层级" }).pipe(z.literal([1, 2, 3, 4], { error: "请选择法院层级" })),
  regionCode,
  procedure: z.enum(PROCEDURE_NAMES, { error: "请选择审理程序" }),
  judgedOn: day("裁判日期"),
  parties: caseParties,
  holding: text("裁判要旨", 10, L.holdingMax),
  body: text("裁判文书全文", 20, L.caseBodyMax),
});
export type CaseFields = z.infer<typeof caseFields>;

export const caseEdit = caseFields.extend({ id: id("案例编号无效"), version: z.coerce.number().int().min(0) });

/** The parties as the form's textarea shows them. */
export function partiesText(parties: readonly { role: string; name: string }[]): string {
  return parties.map((p) => `${p.role}：${p.name}`).join("\n");
}

// ——— Clauses ———

export const clauseFields = z.object({
  categoryId: id("请选择分类"),
  title: line("条款标题", L.titleMax),
  body: text("条款内容", 10, L.articleMax),
  tips: optionalText("使用提示", L.summaryMax),
});
export type ClauseFields = z.infer<typeof clauseFields>;

export const clauseEdit = clauseFields.extend({ id: id("条款编号无效"), version: z.coerce.number().int().min(0) });
