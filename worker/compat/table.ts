import type { createCaller } from "../trpc/router";

// The REST surface of SPEC §7 as one table: each row is a method, a path (Hono pattern), where its
// input comes from, and the procedure it calls. Rows call procedures through the caller, so the
// access policy of the procedure applies to the REST call too.
export type Caller = ReturnType<typeof createCaller>;
export type InputSource = "none" | "query" | "json" | "form";
export type CompatRoute = {
  method: "GET" | "POST" | "PUT" | "DELETE";
  path: string;
  input: InputSource;
  call: (caller: Caller, input: Record<string, unknown>, params: Record<string, string>) => Promise<unknown>;
};

export const compatRoutes: CompatRoute[] = [
  { method: "GET", path: "/admin/category/navbar", input: "none", call: (c) => c.site.navbar() },
  { method: "GET", path: "/admin/region/cities", input: "none", call: (c) => c.regions.cities() },
  { method: "GET", path: "/admin/region/provinces", input: "none", call: (c) => c.regions.provinces() },
  { method: "GET", path: "/admin/region/tree/:province", input: "none", call: (c, _i, p) => c.regions.tree({ province: p.province ?? "" }) },
];
