import { z } from "zod";
import { id, line, text } from "./content";

// A lawyer's representative cases (代表案例) on the profile and the name card: one schema for the
// console's form in the browser and its procedures, and for a lawyer's own editor when it edits them.

export const LAWYER_CASE_LIMITS = { title: 60, summary: 500, summaryMin: 10, perLawyer: 30, sortMax: 9999, yearMin: 1980 } as const;
const L = LAWYER_CASE_LIMITS;

/** The year in Asia/Shanghai: a case cannot be from a later year. */
const thisYear = () => Number(new Intl.DateTimeFormat("en", { timeZone: "Asia/Shanghai", year: "numeric" }).format(new Date()));

export const lawyerCaseFields = z.object({
  title: line("案例标题", L.title),
  summary: text("案例简介", L.summaryMin, L.summary),
  year: z.coerce
    .number({ error: "请填写年份" })
    .int("年份应为四位整数")
    .min(L.yearMin, `年份不能早于 ${L.yearMin} 年`)
    .refine((y) => y <= thisYear(), "年份不能晚于今年"),
  /** 排序号: smaller first; empty puts a new case last and keeps an edited one where it is. */
  sort: z.preprocess(
    (v) => (v === "" || v === undefined ? null : v),
    z.coerce
      .number({ error: "排序号应为 0–9999 的整数" })
      .int("排序号应为 0–9999 的整数")
      .min(0, "排序号应为 0–9999 的整数")
      .max(L.sortMax, "排序号应为 0–9999 的整数")
      .nullable(),
  ),
});
export type LawyerCaseFields = z.infer<typeof lawyerCaseFields>;

export const lawyerCaseCreate = lawyerCaseFields.extend({ lawyerId: id("请选择律师") });
export const lawyerCaseEdit = lawyerCaseFields.extend({ id: id("案例编号无效"), version: z.coerce.number().int().min(0) });
export const lawyerCaseMove = z.object({ id: id("案例编号无效"), direction: z.enum(["up", "down"], { error: "移动方向无效" }) });
export const lawyerCaseLawyer = z.object({ lawyerId: id("请选择律师") });
