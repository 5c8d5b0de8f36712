import { describe, expect, it } from "vitest";
import { ADMIN, accessToken, bearer, JSON_HEADERS, request, USER } from "../tests/setup/helpers";

describe("edge plumbing", () => {
  it("sets security headers on every response", async () => {
    const res = await request("/healthz");
    expect(res.status).toBe(200);
    expect(res.headers.get("x-content-type-options")).toBe("nosniff");
    expect(res.headers.get("x-frame-options")).toBe("SAMEORIGIN");
    expect(res.headers.get("referrer-policy")).toBe("strict-origin-when-cross-origin");
  });

  it("answers a user-only procedure with HTTP 424 when there is no session", async () => {
    const res = await request("/api/trpc/realtime.ticket", { method: "POST", headers: JSON_HEADERS });
    expect(res.status).toBe(424);
    const body = (await res.json()) as { error: { message: string } };
    expect(body.error.message).toBe("登录已过期，请重新登录");
  });

  it("treats a garbage, expired or wrongly typed token as an expired session", async () => {
    const expired = await accessToken(USER, -10);
    for (const token of ["garbage", expired]) {
      const res = await request("/api/trpc/realtime.ticket", { method: "POST", headers: { ...JSON_HEADERS, authorization: `Bearer ${token}` } });
      expect(res.status).toBe(424);
    }
  });

  it("lets a valid bearer token through and forbids a role it lacks", async () => {
    const ok = await request("/api/trpc/realtime.ticket", { method: "POST", headers: { ...JSON_HEADERS, ...(await bearer(USER)) } });
    expect(ok.status).toBe(200);
    const forbidden = await request("/api/trpc/site.consoleOverview", { headers: await bearer(USER) });
    expect(forbidden.status).toBe(403);
    const admin = await request("/api/trpc/site.consoleOverview", { headers: await bearer(ADMIN) });
    expect(admin.status).toBe(200);
  });

  it("rejects mutations from another origin", async () => {
    const res = await request("/api/trpc/realtime.ticket", {
      method: "POST",
      headers: { ...JSON_HEADERS, origin: "https://evil.example", ...(await bearer(USER)) },
    });
    expect(res.status).toBe(403);
    expect(((await res.json()) as { msg: string }).msg).toBe("非法的请求来源");
  });

  it("explains bad input in Chinese without leaking internals", async () => {
    const res = await request(`/api/trpc/regions.tree?input=${encodeURIComponent(JSON.stringify({ province: "11" }))}`);
    expect(res.status).toBe(400);
    const text = await res.text();
    expect(text).toContain("地区编码必须是六位数字");
    expect(text).not.toMatch(/stack|SQL|at \w+ \(/i);
  });
});
