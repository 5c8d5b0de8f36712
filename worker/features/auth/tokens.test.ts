import { env } from "cloudflare:workers";
import { beforeAll, describe, expect, it } from "vitest";
import { users } from "#db/schema";
import { callerFor, request } from "../../../tests/setup/helpers";
import { cookiesOf, db, META, nextPhone, passwordUser, post } from "./auth-test-kit";
import { isSessionLive, issueSession, MAX_SESSIONS_PER_USER, REUSE_GRACE_MS, rotateSession } from "./tokens.service";

// The API client of the token endpoint tests.
beforeAll(() => passwordUser("13900000002", "Right1234"));

describe("tokens", () => {
  it("rotates refresh tokens and revokes the family when an old one comes back", async () => {
    const [user] = await db.insert(users).values({ phone: nextPhone(), nickname: "轮换", createdAt: 1, updatedAt: 1 }).returning();
    if (!user) throw new Error("no user");
    const now = Date.now();
    const first = await issueSession(db, env.AUTH_SECRET, user.id, META, now);
    const second = await rotateSession(db, env.AUTH_SECRET, first.refreshToken, META, now + 1000);
    expect(second?.familyId).toBe(first.familyId);
    // Within the grace window a parallel request may present the same token again.
    expect(await rotateSession(db, env.AUTH_SECRET, first.refreshToken, META, now + 2000)).not.toBeNull();
    // Later it is theft: the whole family dies, including the newest token.
    expect(await rotateSession(db, env.AUTH_SECRET, first.refreshToken, META, now + REUSE_GRACE_MS + 5000)).toBeNull();
    expect(await rotateSession(db, env.AUTH_SECRET, second?.refreshToken ?? "", META, now + REUSE_GRACE_MS + 6000)).toBeNull();
    expect(await rotateSession(db, env.AUTH_SECRET, "not-a-token", META, now)).toBeNull();
  });

  it("serves the OAuth token endpoint for API clients", async () => {
    const form = new FormData();
    form.set("username", "13900000002");
    form.set("password", "Right1234");
    const res = await request("/api/auth/oauth/token?grant_type=password", { method: "POST", body: form });
    const body = (await res.json()) as { access_token: string; refresh_token: string; expires_in: number; user_id: number };
    expect(body).toMatchObject({ expires_in: 900, user_id: expect.any(Number) });
    const info = await request("/admin/user/info", { headers: { authorization: `Bearer ${body.access_token}` } });
    expect(((await info.json()) as { code: number }).code).toBe(0);

    const refreshForm = new URLSearchParams({ refresh_token: body.refresh_token });
    const refreshed = await request("/api/auth/oauth/token?grant_type=refresh_token", { method: "POST", body: refreshForm });
    expect(((await refreshed.json()) as { access_token?: string }).access_token).toBeTruthy();
    const reused = await request("/api/auth/oauth/token?grant_type=refresh_token", { method: "POST", body: refreshForm });
    expect(reused.status).toBe(200);

    const bad = await request("/api/auth/oauth/token?grant_type=password", { method: "POST", body: new FormData() });
    expect(await bad.json()).toMatchObject({ code: -1, msg: "请输入手机号!" });
    const unknown = await request("/api/auth/oauth/token?grant_type=magic", { method: "POST" });
    expect(await unknown.json()).toMatchObject({ code: -1, msg: "不支持的授权类型" });
  });

  it("refreshes a web session silently and ends it on logout", async () => {
    const login = await post("/api/trpc/auth.loginPassword", { phone: "13900000002", password: "Right1234" });
    const { qh_rt, qh_at } = cookiesOf(login);
    // Only the refresh cookie: the edge rotates it and answers as the user, with new cookies.
    const silent = await request("/admin/user/info", { headers: { cookie: `qh_rt=${qh_rt}` } });
    expect(((await silent.json()) as { code: number }).code).toBe(0);
    const rotated = cookiesOf(silent);
    expect(rotated.qh_rt).toBeTruthy();
    expect(rotated.qh_rt).not.toBe(qh_rt);

    const out = await post("/api/trpc/auth.logout", {}, { cookie: `qh_at=${rotated.qh_at}; qh_rt=${rotated.qh_rt}` });
    expect(out.status).toBe(200);
    expect(cookiesOf(out).qh_at).toBe("");
    for (const cookie of [`qh_at=${qh_at}`, `qh_at=${rotated.qh_at}`, `qh_rt=${rotated.qh_rt}`]) {
      expect((await request("/admin/user/info", { headers: { cookie } })).status, cookie).toBe(424);
    }
  });
});

describe("sessions", () => {
  async function freshUser() {
    const [user] = await db.insert(users).values({ phone: nextPhone(), nickname: "多设备", createdAt: 1, updatedAt: 1 }).returning();
    if (!user) throw new Error("no user");
    return user;
  }

  it("sessions: at most 20 live per user, even when 30 sign in at once; a new one revokes the least recently active", async () => {
    const user = await freshUser();
    const now = Date.now();
    await Promise.all(Array.from({ length: 30 }, (_, i) => issueSession(db, env.AUTH_SECRET, user.id, META, now + i)));
    const me = callerFor({ id: user.id, roles: [] });
    expect((await me.auth.sessions({ page: 1, size: 50 })).total).toBe(MAX_SESSIONS_PER_USER);

    const other = await freshUser();
    const first = await issueSession(db, env.AUTH_SECRET, other.id, META, now);
    for (let i = 1; i < MAX_SESSIONS_PER_USER; i++) await issueSession(db, env.AUTH_SECRET, other.id, META, now + i);
    expect(await isSessionLive(db, first.familyId, now + 100)).toBe(true);
    const newest = await issueSession(db, env.AUTH_SECRET, other.id, META, now + 100);
    expect(await isSessionLive(db, first.familyId, now + 101)).toBe(false);
    expect(await isSessionLive(db, newest.familyId, now + 101)).toBe(true);
  });

  it("sessions: 登录设备 come a page at a time, at most 50 a page, most recent first", async () => {
    const user = await freshUser();
    const now = Date.now();
    const issued = [];
    for (let i = 0; i < 12; i++) issued.push(await issueSession(db, env.AUTH_SECRET, user.id, { ...META, ip: `203.0.113.${i}` }, now + i));
    const me = callerFor({ id: user.id, roles: [], sid: issued[11]?.familyId });
    const page1 = await me.auth.sessions({ page: 1, size: 5 });
    expect(page1).toMatchObject({ page: 1, size: 5, total: 12 });
    expect(page1.records.map((r) => r.ip)).toEqual(["203.0.113.11", "203.0.113.10", "203.0.113.9", "203.0.113.8", "203.0.113.7"]);
    expect(page1.records[0]?.current).toBe(true);
    expect((await me.auth.sessions({ page: 3, size: 5 })).records).toHaveLength(2);
    // A page size over 50 (or nonsense) falls back to the default page size of 10.
    expect((await me.auth.sessions({ page: 1, size: 5000 })).records).toHaveLength(10);
    expect(await me.auth.sessions()).toMatchObject({ page: 1, size: 10, total: 12 });
  });
});
