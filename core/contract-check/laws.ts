import type { Citation } from "./types";

// The statutes the checks cite, by the titles of their in-force entries in the regulation library
// (db/seed/content/regulations). When an entry is amended the rule keeps citing it until reviewed.
export const CIVIL_CODE = "中华人民共和国民法典";
export const LABOUR_CONTRACT_LAW = "中华人民共和国劳动合同法（2012修正）";
export const LABOUR_ARBITRATION_LAW = "中华人民共和国劳动争议调解仲裁法";
export const CONTRACT_INTERPRETATION = "最高人民法院关于适用《中华人民共和国民法典》合同编通则若干问题的解释";

export const cite = (law: string, article: number): Citation => ({ law, article });

/** The articles behind each numeric rule (core/contract-check/rules.ts). */
export const RULE_CITATIONS = {
  probation: [cite(LABOUR_CONTRACT_LAW, 19), cite(LABOUR_CONTRACT_LAW, 83)],
  earnest: [cite(CIVIL_CODE, 586), cite(CIVIL_CODE, 587)],
  penalty: [cite(CIVIL_CODE, 585), cite(CONTRACT_INTERPRETATION, 65)],
  lease: [cite(CIVIL_CODE, 705)],
} as const satisfies Record<string, Citation[]>;
