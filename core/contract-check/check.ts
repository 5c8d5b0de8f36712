import { type ContractKind, detectKind, KEY_CLAUSES } from "./kinds";
import { halfWidth } from "./numbers";
import { ruleFindings } from "./rules";
import type { Finding, Severity } from "./types";

export const CHECK_TEXT_MAX = 30_000;
export const CHECK_TEXT_MIN = 20;

export type CheckReport = { kind: ContractKind; detected: ContractKind; findings: Finding[]; text: string };

const ORDER: Record<Severity, number> = { high: 0, medium: 1, low: 2 };

/** Key clauses of the kind that the text does not contain. */
function missingClauses(text: string, kind: ContractKind): Finding[] {
  return KEY_CLAUSES[kind]
    .filter((c) => !c.patterns.every((p) => p.test(text)))
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
 * 合同体检: the findings on a contract's text, most serious first, then in reading order. `kind` chosen by
 * the user wins over the kind the text reads as.
 */
export function checkContract(raw: string, kind?: ContractKind): CheckReport {
  const text = halfWidth(raw.replace(/\r\n?/g, "\n"));
  const detected = detectKind(text);
  const chosen = kind ?? detected;
  const findings = [...ruleFindings(text, chosen), ...missingClauses(text, chosen)].sort(
    (a, b) => ORDER[a.severity] - ORDER[b.severity] || (a.at?.start ?? Number.MAX_SAFE_INTEGER) - (b.at?.start ?? Number.MAX_SAFE_INTEGER),
  );
  return { kind: chosen, detected, findings, text };
}
