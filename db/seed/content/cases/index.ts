// The teaching cases of the case library (案例库): judgments adapted for study (案例改编), parties
// anonymised, reasoning and citations following current law. Read only by the seed and test fixtures.
import { companyCases } from "./company.ts";
import { familyCases } from "./family.ts";
import { ipCases } from "./ip.ts";
import type { CaseSeed } from "./kit.ts";
import { laborCases } from "./labor.ts";
import { loanCases } from "./loans.ts";
import { miscCases } from "./misc.ts";
import { personalityCases } from "./personality.ts";
import { saleLeaseCases } from "./sale-lease.ts";
import { successionCases } from "./succession.ts";
import { tortCases } from "./torts.ts";
import { worksCases } from "./works.ts";

export { CASE_CAUSES } from "./causes.ts";
export type { CaseSeed };

export function caseSeeds(): CaseSeed[] {
  return [
    ...saleLeaseCases(),
    ...loanCases(),
    ...worksCases(),
    ...laborCases(),
    ...tortCases(),
    ...personalityCases(),
    ...familyCases(),
    ...successionCases(),
    ...companyCases(),
    ...ipCases(),
    ...miscCases(),
  ];
}
