import { env } from "cloudflare:workers";
import { desc, eq } from "drizzle-orm";
import { beforeAll, describe, expect, it } from "vitest";
import { ADMIN_ROLE, CONTENT_ROLE, type ConsoleArea, canWork, consoleSectionOf, FINANCE_ROLE, rolesOfArea, SERVICE_ROLE } from "#core/roles";
import { createDb } from "#db/client";
import { auditLog, settleInApplications, userRoles, users } from "#db/schema";
import type { SessionUser } from "#worker/middleware/session";
import { callerFor } from "../../tests/setup/helpers";
import type { Policy } from "./init";
import { appRouter } from "./router";

const db = createDb(env.DB);
type AnyProcedure = { _def: { meta?: { policy?: Policy }; type: string } };

const PEOPLE: Record<string, SessionUser & { role: string | null }> = {
  admin: { id: 9601, roles: [], role: ADMIN_ROLE },
  content: { id: 9602, roles: [], role: CONTENT_ROLE },
  finance: { id: 9603, roles: [], role: FINANCE_ROLE },
  service: { id: 9604, roles: [], role: SERVICE_ROLE },
  user: { id: 9605, roles: [], role: null },
};

beforeAll(async () => {
  for (const p of Object.values(PEOPLE)) {
    await db.insert(users).values({ id: p.id, phone: `1390000${p.id}`, nickname: `人员${p.id}`, createdAt: 1, updatedAt: 1 });
    if (p.role) await db.insert(userRoles).values({ userId: p.id, role: p.role });
  }
  // Someone the admin gives roles to and takes them back from, leaving PEOPLE as they are.
  await db.insert(users).values({ id: 9606, phone: "13900009606", nickname: "新同事", createdAt: 1, updatedAt: 1 });
});

/** Calls a procedure by its path (routers nest to any depth) with an empty input; the error code, or "ok". */
async function attempt(user: SessionUser, path: string): Promise<string> {
  type Node = { [key: string]: Node } & ((input: unknown) => Promise<unknown>);
  const procedure = path.split(".").reduce<Node>((node, key) => node[key] as Node, callerFor(user) as unknown as Node);
  try {
    await procedure({});
    return "ok";
  } catch (error) {
    return (error as { code?: string }).code ?? "error";
  }
}

describe("staff roles", () => {
  const STAFF_POLICIES: readonly Policy[] = ["admin", "content", "finance", "service", "staff"];
  const procedures = Object.entries(appRouter._def.procedures as unknown as Record<string, AnyProcedure>).filter(([, p]) =>
    STAFF_POLICIES.includes(p._def.meta?.policy as Policy),
  );

  it("role policies: every console procedure lets in its area's role and the admin, and refuses every other role", async () => {
    expect(procedures.length).toBeGreaterThan(40);
    for (const [path, p] of procedures) {
      const policy = p._def.meta?.policy as ConsoleArea | "staff";
      for (const [who, person] of Object.entries(PEOPLE)) {
        const allowed = person.role !== null && (policy === "staff" ? who !== "user" : rolesOfArea(policy).includes(person.role));
        const outcome = await attempt(person, path);
        if (allowed) expect(outcome, `${who} → ${path}`).not.toBe("FORBIDDEN");
        else expect(outcome, `${who} → ${path}`).toBe("FORBIDDEN");
      }
    }
    // Five people call every console procedure one after another: longer than the default 5 s.
  }, 30_000);

  it("role policies: the console's sections follow the same areas", () => {
    expect(consoleSectionOf("/console/invoices")?.area).toBe("finance");
    expect(consoleSectionOf("/console/reviews")?.area).toBe("content");
    expect(consoleSectionOf("/console/activation-codes.csv")?.area).toBe("finance");
    expect(consoleSectionOf("/console")?.area).toBe("service");
    expect(consoleSectionOf("/console/audit")?.area).toBe("admin");
    expect(canWork([FINANCE_ROLE], "content")).toBe(false);
    expect(canWork([ADMIN_ROLE], "content")).toBe(true);
  });
});

describe("audit log", () => {
  it("audit: a console write records who, the input and the changed fields of its row before and after", async () => {
    const [app] = await db
      .insert(settleInApplications)
      .values({ name: "李律师", phone: "13911112222", firm: "北京某某律师事务所", regionCode: "110105", practiceYears: 6, createdAt: 1 })
      .returning();
    await callerFor(PEOPLE.service as SessionUser).settleIn.markContacted({ id: app?.id });
    const [entry] = await db.select().from(auditLog).where(eq(auditLog.action, "settleIn.markContacted")).orderBy(desc(auditLog.id)).limit(1);
    expect(entry).toMatchObject({ actorId: PEOPLE.service?.id, actorRoles: SERVICE_ROLE, target: `settle_in_applications#${app?.id}` });
    expect(JSON.parse(entry?.input ?? "{}")).toEqual({ id: app?.id });
    expect(JSON.parse(entry?.before ?? "{}")).toMatchObject({ status: "pending", contacted_at: null });
    expect(JSON.parse(entry?.after ?? "{}")).toMatchObject({ status: "contacted" });
    expect(JSON.parse(entry?.after ?? "{}")).not.toHaveProperty("name");
  });

  it("audit: a refused write leaves no entry, and reads are not logged", async () => {
    const before = (await db.select().from(auditLog)).length;
    await expect(callerFor(PEOPLE.service as SessionUser).settleIn.markContacted({ id: 999_999 })).rejects.toThrow("该申请已处理或不存在");
    await callerFor(PEOPLE.service as SessionUser).settleIn.list({ current: 1, size: 10 });
    expect((await db.select().from(auditLog)).length).toBe(before);
  });

  it("audit: the log is the admin's, filterable by operation and person", async () => {
    await callerFor(PEOPLE.admin as SessionUser).audit.grant({ phone: "13900009606", role: "ROLE_FINANCE" });
    const page = await callerFor(PEOPLE.admin as SessionUser).audit.page({ current: 1, size: 10, action: "audit.grant", actor: "13900009601" });
    expect(page.records[0]).toMatchObject({ action: "audit.grant", actorPhone: "13900009601" });
    expect(page.actions).toContain("settleIn.markContacted");
    await expect(callerFor(PEOPLE.finance as SessionUser).audit.page({ current: 1, size: 10 })).rejects.toThrow("没有权限执行此操作");
  });
});

describe("人员与权限", () => {
  it("staff: the admin grants and revokes a staff role; ROLE_ADMIN is not revoked here", async () => {
    const admin = callerFor(PEOPLE.admin as SessionUser);
    const colleague: SessionUser = { id: 9606, roles: [] };
    const member = await admin.audit.grant({ phone: "13900009606", role: "ROLE_CUSTOMER_SERVICE" });
    expect(member.roles).toContain("ROLE_CUSTOMER_SERVICE");
    expect(await attempt(colleague, "ordersAdmin.refundQueue")).not.toBe("FORBIDDEN");
    await admin.audit.revoke({ userId: colleague.id, role: "ROLE_CUSTOMER_SERVICE" });
    expect(await attempt(colleague, "ordersAdmin.refundQueue")).toBe("FORBIDDEN");
    await expect(admin.audit.revoke({ userId: PEOPLE.admin?.id, role: "ROLE_ADMIN" as "ROLE_FINANCE" })).rejects.toThrow();
    await expect(admin.audit.grant({ phone: "13999999999", role: "ROLE_FINANCE" })).rejects.toThrow("该手机号尚未注册");
  });
});
