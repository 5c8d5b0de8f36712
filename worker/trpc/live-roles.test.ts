import { env } from "cloudflare:workers";
import { and, eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { createDb } from "#db/client";
import { userRoles, users } from "#db/schema";
import { request } from "../../tests/setup/helpers";
import { clientMeta, issueSession } from "../features/auth/tokens.service";

const db = createDb(env.DB);

async function signedIn(phone: string, roles: string[]) {
  const [user] = await db.insert(users).values({ phone, nickname: "角色", createdAt: 1, updatedAt: 1 }).returning();
  if (!user) throw new Error("no user");
  if (roles.length > 0) await db.insert(userRoles).values(roles.map((role) => ({ userId: user.id, role })));
  const session = await issueSession(db, env.AUTH_SECRET, user.id, clientMeta(new Request("http://localhost/")), Date.now());
  expect(session.user.roles.sort()).toEqual([...roles].sort());
  const get = (path: string) => request(path, { headers: { authorization: `Bearer ${session.accessToken}` } });
  const revoke = (role: string) => db.delete(userRoles).where(and(eq(userRoles.userId, user.id), eq(userRoles.role, role)));
  return { get, revoke };
}

describe("roles revoked take effect at once", () => {
  it("roles revoked take effect at once: a lawyer whose role is withdrawn is refused with the same token", async () => {
    const lawyer = await signedIn("13900007201", ["ROLE_ADVICE_LAWYER"]);
    const visits = "/api/trpc/lawyers.visits?input=%7B%22current%22%3A1%2C%22size%22%3A10%7D";
    expect((await lawyer.get(visits)).status).toBe(200);
    await lawyer.revoke("ROLE_ADVICE_LAWYER");
    const refused = await lawyer.get(visits);
    expect(refused.status).toBe(403);
    expect(JSON.stringify(await refused.json())).toContain("没有权限执行此操作");
  });

  it("roles revoked take effect at once: an admin whose role is withdrawn is refused with the same token", async () => {
    const admin = await signedIn("13900007202", ["ROLE_ADMIN"]);
    const pending = "/api/trpc/certification.pendingCount";
    expect((await admin.get(pending)).status).toBe(200);
    await admin.revoke("ROLE_ADMIN");
    expect((await admin.get(pending)).status).toBe(403);
  });
});
