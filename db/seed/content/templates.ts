// Seed contract templates for the contract library (合同库): about 310 texts across every subcategory
// of TEMPLATE_CATEGORIES, assembled from clause blocks in ./templates/ so each reads as a complete
// contract with consecutively numbered articles.
import { constructionTemplates } from "./templates/construction.ts";
import { constructionTemplates2 } from "./templates/construction2.ts";
import { equityTemplates } from "./templates/equity.ts";
import { equityTemplates2 } from "./templates/equity2.ts";
import { familyTemplates } from "./templates/family.ts";
import { familyTemplates2 } from "./templates/family2.ts";
import { financeTemplates } from "./templates/finance.ts";
import { financeTemplates2 } from "./templates/finance2.ts";
import { governanceTemplates } from "./templates/governance.ts";
import { governanceTemplates2 } from "./templates/governance2.ts";
import { ipTemplates } from "./templates/ip.ts";
import { ipTemplates2 } from "./templates/ip2.ts";
import type { TemplateSeed } from "./templates/kit.ts";
import { laborTemplates } from "./templates/labor.ts";
import { laborTemplates2 } from "./templates/labor2.ts";
import { leaseTemplates } from "./templates/lease.ts";
import { leaseTemplates2 } from "./templates/lease2.ts";
import { ndaTemplates } from "./templates/nda.ts";
import { ndaTemplates2 } from "./templates/nda2.ts";
import { saleTemplates } from "./templates/sale.ts";
import { saleTemplates2 } from "./templates/sale2.ts";
import { serviceTemplates } from "./templates/service.ts";
import { serviceTemplates2 } from "./templates/service2.ts";
import { techTemplates } from "./templates/tech.ts";
import { techTemplates2 } from "./templates/tech2.ts";

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
    // Second batch, appended so the first 126 templates keep their ids.
    ...saleTemplates2(),
    ...leaseTemplates2(),
    ...laborTemplates2(),
    ...constructionTemplates2(),
    ...financeTemplates2(),
    ...equityTemplates2(),
    ...ipTemplates2(),
    ...techTemplates2(),
    ...serviceTemplates2(),
    ...familyTemplates2(),
    ...governanceTemplates2(),
    ...ndaTemplates2(),
  ];
}
