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

/**
 * Back-office staff (issue 16): besides ROLE_ADMIN, who sees everything, each role works one area of
 * the console. The areas are declared once here: tRPC builders enforce them on procedures
 * (worker/trpc/init.ts) and the console layout shows and opens only the sections of the user's areas.
 */
export const CONTENT_ROLE = "ROLE_CONTENT_REVIEW";
export const FINANCE_ROLE = "ROLE_FINANCE";
export const SERVICE_ROLE = "ROLE_CUSTOMER_SERVICE";
export const STAFF_ROLES = [CONTENT_ROLE, FINANCE_ROLE, SERVICE_ROLE] as const;

export type ConsoleArea = "content" | "finance" | "service" | "admin";
export const AREA_ROLE: Record<Exclude<ConsoleArea, "admin">, string> = { content: CONTENT_ROLE, finance: FINANCE_ROLE, service: SERVICE_ROLE };
export const ROLE_TEXT: Record<string, string> = {
  [ADMIN_ROLE]: "管理员",
  [CONTENT_ROLE]: "内容审核",
  [FINANCE_ROLE]: "财务",
  [SERVICE_ROLE]: "客服",
  [ADVICE_LAWYER_ROLE]: "咨询律师",
  [CUSTOMIZATION_LAWYER_ROLE]: "定制律师",
};

/** The roles that may act in an area: its own role and the administrator. */
export function rolesOfArea(area: ConsoleArea): readonly string[] {
  return area === "admin" ? [ADMIN_ROLE] : [ADMIN_ROLE, AREA_ROLE[area]];
}

export function canWork(roles: readonly string[], area: ConsoleArea): boolean {
  return rolesOfArea(area).some((r) => roles.includes(r));
}

export function isStaff(roles: readonly string[]): boolean {
  return isAdmin(roles) || STAFF_ROLES.some((r) => roles.includes(r));
}

/** The console's sections in menu order, each in one area; the first the user may open is their landing page. */
export const CONSOLE_SECTIONS: readonly { path: string; label: string; area: ConsoleArea }[] = [
  { path: "/console", label: "概览与入驻申请", area: "service" },
  { path: "/console/orders", label: "订单与退款", area: "service" },
  { path: "/console/advice", label: "咨询订单", area: "service" },
  { path: "/console/custom", label: "定制订单", area: "service" },
  { path: "/console/reviews", label: "内容审核", area: "content" },
  { path: "/console/certifications", label: "律师认证审核", area: "content" },
  { path: "/console/ads", label: "广告审核", area: "content" },
  { path: "/console/brand", label: "商标分类表", area: "content" },
  { path: "/console/citations", label: "引用复核", area: "content" },
  { path: "/console/contract-check", label: "合同体检规则", area: "content" },
  { path: "/console/content/templates", label: "范本管理", area: "content" },
  { path: "/console/content/regulations", label: "法律法规管理", area: "content" },
  { path: "/console/content/cases", label: "案例管理", area: "content" },
  { path: "/console/content/clauses", label: "条款管理", area: "content" },
  { path: "/console/content/documents", label: "文书管理", area: "content" },
  { path: "/console/content/articles", label: "文章与法律知识", area: "content" },
  { path: "/console/content/lawyer-cases", label: "律师代表案例", area: "content" },
  { path: "/console/categories", label: "分类管理", area: "content" },
  { path: "/console/dictionaries", label: "数据字典", area: "content" },
  { path: "/console/real-names", label: "实名认证审核", area: "finance" },
  { path: "/console/withdrawals", label: "提现与活动奖励", area: "finance" },
  { path: "/console/invoices", label: "发票管理", area: "finance" },
  { path: "/console/activation-codes", label: "会员激活码", area: "finance" },
  { path: "/console/staff", label: "人员与权限", area: "admin" },
  { path: "/console/audit", label: "操作日志", area: "admin" },
];

/** The section a console path belongs to (the longest matching prefix), or null for an unknown path. */
export function consoleSectionOf(pathname: string) {
  const path = pathname.replace(/\/+$/, "") || "/";
  let best: (typeof CONSOLE_SECTIONS)[number] | null = null;
  for (const s of CONSOLE_SECTIONS) {
    const hit = path === s.path || (s.path !== "/console" && path.startsWith(`${s.path}/`)) || path.startsWith(`${s.path}.`);
    if (hit && (!best || s.path.length > best.path.length)) best = s;
  }
  return best;
}
