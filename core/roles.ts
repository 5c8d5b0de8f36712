// The roles of SPEC §6, named once for the worker and the pages. Members are derived from memberships,
// not roles. No zod here: the site header imports this module and core/auth stays out of the shell bundle.

export const ADVICE_LAWYER_ROLE = "ROLE_ADVICE_LAWYER";
export const CUSTOMIZATION_LAWYER_ROLE = "ROLE_CONTRACT_CUSTOMIZATION";
export const ADMIN_ROLE = "ROLE_ADMIN";
export const LAWYER_ROLES = [ADVICE_LAWYER_ROLE, CUSTOMIZATION_LAWYER_ROLE] as const;
export type LawyerRole = (typeof LAWYER_ROLES)[number];

export function isLawyerRole(role: unknown): role is LawyerRole {
  return LAWYER_ROLES.some((r) => r === role);
}

export function isLawyer(roles: readonly string[]): boolean {
  return roles.some(isLawyerRole);
}

export function isAdmin(roles: readonly string[]): boolean {
  return roles.includes(ADMIN_ROLE);
}

/**
 * Where 律师工作台 opens: 定制服务 for customisation lawyers, 咨询中心 for a lawyer who only serves
 * advice (定制服务 would only tell them it is closed to them).
 */
export function lawyerWorkbench(roles: readonly string[]): string {
  return roles.includes(ADVICE_LAWYER_ROLE) && !roles.includes(CUSTOMIZATION_LAWYER_ROLE) ? "/adviceService" : "/lawyer/customService";
}
