// Seed documents for the document library (文书库): about 65 litigation (诉讼文书) and non-litigation
// (非诉文书) documents across every subcategory of DOCUMENT_CATEGORIES, each with 填写说明.
import { appealDocuments } from "./appeal.ts";
import { authorizationDocuments } from "./authorization.ts";
import { corporateDocuments } from "./corporate.ts";
import { enforcementDocuments } from "./enforcement.ts";
import { evidenceDocuments } from "./evidence.ts";
import { hrDocuments } from "./hr.ts";
import type { DocumentSeed } from "./kit.ts";
import { letterDocuments } from "./letters.ts";
import { personalDocuments } from "./personal.ts";
import { pleadingDocuments } from "./pleadings.ts";
import { procedureDocuments } from "./procedure.ts";

export { DOCUMENT_CATEGORIES } from "./categories.ts";
export type { DocumentSeed };

export function documentSeeds(): DocumentSeed[] {
  return [
    ...pleadingDocuments,
    ...appealDocuments,
    ...enforcementDocuments,
    ...evidenceDocuments,
    ...procedureDocuments,
    ...letterDocuments,
    ...authorizationDocuments,
    ...corporateDocuments,
    ...hrDocuments,
    ...personalDocuments,
  ];
}
