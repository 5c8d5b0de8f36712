import { TRPCError } from "@trpc/server";
import { and, asc, eq, inArray, isNull, or, sql } from "drizzle-orm";
import { CHECK_TEXT_MAX, CHECK_TEXT_MIN, type CheckReport, checkContract } from "#core/contract-check/check";
import { RULE_CITATIONS } from "#core/contract-check/laws";
import { RULE_SUGGESTIONS, sentenceAt } from "#core/contract-check/rules";
import type { Citation, ContractKind, Finding, Span, Suggestion } from "#core/contract-check/types";
import { articleAnchor, numberToCn, TIMELINESS, type Timeliness } from "#core/regulations";
import type { DB } from "#db/client";
import { clauses, contractKeyClauses, contractKindCategories, contractKinds, regulations, templates } from "#db/schema";
import { DocxError, readDocx } from "#worker/lib/docx-reader";
import { PUBLISHED_TEMPLATE } from "#worker/lib/library/published";
import { checkUpload, UploadError } from "../../files/checked-upload";
import { citedByKeyClauses } from "./key-clauses-read.service";

// 合同体检 on the server: the pure checks of core/contract-check run over the kinds and key clauses the
// console keeps, with each cited article linked to its entry in the regulation library (and its 时效性)
// and each suggested clause read from the clause library. All of it is read in one batch before the
// check: nothing is cached, so an edit in the console holds for the next check.

export type LinkedCitation = Omit<Citation, "regulationId"> & { label: string; href: string | null; timeliness: string | null };
/** The sentence a finding concerns, its words marked, trimmed to a readable length. */
export type Quote = { before: string; mark: string; after: string };
export type LinkedFinding = Omit<Finding, "citations" | "suggestion"> & {
  quote: Quote | null;
  citations: LinkedCitation[];
  suggestion: { title: string; body: string; href: string } | { title: null; body: string; href: null } | null;
};
export type CheckResult = Omit<CheckReport, "findings"> & { findings: LinkedFinding[] };

const CHECK_FILE_RULE = {
  maxBytes: 10 * 1024 * 1024,
  documents: ["docx"],
  images: false,
  empty: "请选择要检查的 Word 文件",
  tooBig: "文件不能超过 10MB",
  wrongType: "仅支持 .docx 格式的 Word 文件",
} as const;

/** 《民法典》第五百八十六条: the short name readers use, without 中华人民共和国 and the version. */
function citationLabel(c: Citation): string {
  const name = c.law.startsWith("最高人民法院") ? c.law : c.law.replace(/^中华人民共和国/u, "").replace(/（\d{4}[^）]*）$/u, "");
  return `《${name}》第${numberToCn(c.article)}条`;
}

const AROUND = 40;

function quoteOf(text: string, at: Span | null): Quote | null {
  if (!at) return null;
  const sentence = sentenceAt(text, at.start);
  const from = Math.max(sentence.start, at.start - AROUND);
  const to = Math.min(Math.max(sentence.end, at.end), at.end + AROUND);
  const clip = (s: string, lead: boolean) => (s && lead ? `…${s}` : s);
  return {
    before: clip(text.slice(from, at.start).trimStart(), from > sentence.start),
    mark: text.slice(at.start, at.end),
    after: `${text.slice(at.end, to).trimEnd()}${to < sentence.end ? "…" : ""}`,
  };
}

const refuse = (message: string): never => {
  throw new TRPCError({ code: "BAD_REQUEST", message });
};

const RULE_LAWS = [...new Set(Object.values(RULE_CITATIONS).flatMap((list) => list.map((c) => c.law)))];
const ENABLED_SUGGESTED = sql`SELECT suggestion_clause_id FROM contract_key_clauses WHERE enabled = 1 AND suggestion_clause_id IS NOT NULL`;

type Regulation = { id: number; title: string; timeliness: number; hiddenAt: number | null };
type Clause = { id: number; title: string; body: string };
/** What a check reads: the kinds with their enabled key clauses, and the articles and clauses findings may link to. */
type Book = { kinds: ContractKind[]; regulations: Regulation[]; clauses: Clause[] };

async function readBook(db: DB): Promise<Book> {
  const [kinds, keyClauses, regs, picks] = await db.batch([
    db
      .select({ id: contractKinds.id, key: contractKinds.key, name: contractKinds.name, signs: contractKinds.signs })
      .from(contractKinds)
      .orderBy(asc(contractKinds.sort), asc(contractKinds.id)),
    db.select().from(contractKeyClauses).where(eq(contractKeyClauses.enabled, true)).orderBy(asc(contractKeyClauses.sort), asc(contractKeyClauses.id)),
    db
      .select({ id: regulations.id, title: regulations.title, timeliness: regulations.timeliness, hiddenAt: regulations.hiddenAt })
      .from(regulations)
      .where(or(and(inArray(regulations.title, RULE_LAWS), isNull(regulations.hiddenAt)), sql`${regulations.id} IN (${citedByKeyClauses(true)})`)),
    db
      .select({ id: clauses.id, title: clauses.title, body: clauses.body })
      .from(clauses)
      .where(and(isNull(clauses.hiddenAt), or(inArray(clauses.title, Object.values(RULE_SUGGESTIONS)), sql`${clauses.id} IN (${ENABLED_SUGGESTED})`))),
  ]);
  const title = new Map(regs.map((r) => [r.id, r.title]));
  return {
    kinds: kinds.map((k) => ({
      key: k.key,
      name: k.name,
      signs: k.signs,
      clauses: keyClauses
        .filter((c) => c.kindId === k.id)
        .map((c) => ({
          key: c.key,
          name: c.name,
          required: c.required,
          patterns: c.patterns,
          why: c.reason,
          // An entry deleted since cannot be linked or named: left out (the console refuses deleting a cited one).
          citations: c.citations.flatMap(({ regulationId, article }) => {
            const law = title.get(regulationId);
            return law ? [{ law, article, regulationId }] : [];
          }),
          suggestion: suggestionOf(c.suggestionClauseId, c.suggestionText),
        })),
    })),
    regulations: regs,
    clauses: picks,
  };
}

function suggestionOf(clauseId: number | null, text: string | null): Suggestion | null {
  if (clauseId !== null) return { clauseId };
  return text ? { text } : null;
}

function link(book: Book, report: CheckReport): CheckResult {
  const byId = new Map(book.regulations.map((r) => [r.id, r]));
  const byTitle = new Map(book.regulations.filter((r) => r.hiddenAt === null).map((r) => [r.title, r]));
  const clauseById = new Map(book.clauses.map((c) => [c.id, c]));
  const clauseByTitle = new Map(book.clauses.map((c) => [c.title, c]));
  const findings = report.findings.map((f): LinkedFinding => {
    const citations = f.citations.map((c) => {
      const found = c.regulationId === undefined ? byTitle.get(c.law) : byId.get(c.regulationId);
      const r = found && found.hiddenAt === null ? found : null;
      return {
        law: c.law,
        article: c.article,
        label: citationLabel(c),
        href: r ? `/regulations/${r.id}#${articleAnchor(c.article)}` : null,
        timeliness: r ? (TIMELINESS[r.timeliness as Timeliness] ?? null) : null,
      };
    });
    let suggestion: LinkedFinding["suggestion"] = null;
    if (f.suggestion && "text" in f.suggestion) suggestion = { title: null, body: f.suggestion.text, href: null };
    else if (f.suggestion) {
      const c = "clauseId" in f.suggestion ? clauseById.get(f.suggestion.clauseId) : clauseByTitle.get(f.suggestion.clauseTitle);
      suggestion = c ? { title: c.title, body: c.body, href: `/clause?keyword=${encodeURIComponent(c.title)}` } : null;
    }
    return { ...f, quote: quoteOf(report.text, f.at), citations, suggestion };
  });
  return { ...report, findings };
}

export async function checkText(db: DB, text: string, kind: string | undefined): Promise<CheckResult> {
  const book = await readBook(db);
  if (kind !== undefined && !book.kinds.some((k) => k.key === kind)) refuse("合同类型无效");
  return link(book, checkContract(text, book.kinds, kind));
}

export type KindOption = { key: string; name: string };

/** The kinds for the check's select, and the one a template's category is checked as (its own category's, else its parent's). */
export async function kindOptions(db: DB, templateId: number | undefined): Promise<{ kinds: KindOption[]; preset: string | null }> {
  const [kinds, preset] = await db.batch([
    db.select({ key: contractKinds.key, name: contractKinds.name }).from(contractKinds).orderBy(asc(contractKinds.sort), asc(contractKinds.id)),
    db
      .select({ key: contractKinds.key })
      .from(templates)
      .innerJoin(
        contractKindCategories,
        sql`${contractKindCategories.categoryId} IN (${templates.categoryId}, (SELECT parent_id FROM template_categories WHERE id = ${templates.categoryId}))`,
      )
      .innerJoin(contractKinds, eq(contractKinds.id, contractKindCategories.kindId))
      .where(and(eq(templates.id, templateId ?? 0), PUBLISHED_TEMPLATE))
      .orderBy(sql`${contractKindCategories.categoryId} = ${templates.categoryId} DESC`)
      .limit(1),
  ]);
  return { kinds, preset: preset[0]?.key ?? null };
}

/** A .docx read in memory and checked; the file is never stored. */
export async function checkDocx(db: DB, file: File, kind: string | undefined): Promise<CheckResult> {
  let text = "";
  try {
    text = readDocx((await checkUpload(file, CHECK_FILE_RULE)).bytes).body;
  } catch (e) {
    if (e instanceof UploadError) refuse(e.message);
    if (e instanceof DocxError) refuse("无法读取该 Word 文件，请确认文件未损坏，或直接粘贴合同正文");
    throw e;
  }
  if (text.length < CHECK_TEXT_MIN) refuse("没有从文件中读到合同正文，请直接粘贴合同正文");
  if (text.length > CHECK_TEXT_MAX) refuse("合同正文超过3万字，请分段粘贴检查");
  return checkText(db, text, kind);
}
