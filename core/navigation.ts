// Navigation of SPEC §2: the main bar, the lawyer-directory bar and the personal-centre menus.
/** dot: updated; new: a new section; ad: a paid navbar placement (推广). */
export type NavBadge = "dot" | "new" | "ad";
export type NavItem = { name: string; routePath: string; badge?: NavBadge; external?: boolean };

/** Main navigation in SPEC order; the external case-management link is appended from configuration. */
export const DEFAULT_NAV: readonly NavItem[] = [
  { name: "合同库", routePath: "/" },
  { name: "条款库", routePath: "/clause" },
  { name: "文书库", routePath: "/documentLibrary" },
  { name: "法律文集", routePath: "/lawyerArticle" },
  { name: "找律师", routePath: "/seekLawyer" },
  { name: "法律法规", routePath: "/regulations" },
  { name: "案例库", routePath: "/caseLibrary", badge: "dot" },
  { name: "诉讼费计算器", routePath: "/litigationCosts" },
  { name: "商标分类表", routePath: "/brand", badge: "new" },
];

export const CASE_SYSTEM_NAV_NAME = "律师办案系统";

export const LAWYER_DIRECTORY_NAV: readonly NavItem[] = [
  { name: "合同库", routePath: "/" },
  { name: "文书库", routePath: "/documentLibrary" },
  { name: "条款库", routePath: "/clause" },
  { name: "法律文集", routePath: "/lawyerArticle" },
  { name: "找律师", routePath: "/seekLawyer" },
];

/** Paths whose lawyer-directory layout shows the location bar and the 全部律师 link. */
export const LAWYER_LOCATION_PATHS: readonly string[] = [
  "/seekLawyer",
  "/seekSearch",
  "/pages/seekLawyer/seekLawyer",
  "/pages/seekSecondLevelLawyer/seekSecondLevelLawyer",
  "/areasOfExpertise",
];

export const PERSONAL_CENTER_MENU: readonly NavItem[] = [
  { name: "我的资料", routePath: "/personalCenter/myInfo/myInfo" },
  { name: "律师认证", routePath: "/lawyerAuthentication" },
  { name: "我的会员", routePath: "/myMember" },
  { name: "我的收益", routePath: "/myEarnings" },
  { name: "我的积分", routePath: "/myIntegral" },
  { name: "上传专区", routePath: "/mySpecialArea" },
  { name: "我的模板", routePath: "/myTemplate" },
  { name: "我的咨询", routePath: "/myAdvice" },
  { name: "定制与审核", routePath: "/custom" },
  { name: "我的订单", routePath: "/myOrder" },
  { name: "我的开票", routePath: "/myInvoice" },
  { name: "系统安全", routePath: "/systemSecurity" },
];

export const LAWYER_CENTER_MENU: readonly NavItem[] = [
  { name: "定制服务", routePath: "/lawyer/customService" },
  { name: "咨询中心", routePath: "/adviceService" },
];

/** Whether a nav item is the active one for the current pathname ("/" only matches itself). */
export function isActivePath(routePath: string, pathname: string): boolean {
  if (routePath === "/") return pathname === "/" || pathname === "/pages/contractLibrary/contractLibrary";
  return pathname === routePath || pathname.startsWith(`${routePath}/`);
}
