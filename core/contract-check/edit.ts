import { z } from "zod";
import { id, line, optionalText, text, unixLines } from "../content";
import { DISPLAY_TEXT_MESSAGE, isMultilineDisplaySafe } from "../display-text";
import { compilePattern } from "./patterns";

// The console's forms for 合同体检's kinds and key clauses (/console/contract-check): one schema for the
// form in the browser and the procedure input. Patterns are checked here (./patterns); cited articles
// and the suggested clause are checked against the libraries by the service.

export const KEY_CLAUSE_LIMITS = { patternsMax: 10, signsMax: 10, reasonMax: 500, suggestionMax: 1000, citationsMax: 10, sortMax: 9999 } as const;
const L = KEY_CLAUSE_LIMITS;

/** A textarea, one entry a line: blank lines dropped. */
const lines = (v: string) =>
  unixLines(v)
    .split("\n")
    .map((l) => l.trim())
    .filter(Boolean);

/** Patterns one a line, each compiled: the first refused names its line and why. */
const patternLines = (label: string, min: number, max: number) =>
  z
    .string()
    .default("")
    .transform(lines)
    .superRefine((list, ctx) => {
      if (list.length < min) ctx.addIssue({ code: "custom", message: `请至少填写一条${label}` });
      if (list.length > max) ctx.addIssue({ code: "custom", message: `${label}最多 ${max} 条` });
      list.forEach((p, i) => {
        const c = compilePattern(p);
        if (!c.ok) ctx.addIssue({ code: "custom", message: `${label}第 ${i + 1} 条：${c.error}` });
      });
    });

const sort = z.coerce.number({ error: "排序应为数字" }).int("排序应为整数").min(0, "排序不能小于 0").max(L.sortMax, `排序不能大于 ${L.sortMax}`).default(0);
const version = z.coerce.number().int().min(0);
/** A checkbox: present ("on") when ticked. */
const checkbox = z
  .union([z.boolean(), z.string()])
  .optional()
  .transform((v) => v === true || v === "on" || v === "true");

export const kindFields = z.object({
  name: line("类型名称", 20),
  signs: patternLines("识别规则", 0, L.signsMax),
  sort,
});
export type KindFields = z.infer<typeof kindFields>;
export const kindEdit = kindFields.extend({ id: id("合同类型编号无效"), version });

export const kindCategoryInput = z.object({ kindId: id("合同类型编号无效"), categoryId: id("请选择合同分类") });

const keyClauseBase = z.object({
  kindId: id("合同类型编号无效"),
  name: line("条款名称", 40),
  required: checkbox,
  patterns: patternLines("匹配规则", 1, L.patternsMax),
  reason: text("缺少时的提示理由", 1, L.reasonMax),
  /** 《法律名称》第几条, one a line; bound to the regulation library by the service. */
  citations: z
    .string()
    .default("")
    .refine(isMultilineDisplaySafe, `法律依据${DISPLAY_TEXT_MESSAGE}`)
    .transform(lines)
    .refine((l) => l.length <= L.citationsMax, `法律依据最多 ${L.citationsMax} 条`),
  /** The title of a clause of the clause library, or empty. */
  suggestionTitle: z.string().trim().max(200, "参考条款标题不能超过 200 字").default(""),
  suggestionText: optionalText("建议条文", L.suggestionMax),
  sort,
  enabled: checkbox,
});

const oneSuggestion = (v: { suggestionTitle: string; suggestionText: string }) => !(v.suggestionTitle && v.suggestionText);
const ONE_SUGGESTION = { message: "参考条款与建议条文只能填写一项", path: ["suggestionText"] };

export const keyClauseFields = keyClauseBase.refine(oneSuggestion, ONE_SUGGESTION);
export type KeyClauseFields = z.infer<typeof keyClauseFields>;
export const keyClauseEdit = keyClauseBase.extend({ id: id("条款编号无效"), version }).refine(oneSuggestion, ONE_SUGGESTION);
export type KeyClauseEdit = z.infer<typeof keyClauseEdit>;

export const keyClauseEnabledInput = z.object({ id: id("条款编号无效"), enabled: z.boolean() });
