import { TRPCError } from "@trpc/server";
import { and, eq, inArray, sql } from "drizzle-orm";
import { ADMIN_ROLE, STAFF_ROLES } from "#core/roles";
import type { DB } from "#db/client";
import { userRoles, users } from "#db/schema";

// 人员与权限: who works in the console and in which area. The administrator grants and revokes the staff
// roles (内容审核, 财务, 客服); lawyer roles come from certification only, ROLE_ADMIN from deployment.

export type StaffMember = { userId: number; phone: string; nickname: string; roles: string[] };

export async function staffMembers(db: DB): Promise<StaffMember[]> {
  const rows = await db
    .select({ userId: users.id, phone: users.phone, nickname: users.nickname, role: userRoles.role })
    .from(userRoles)
    .innerJoin(users, eq(users.id, userRoles.userId))
    .where(inArray(userRoles.role, [ADMIN_ROLE, ...STAFF_ROLES]))
    .orderBy(users.id);
  const byUser = new Map<number, StaffMember>();
  for (const r of rows) {
    const member = byUser.get(r.userId) ?? { userId: r.userId, phone: r.phone, nickname: r.nickname, roles: [] };
    member.roles.push(r.role);
    byUser.set(r.userId, member);
  }
  return [...byUser.values()];
}

export async function grantStaffRole(db: DB, phone: string, role: (typeof STAFF_ROLES)[number]): Promise<StaffMember> {
  const user = await db.query.users.findFirst({ columns: { id: true, phone: true, nickname: true }, where: eq(users.phone, phone) });
  if (!user) throw new TRPCError({ code: "NOT_FOUND", message: "该手机号尚未注册，请让对方先登录契合一次" });
  await db.insert(userRoles).values({ userId: user.id, role }).onConflictDoNothing();
  const member = (await staffMembers(db)).find((m) => m.userId === user.id);
  if (!member) throw new TRPCError({ code: "INTERNAL_SERVER_ERROR" });
  return member;
}

/** Staff roles only; the guard keeps the console from losing a role that is not a staff role. */
export async function revokeStaffRole(db: DB, userId: number, role: (typeof STAFF_ROLES)[number]): Promise<void> {
  const gone = await db
    .delete(userRoles)
    .where(and(eq(userRoles.userId, userId), eq(userRoles.role, role), sql`${userRoles.role} <> ${ADMIN_ROLE}`))
    .returning({ userId: userRoles.userId });
  if (!gone[0]) throw new TRPCError({ code: "NOT_FOUND", message: "该人员没有这个角色" });
}
