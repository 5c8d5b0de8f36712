import { env } from "cloudflare:workers";
import { describe, expect, it } from "vitest";
import { createDb } from "#db/client";
import { userRoles, users } from "#db/schema";
import { callerFor } from "../../tests/setup/helpers";
import { type Policy, publicProcedure, router } from "./init";
import { appRouter } from "./router";

const POLICIES: Policy[] = ["public", "user", "lawyer", "admin", "content", "finance", "service", "staff"];

type AnyProcedure = { _def: { meta?: { policy?: unknown } } };

function undeclared(procedures: Record<string, AnyProcedure>): string[] {
  return Object.entries(procedures)
    .filter(([, p]) => !POLICIES.includes(p._def.meta?.policy as Policy))
    .map(([path]) => path);
}

describe("access policies", () => {
  it("every procedure of appRouter declares one", () => {
    const procedures = appRouter._def.procedures as unknown as Record<string, AnyProcedure>;
    expect(Object.keys(procedures).length).toBeGreaterThan(5);
    expect(undeclared(procedures)).toEqual([]);
  });

  it("the check catches a procedure without a policy", () => {
    const withHole = router({ ok: publicProcedure.query(() => 1), hole: publicProcedure.meta({ policy: undefined as unknown as Policy }).query(() => 2) });
    expect(undeclared(withHole._def.procedures as unknown as Record<string, AnyProcedure>)).toEqual(["hole"]);
  });
});

describe("roles granted after the token was issued", () => {
  it("lets a lawyer approved since their last refresh in, and keeps others out", async () => {
    const db = createDb(env.DB);
    await db.insert(users).values([
      { id: 8801, phone: "13900008801", nickname: "新律师", createdAt: 1, updatedAt: 1 },
      { id: 8802, phone: "13900008802", nickname: "普通用户", createdAt: 1, updatedAt: 1 },
    ]);
    await db.insert(userRoles).values({ userId: 8801, role: "ROLE_ADVICE_LAWYER" });
    const page = await callerFor({ id: 8801, roles: [] }).lawyers.visits({ current: 1, size: 10 });
    expect(page.total).toBe(0);
    await expect(callerFor({ id: 8802, roles: [] }).lawyers.visits({ current: 1, size: 10 })).rejects.toThrow("没有权限执行此操作");
    await expect(callerFor({ id: 8801, roles: [] }).ordersAdmin.events()).rejects.toThrow("没有权限执行此操作");
  });
});
