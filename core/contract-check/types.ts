// 合同体检 (issue 18): deterministic, explainable checks of a contract's text. Pure code shared by the
// server and the page; the statute behind a finding is named by title and article number and linked
// by the server to the regulation library.

export type Severity = "high" | "medium" | "low";
export const SEVERITY_TEXT: Record<Severity, string> = { high: "高风险", medium: "需注意", low: "提示" };

/**
 * A statute article by the exact title of its library entry (the version in force) and its number; a
 * key clause kept in the console also names the entry by id (what it was bound to when saved).
 */
export type Citation = { law: string; article: number; regulationId?: number };

/** Where a finding is in the text (UTF-16 offsets of the checked text). */
export type Span = { start: number; end: number };

/** What to put in instead: a clause of the clause library by its id or title, or a drafted sentence. */
export type Suggestion = { clauseId: number } | { clauseTitle: string } | { text: string };

export type Finding = {
  rule: string;
  severity: Severity;
  title: string;
  reason: string;
  at: Span | null;
  citations: Citation[];
  suggestion: Suggestion | null;
};

/** A clause a kind of contract must (required: high) or should (medium) contain. */
export type KeyClause = {
  key: string;
  name: string;
  required: boolean;
  /** In the syntax of ./patterns.ts; the clause is present when every one of them is found. */
  patterns: string[];
  why: string;
  citations: Citation[];
  suggestion: Suggestion | null;
};

/** A kind of contract: how a text is recognised as one (any sign found) and its key clauses, in order. */
export type ContractKind = { key: string; name: string; signs: string[]; clauses: KeyClause[] };
