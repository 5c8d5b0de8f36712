import { feeInYuan, litigationQuery, rangeInYuan } from "../features/fees/fees.schema";
import type { createCaller } from "../trpc/router";

// The REST surface of SPEC §7 as one table: each row is a method, a path (Hono pattern), where its
// input comes from, and the procedure it calls. Rows call procedures through the caller, so the
// access policy of the procedure applies to the REST call too.
export type Caller = ReturnType<typeof createCaller>;

const str = (v: unknown) => (typeof v === "string" ? v : undefined);
export type InputSource = "none" | "query" | "json" | "form";
export type CompatRoute = {
  method: "GET" | "POST" | "PUT" | "DELETE";
  path: string;
  input: InputSource;
  call: (caller: Caller, input: Record<string, unknown>, params: Record<string, string>) => Promise<unknown>;
};

export const compatRoutes: CompatRoute[] = [
  { method: "GET", path: "/admin/user/info", input: "none", call: (c) => c.auth.info() },
  {
    method: "POST",
    path: "/admin/sms/login",
    input: "json",
    call: (c, i) => c.auth.sendCode({ phone: String(i.phone ?? ""), purpose: "login", captchaVerification: str(i.captchaVerification) }),
  },
  {
    method: "POST",
    path: "/admin/sms/register",
    input: "json",
    call: (c, i) => c.auth.sendCode({ phone: String(i.phone ?? ""), purpose: "register", captchaVerification: str(i.captchaVerification) }),
  },
  {
    method: "POST",
    path: "/admin/sms/bind",
    input: "json",
    call: (c, i) => c.auth.sendCode({ phone: String(i.phone ?? ""), purpose: "bind", captchaVerification: str(i.captchaVerification) }),
  },
  { method: "POST", path: "/admin/sms/reset_password", input: "json", call: (c, i) => c.auth.sendCode({ phone: String(i.phone ?? ""), purpose: "reset" }) },
  { method: "POST", path: "/admin/user/modify_avatar", input: "form", call: (c, i) => c.users.uploadAvatar({ file: i.file as File }) },
  {
    method: "PUT",
    path: "/admin/user/basic",
    input: "json",
    call: (c, i) => c.users.updateProfile({ nickname: String(i.nickname ?? ""), realName: String(i.realName ?? "") }),
  },
  {
    method: "PUT",
    path: "/admin/user/modify_pwd",
    input: "json",
    call: (c, i) =>
      c.auth.changePassword({ oldPassword: str(i.oldPassword), password: String(i.password ?? ""), confirm: String(i.confirm ?? i.password ?? "") }),
  },
  {
    method: "PUT",
    path: "/admin/user/reset_pwd",
    input: "json",
    call: (c, i) =>
      c.auth.resetPassword({ phone: String(i.phone ?? ""), code: String(i.code ?? ""), password: String(i.password ?? ""), confirm: String(i.password ?? "") }),
  },
  { method: "GET", path: "/admin/template/page", input: "query", call: (c, i) => c.templates.list(i) },
  { method: "GET", path: "/admin/template/category/tree", input: "none", call: (c) => c.templates.categories() },
  { method: "GET", path: "/admin/template/rank", input: "none", call: (c) => c.templates.rank() },
  { method: "GET", path: "/admin/template/new_total", input: "none", call: (c) => c.templates.newCount() },
  { method: "GET", path: "/admin/template/preview/:id", input: "none", call: (c, _i, p) => c.templates.detail({ id: Number(p.id) }) },
  { method: "GET", path: "/admin/category/navbar", input: "none", call: (c) => c.site.navbar() },
  { method: "GET", path: "/admin/region/cities", input: "none", call: (c) => c.regions.cities() },
  { method: "GET", path: "/admin/region/provinces", input: "none", call: (c) => c.regions.provinces() },
  { method: "GET", path: "/admin/region/tree/:province", input: "none", call: (c, _i, p) => c.regions.tree({ province: p.province ?? "" }) },
  {
    method: "GET",
    path: "/admin/common/litigationCostCalculator",
    input: "query",
    call: async (c, i) => rangeInYuan(await c.fees.litigation(litigationQuery.parse(i))),
  },
  {
    method: "GET",
    path: "/admin/common/preservationCostCalculator",
    input: "query",
    call: async (c, i) => feeInYuan(await c.fees.preservation({ amount: str(i.amount) })),
  },
  {
    method: "GET",
    path: "/admin/common/executionCostCalculator",
    input: "query",
    call: async (c, i) => rangeInYuan(await c.fees.execution({ amount: str(i.amount) })),
  },
];
