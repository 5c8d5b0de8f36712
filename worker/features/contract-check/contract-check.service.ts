import { TRPCError } from "@trpc/server";
import { and, inArray, isNull } from "drizzle-orm";
import { CHECK_TEXT_MAX, CHECK_TEXT_MIN, type CheckReport, checkContract } from "#core/contract-check/check";
import type { ContractKind } from "#core/contract-check/kinds";
import { sentenceAt } from "#core/contract-check/rules";
import type { Citation, Finding, Span } from "#core/contract-check/types";
import { articleAnchor, numberToCn, TIMELINESS, type Timeliness } from "#core/regulations";
import type { DB } from "#db/client";
import { clauses, regulations } from "#db/schema";
import { checkUpload, UploadError } from "../../files/checked-upload";
import { DocxError, readDocx } from "../publishing/docx-reader";

// 合同体检 on the server: the pure checks of core/contract-check, with each cited article linked to its
// entry in the regulation library (and its 时效性) and each suggested clause read from the clause library.

export type LinkedCitation = Citation & { label: string; href: string | null; timeliness: string | null };
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

async function link(db: DB, report: CheckReport): Promise<CheckResult> {
  const laws = [...new Set(report.findings.flatMap((f) => f.citations.map((c) => c.law)))];
  const titles = [...new Set(report.findings.flatMap((f) => (f.suggestion && "clauseTitle" in f.suggestion ? [f.suggestion.clauseTitle] : [])))];
  const [regs, picks] = await Promise.all([
    laws.length
      ? db
          .select({ id: regulations.id, title: regulations.title, timeliness: regulations.timeliness })
          .from(regulations)
          .where(and(inArray(regulations.title, laws), isNull(regulations.hiddenAt)))
      : [],
    titles.length
      ? db
          .select({ id: clauses.id, title: clauses.title, body: clauses.body })
          .from(clauses)
          .where(and(inArray(clauses.title, titles), isNull(clauses.hiddenAt)))
      : [],
  ]);
  const reg = new Map(regs.map((r) => [r.title, r]));
  const clause = new Map(picks.map((c) => [c.title, c]));
  const findings = report.findings.map((f): LinkedFinding => {
    const citations = f.citations.map((c) => {
      const r = reg.get(c.law);
      return {
        ...c,
        label: citationLabel(c),
        href: r ? `/regulations/${r.id}#${articleAnchor(c.article)}` : null,
        timeliness: r ? (TIMELINESS[r.timeliness as Timeliness] ?? null) : null,
      };
    });
    let suggestion: LinkedFinding["suggestion"] = null;
    if (f.suggestion && "text" in f.suggestion) suggestion = { title: null, body: f.suggestion.text, href: null };
    else if (f.suggestion) {
      const c = clause.get(f.suggestion.clauseTitle);
      suggestion = c ? { title: c.title, body: c.body, href: `/clause?keyword=${encodeURIComponent(c.title)}` } : null;
    }
    return { ...f, quote: quoteOf(report.text, f.at), citations, suggestion };
  });
  return { ...report, findings };
}

export function checkText(db: DB, text: string, kind: ContractKind | undefined): Promise<CheckResult> {
  return link(db, checkContract(text, kind));
}

const refuse = (message: string): never => {
  throw new TRPCError({ code: "BAD_REQUEST", message });
};

/** A .docx read in memory and checked; the file is never stored. */
export async function checkDocx(db: DB, file: File, kind: ContractKind | undefined): Promise<CheckResult> {
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
