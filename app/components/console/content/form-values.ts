import type { z } from "zod";
import type { caseFields, clauseFields, regulationFields } from "#core/content";
import type { articleFields } from "#core/content-articles";
import type { documentFields } from "#core/content-documents";
import type { templateFields } from "#core/content-templates";
import type { lawyerCaseCreate } from "#core/lawyer-cases";

// A content form's fields as the schemas of core/content.ts take them, read the same way from the
// posted form in the action and from the form element in the browser before it is sent.

// Typed as the schemas' input: the text as posted, which the procedure validates (a cast, not a check).
type RegulationValues = z.input<typeof regulationFields>;
type CaseValues = z.input<typeof caseFields>;
type ClauseValues = z.input<typeof clauseFields>;
type DocumentValues = z.input<typeof documentFields>;

const text = (form: FormData, name: string) => String(form.get(name) ?? "");

/** The regulation form: plain fields, and the articles as parallel lists (every item posts all four). */
export function regulationValues(form: FormData): RegulationValues {
  const kinds = form.getAll("item.kind").map(String);
  const nos = form.getAll("item.no").map(String);
  const subs = form.getAll("item.sub").map(String);
  const texts = form.getAll("item.text").map(String);
  return {
    title: text(form, "title"),
    level: text(form, "level"),
    issuer: text(form, "issuer"),
    docNo: text(form, "docNo"),
    regionCode: text(form, "regionCode"),
    timeliness: text(form, "timeliness"),
    issuedOn: text(form, "issuedOn"),
    effectiveOn: text(form, "effectiveOn"),
    summary: text(form, "summary"),
    items: kinds.map((kind, i) => ({ kind, no: nos[i] ?? "", sub: subs[i] || null, text: texts[i] ?? "" })),
  } as RegulationValues;
}

export function caseValues(form: FormData): CaseValues {
  const names = ["title", "caseNo", "causeId", "court", "courtLevel", "regionCode", "procedure", "judgedOn", "parties", "holding", "body"] as const;
  return Object.fromEntries(names.map((n) => [n, text(form, n)])) as CaseValues;
}

export function clauseValues(form: FormData): ClauseValues {
  return { categoryId: text(form, "categoryId"), title: text(form, "title"), body: text(form, "body"), tips: text(form, "tips") };
}

export function documentValues(form: FormData): DocumentValues {
  const names = ["categoryId", "title", "summary", "notes", "body"] as const;
  return Object.fromEntries(names.map((n) => [n, text(form, n)])) as DocumentValues;
}

type TemplateValues = z.input<typeof templateFields>;

/** The template form: 使用说明 / 风险提示 one per line, the DOCX when one was chosen (the browser posts an empty file otherwise). */
export function templateValues(form: FormData): TemplateValues {
  const names = ["categoryId", "title", "source", "price", "summary", "useNotes", "riskNotes", "body"] as const;
  const file = form.get("file");
  return {
    ...Object.fromEntries(names.map((n) => [n, text(form, n)])),
    memberFree: form.get("memberFree") === "on",
    file: typeof file === "object" && file !== null && file.size > 0 ? file : undefined,
  } as TemplateValues;
}

type ArticleValues = z.input<typeof articleFields>;

/** The article form: the editor's HTML from its hidden field, 推荐 a checkbox. */
export function articleValues(form: FormData): ArticleValues {
  const names = ["kind", "classificationId", "title", "summary", "html"] as const;
  return { ...Object.fromEntries(names.map((n) => [n, text(form, n)])), recommended: form.get("recommended") === "on" } as ArticleValues;
}

type LawyerCaseValues = z.input<typeof lawyerCaseCreate>;

/** A lawyer's case: the lawyer from a hidden field when it is new; an empty 排序号 stays empty. */
export function lawyerCaseValues(form: FormData): LawyerCaseValues {
  const names = ["lawyerId", "title", "summary", "year", "sort"] as const;
  return Object.fromEntries(names.map((n) => [n, text(form, n)])) as LawyerCaseValues;
}
