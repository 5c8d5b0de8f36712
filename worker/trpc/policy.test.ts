import { describe, expect, it } from "vitest";
import { type Policy, publicProcedure, router } from "./init";
import { appRouter } from "./router";

const POLICIES: Policy[] = ["public", "user", "lawyer", "admin"];

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
