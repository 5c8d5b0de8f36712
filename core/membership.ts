// Membership display rules of SPEC §2 and §9 for the header popover and the personal centre.
export type MemberInfo = { memberStatus: 1 | 2; approachingDays: number; expirationDays: number; currentEndTime: string } | null;
export type MembershipView = { isMember: boolean; text: string; renewDays: number | null; showBuy: boolean };

export const RENEW_PROMPT_DAYS = 7;
export const EXPIRED_TEXT_DAYS = { main: 7, personal: 365 } as const;

export function membershipView(member: MemberInfo, layout: "main" | "personal"): MembershipView {
  if (!member) return { isMember: false, text: "您还不是会员", renewDays: null, showBuy: true };
  if (member.memberStatus === 2) {
    return {
      isMember: true,
      text: `会员有效期至 ${member.currentEndTime.slice(0, 10)}`,
      renewDays: member.approachingDays <= RENEW_PROMPT_DAYS ? member.approachingDays : null,
      showBuy: false,
    };
  }
  const showDays = member.expirationDays <= EXPIRED_TEXT_DAYS[layout];
  return { isMember: false, text: showDays ? `会员已过期 ${member.expirationDays} 天` : "会员已过期", renewDays: null, showBuy: true };
}
