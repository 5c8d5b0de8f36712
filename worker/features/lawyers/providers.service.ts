import { and, desc, eq, inArray, isNotNull, or, type SQL, sql } from "drizzle-orm";
import { LAWYER_SERVICES, type LawyerServiceKey, SELLING_LAWYER_TYPES } from "#core/lawyers";
import type { Page } from "#core/page";
import { ADVICE_LAWYER_ROLE, CUSTOMIZATION_LAWYER_ROLE } from "#core/roles";
import type { DB } from "#db/client";
import { lawyerProfiles, userRoles } from "#db/schema";
import type { ProviderListInput } from "./lawyers.schema";
import { cardPage, type LawyerCard, placeFilters } from "./lawyers.service";

// provide_lawyer (SPEC §7 Lawyers): the mini-program's "choose a lawyer" list of a service form
// (电话咨询, 在线咨询, 合同定制, 合同审查). A lawyer provides a service when the order paths would accept
// them for it: a published profile, a profession that may sell (SELLING_LAWYER_TYPES), the role that
// serves the service and a price for it. ?type=advice and ?type=customization take either of the pair.

const ROLE_OF: Record<LawyerServiceKey, string> = {
  phone: ADVICE_LAWYER_ROLE,
  online: ADVICE_LAWYER_ROLE,
  custom: CUSTOMIZATION_LAWYER_ROLE,
  review: CUSTOMIZATION_LAWYER_ROLE,
};
const PRICE_OF = {
  phone: lawyerProfiles.phonePriceFen,
  online: lawyerProfiles.onlinePriceFen,
  custom: lawyerProfiles.customPriceFen,
  review: lawyerProfiles.reviewPriceFen,
} as const;
const PROVIDER_GROUPS: Record<string, readonly LawyerServiceKey[]> = {
  ...Object.fromEntries(LAWYER_SERVICES.map((s) => [s.key, [s.key]])),
  advice: ["phone", "online"],
  customization: ["custom", "review"],
};

function offers(key: LawyerServiceKey): SQL {
  const role = sql`EXISTS (SELECT 1 FROM ${userRoles} WHERE ${userRoles.userId} = ${lawyerProfiles.userId} AND ${userRoles.role} = ${ROLE_OF[key]})`;
  return and(isNotNull(PRICE_OF[key]), role) as SQL;
}

export async function providingLawyers(db: DB, input: ProviderListInput, now: number): Promise<Page<LawyerCard>> {
  const services = PROVIDER_GROUPS[input.type ?? ""] ?? LAWYER_SERVICES.map((s) => s.key);
  const where = [
    eq(lawyerProfiles.published, true),
    inArray(lawyerProfiles.lawyerType, [...SELLING_LAWYER_TYPES]),
    or(...services.map(offers)) as SQL,
    ...placeFilters(input),
  ];
  return cardPage(db, where, [desc(lawyerProfiles.activity)], input, now);
}
