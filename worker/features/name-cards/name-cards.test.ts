import { env } from "cloudflare:workers";
import { eq } from "drizzle-orm";
import { beforeAll, describe, expect, it, vi } from "vitest";
import { createDb } from "#db/client";
import { nameCardSyncs, nameCards, userRoles } from "#db/schema";
import type { SessionUser } from "#worker/middleware/session";
import { HtkNameCards } from "#worker/providers/name-card/htk";
import { callerFor, request } from "../../../tests/setup/helpers";
import { seedLawyers } from "../../../tests/setup/lawyers-fixture";

const db = createDb(env.DB);
const LAWYER: SessionUser = { id: 3, roles: ["ROLE_ADVICE_LAWYER", "ROLE_CONTRACT_CUSTOMIZATION"] };
let other: SessionUser = { id: 0, roles: ["ROLE_ADVICE_LAWYER"] };
const card = { label: "商务名片", name: "王建国", position: "高级合伙人", firm: "北京衡正律师事务所", phone: "13800000002", email: "wang@hengzheng.cn" };

beforeAll(async () => {
  await seedLawyers();
  await db.insert(userRoles).values({ userId: 3, role: "ROLE_ADVICE_LAWYER" }).onConflictDoNothing();
  const row = await env.DB.prepare("SELECT user_id AS id FROM lawyer_profiles WHERE user_id <> 3 LIMIT 1").first<{ id: number }>();
  other = { id: row?.id ?? 0, roles: ["ROLE_ADVICE_LAWYER"] };
});

describe("name cards", () => {
  it("makes a default card from the profile once, then manages up to five with one default", async () => {
    const lawyer = callerFor(LAWYER);
    const first = await lawyer.nameCards.default();
    expect(first).toMatchObject({ isDefault: true, name: "王建国", phone: "13800000002" });
    expect((await lawyer.nameCards.default()).id).toBe(first.id);

    await expect(lawyer.nameCards.create({ ...card, phone: "123" })).rejects.toThrow("请输入正确的手机号码");
    await expect(lawyer.nameCards.create({ ...card, email: "wang@" })).rejects.toThrow("邮箱格式不正确");
    const second = await lawyer.nameCards.create(card);
    expect(second.isDefault).toBe(false);
    await lawyer.nameCards.setDefault({ id: second.id });
    const cards = await lawyer.nameCards.mine();
    expect(cards.filter((c) => c.isDefault).map((c) => c.id)).toEqual([second.id]);
    while ((await lawyer.nameCards.mine()).length < 5) await lawyer.nameCards.create({ ...card, label: `名片${Date.now()}` });
    await expect(lawyer.nameCards.create(card)).rejects.toThrow("最多可以创建 5 张名片");

    // Deleting the default hands it to the oldest remaining card.
    await lawyer.nameCards.remove({ id: second.id });
    const after = await lawyer.nameCards.mine();
    expect(after.filter((c) => c.isDefault).map((c) => c.id)).toEqual([first.id]);
    for (const c of after.slice(1)) await lawyer.nameCards.remove({ id: c.id });
    await expect(lawyer.nameCards.remove({ id: first.id })).rejects.toThrow("至少需要保留一张名片");
  });

  it("keeps cards to their lawyer and shows them publicly with representative cases", async () => {
    const mine = await callerFor(LAWYER).nameCards.create({ ...card, label: "对外名片" });
    await expect(callerFor(other).nameCards.update({ ...card, id: mine.id })).rejects.toThrow("名片不存在");
    await expect(callerFor(other).nameCards.remove({ id: mine.id })).rejects.toThrow("名片不存在");
    await expect(callerFor(other).nameCards.sync({ id: mine.id })).rejects.toThrow("名片不存在");
    await expect(callerFor({ id: 9001, roles: [] }).nameCards.mine()).rejects.toThrow("没有权限");
    const shared = await callerFor(null).nameCards.shared({ slug: mine.slug ?? "" });
    expect(shared).toMatchObject({ label: "对外名片", profilePath: "/authorInformation/3" });
    expect(shared.cases.length).toBeGreaterThan(0);
    expect(await callerFor(LAWYER).nameCards.cases({ id: mine.id })).toEqual(shared.cases);
    const rest = (await (await request(`/admin/name_card/shared/${mine.slug}`)).json()) as { data: { cases: unknown[] } };
    expect(rest.data.cases.length).toBe(shared.cases.length);
    await expect(callerFor(null).nameCards.shared({ slug: "AAAAAAAAAAAAAAAAAAAAAA" })).rejects.toThrow("名片不存在");
  });

  it("name cards: public fields only, phone and e-mail opt-in, no sync errors, no sequential ids", async () => {
    const lawyer = callerFor(LAWYER);
    const mine = await lawyer.nameCards.create({ ...card, label: "公开名片" });
    await db.update(nameCards).set({ syncStatus: "failed", syncError: "名片系统拒绝了同步请求（HTTP 401）" }).where(eq(nameCards.id, mine.id));
    // No sequential ids in public: by id a card is its lawyer's own, for visitors and other lawyers alike.
    await expect(callerFor(null).nameCards.byId({ id: mine.id })).rejects.toThrow();
    await expect(callerFor(other).nameCards.byId({ id: mine.id })).rejects.toThrow("名片不存在");
    await expect(callerFor(null).nameCards.cases({ id: mine.id })).rejects.toThrow();
    expect((await request(`/admin/name_card/${mine.id}`)).status).not.toBe(200);
    expect(mine.slug).toMatch(/^[A-Za-z0-9_-]{22}$/);
    const second = await lawyer.nameCards.create({ ...card, label: "另一张" });
    expect(second.slug).not.toBe(mine.slug);

    const shared = await callerFor(null).nameCards.shared({ slug: mine.slug ?? "" });
    expect(Object.keys(shared).sort()).toEqual([
      "address",
      "cases",
      "email",
      "firm",
      "intro",
      "label",
      "name",
      "phone",
      "photo",
      "position",
      "profilePath",
      "slug",
    ]);
    expect(shared).toMatchObject({ phone: null, email: null });
    expect(JSON.stringify(shared)).not.toContain("HTTP 401");
    expect(JSON.stringify(shared)).not.toContain(card.phone);

    await lawyer.nameCards.update({ ...card, id: mine.id, label: "公开名片", showPhone: true, showEmail: true });
    expect(await callerFor(null).nameCards.shared({ slug: mine.slug ?? "" })).toMatchObject({ phone: card.phone, email: card.email });
    await lawyer.nameCards.remove({ id: second.id });
  });

  it("syncs a card through the sandbox provider and records the outcome", async () => {
    const lawyer = callerFor(LAWYER);
    const mine = await lawyer.nameCards.create({ ...card, label: "同步名片" });
    const synced = await lawyer.nameCards.sync({ id: mine.id });
    expect(synced).toMatchObject({ syncStatus: "synced", syncError: null });
    const rows = await db.select().from(nameCardSyncs);
    const sent = JSON.parse(rows.find((r) => r.cardId === mine.id)?.payload ?? "{}") as { profileUrl: string; cases: unknown[] };
    expect(sent.profileUrl).toBe(`${env.SITE_ORIGIN}/authorInformation/3`);
    // Editing a card marks it as not yet synced again.
    expect((await lawyer.nameCards.update({ ...card, id: mine.id, label: "同步名片（新）" })).syncStatus).toBe("none");
  });
});

describe("the card product client", () => {
  it("PUTs the card with a bearer token and an HMAC of the body, and names a refusal", async () => {
    const fetcher = vi.fn(async () => new Response("{}", { status: 200 }));
    const client = new HtkNameCards({ baseUrl: "https://card.example.cn/", token: "t0ken", secret: "s3cret", fetch: fetcher as unknown as typeof fetch });
    const payload = {
      cardId: 7,
      slug: "q3Zk9VbX1mYt0aLp2RcW8g",
      lawyerId: 3,
      label: "默认名片",
      name: "王建国",
      position: "",
      firm: "北京衡正律师事务所",
      phone: "13800000002",
      email: "",
      address: "",
      intro: "",
      photo: null,
      profileUrl: "https://x/authorInformation/3",
      cases: [],
      updatedAt: 1,
    };
    expect(await client.put(payload)).toEqual({ remoteId: payload.slug });
    const [url, init] = fetcher.mock.calls[0] as unknown as [string, RequestInit];
    expect(url).toBe(`https://card.example.cn/api/cards/${payload.slug}`);
    expect(init.method).toBe("PUT");
    const headers = new Headers(init.headers);
    expect(headers.get("authorization")).toBe("Bearer t0ken");
    const key = await crypto.subtle.importKey("raw", new TextEncoder().encode("s3cret"), { name: "HMAC", hash: "SHA-256" }, false, ["sign"]);
    const expected = [...new Uint8Array(await crypto.subtle.sign("HMAC", key, new TextEncoder().encode(String(init.body))))]
      .map((b) => b.toString(16).padStart(2, "0"))
      .join("");
    expect(headers.get("x-qihe-signature")).toBe(expected);

    const refusing = new HtkNameCards({
      baseUrl: "https://card.example.cn",
      token: "t",
      secret: "s",
      fetch: (async () => new Response("", { status: 401 })) as unknown as typeof fetch,
    });
    await expect(refusing.put(payload)).rejects.toThrow("名片系统拒绝了同步请求（HTTP 401）");
  });
});
