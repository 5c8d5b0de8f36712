import { hashPassword } from "../../worker/features/auth/password.ts";
import type { SqlValue } from "./sql.ts";

// Demo accounts for local use only (README lists them); one password for all.
export const DEMO_PASSWORD = "Qihe@2026";
const DAY = 86_400_000;

const ACCOUNTS = [
  { id: 1, phone: "13800000000", nickname: "平台运营", realName: "周敏", roles: ["ROLE_ADMIN"] },
  { id: 2, phone: "13800000001", nickname: "小林", realName: "林晓", roles: [] },
  { id: 3, phone: "13800000002", nickname: "王律师", realName: "王建国", roles: ["ROLE_ADVICE_LAWYER", "ROLE_CONTRACT_CUSTOMIZATION"] },
  { id: 4, phone: "13800000003", nickname: "陈总", realName: "陈静", roles: [] },
  { id: 5, phone: "13800000004", nickname: "小赵", realName: "赵磊", roles: [] },
  // Back-office staff, one per console area (core/roles.ts).
  { id: 6, phone: "13800000005", nickname: "内容审核专员", realName: "孙悦", roles: ["ROLE_CONTENT_REVIEW"] },
  { id: 7, phone: "13800000006", nickname: "财务专员", realName: "钱丽", roles: ["ROLE_FINANCE"] },
  { id: 8, phone: "13800000007", nickname: "客服专员", realName: "吴婷", roles: ["ROLE_CUSTOMER_SERVICE"] },
] as const;

export async function accountRows(pepper: string, now: number): Promise<Record<string, Record<string, SqlValue>[]>> {
  const users: Record<string, SqlValue>[] = [];
  for (const a of ACCOUNTS) {
    users.push({
      id: a.id,
      phone: a.phone,
      password_hash: await hashPassword(DEMO_PASSWORD, pepper),
      nickname: a.nickname,
      real_name: a.realName,
      avatar_key: null,
      created_at: now,
      updated_at: now,
    });
  }
  return {
    users,
    user_roles: ACCOUNTS.flatMap((a) => a.roles.map((role) => ({ user_id: a.id, role }))),
    memberships: [{ user_id: 4, start_at: now - 165 * DAY, end_at: now + 200 * DAY, source: "平台购买" }],
    // The WeChat sandbox's "已绑定的演示账号" identity belongs to the ordinary demo user.
    social_identities: [{ user_id: 2, provider: "WX", subject: "sandbox-unionid-demo", nickname: "微信用户-演示", created_at: now }],
  };
}
