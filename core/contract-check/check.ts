import { halfWidth } from "./numbers";
import { compileAll } from "./patterns";
import { ruleFindings } from "./rules";
import type { ContractKind, Finding, KeyClause, Severity } from "./types";

export const CHECK_TEXT_MAX = 30_000;
export const CHECK_TEXT_MIN = 20;
/** The kind a text with no kind's signs reads as, and the check's name for it should the list lack it. */
export const FALLBACK_KIND = { key: "general", name: "通用合同" } as const;

export type CheckReport = { kind: string; kindName: string; detected: string; detectedName: string; findings: Finding[]; text: string };

const ORDER: Record<Severity, number> = { high: 0, medium: 1, low: 2 };

/** The kind a text reads as: the first (in the list's order) whose signs it carries, else 通用合同. */
export function detectKind(text: string, kinds: readonly ContractKind[]): ContractKind | null {
  const signed = kinds.find((k) => compileAll(k.signs).some((sign) => sign.test(text)));
  return signed ?? kinds.find((k) => k.key === FALLBACK_KIND.key) ?? null;
}

const present = (text: string, c: KeyClause) => compileAll(c.patterns).every((p) => p.test(text));

/** Key clauses of the kind that the text does not contain. */
function missingClauses(text: string, kind: ContractKind | null): Finding[] {
  return (kind?.clauses ?? [])
    .filter((c) => !present(text, c))
    .map((c) => ({
      rule: `missing-${c.key}`,
      severity: c.required ? "high" : "medium",
      title: `缺少“${c.name}”条款`,
      reason: c.why,
      at: null,
      citations: c.citations,
      suggestion: c.suggestion,
    }));
}

/**
 * 合同体检: the findings on a contract's text, most serious first, then in reading order. `kinds` are the
 * kinds with their key clauses (kept in the console); `kind` chosen by the user wins over the kind the
 * text reads as.
 */
export function checkContract(raw: string, kinds: readonly ContractKind[], kind?: string): CheckReport {
  const text = halfWidth(raw.replace(/\r\n?/g, "\n"));
  const detected = detectKind(text, kinds);
  const chosen = (kind === undefined ? null : kinds.find((k) => k.key === kind)) ?? detected;
  const key = chosen?.key ?? FALLBACK_KIND.key;
  const findings = [...ruleFindings(text, key), ...missingClauses(text, chosen)].sort(
    (a, b) => ORDER[a.severity] - ORDER[b.severity] || (a.at?.start ?? Number.MAX_SAFE_INTEGER) - (b.at?.start ?? Number.MAX_SAFE_INTEGER),
  );
  return {
    kind: key,
    kindName: chosen?.name ?? FALLBACK_KIND.name,
    detected: detected?.key ?? FALLBACK_KIND.key,
    detectedName: detected?.name ?? FALLBACK_KIND.name,
    findings,
    text,
  };
}
