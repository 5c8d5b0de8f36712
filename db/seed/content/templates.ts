// Seed contract templates for the contract library (合同库): about 120 texts across every subcategory
// of TEMPLATE_CATEGORIES, assembled from clause blocks in ./templates/ so each reads as a complete
// contract with consecutively numbered articles.
import { constructionTemplates } from "./templates/construction.ts";
import { equityTemplates } from "./templates/equity.ts";
import { familyTemplates } from "./templates/family.ts";
import { financeTemplates } from "./templates/finance.ts";
import { governanceTemplates } from "./templates/governance.ts";
import { ipTemplates } from "./templates/ip.ts";
import type { TemplateSeed } from "./templates/kit.ts";
import { laborTemplates } from "./templates/labor.ts";
import { leaseTemplates } from "./templates/lease.ts";
import { ndaTemplates } from "./templates/nda.ts";
import { saleTemplates } from "./templates/sale.ts";
import { serviceTemplates } from "./templates/service.ts";
import { techTemplates } from "./templates/tech.ts";

export type { TemplateSeed };

/** All seed templates, grouped by top-level category in TEMPLATE_CATEGORIES order. */
export function templateSeeds(): TemplateSeed[] {
  return [
    ...saleTemplates(),
    ...leaseTemplates(),
    ...laborTemplates(),
    ...constructionTemplates(),
    ...financeTemplates(),
    ...equityTemplates(),
    ...ipTemplates(),
    ...techTemplates(),
    ...serviceTemplates(),
    ...familyTemplates(),
    ...governanceTemplates(),
    ...ndaTemplates(),
  ];
}
