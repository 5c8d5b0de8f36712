import { env } from "cloudflare:workers";
import { eq } from "drizzle-orm";
import { beforeAll, describe, expect, it } from "vitest";
import { createDb } from "#db/client";
import { browseHistory, users } from "#db/schema";
import { bearer, callerFor, JSON_HEADERS, request } from "../../../tests/setup/helpers";
import { seedLibrary } from "../../../tests/setup/library-fixture";
import { anonymise } from "../templates/purchases.service";
import { HISTORY_CAP, recordVisit } from "./history.service";

const db = createDb(env.DB);
const ALICE = { id: 7001, roles: [] };
const BOB = { id: 7002, roles: [] };

beforeAll(async () => {
  await seedLibrary();
  await db.insert(users).values([
    { id: ALICE.id, phone: "13900007001", nickname: "王小丽", createdAt: 1, updatedAt: 1 },
    { id: BOB.id, phone: "13900007002", nickname: "", createdAt: 1, updatedAt: 1 },
  ]);
});

describe("browse history", () => {
  it("records each template a signed-in user opens once, newest first", async () => {
    const alice = callerFor(ALICE);
    await alice.templates.detail({ id: 1 });
    await alice.templates.detail({ id: 2 });
    await alice.templates.detail({ id: 1 });
    await callerFor(null).templates.detail({ id: 3 });
    // Visits are recorded through waitUntil; give them a moment in the test.
    await new Promise((r) => setTimeout(r, 50));
    const page = await alice.history.list({ current: 1, size: 10 });
    expect(page.records.map((r) => r.targetId)).toEqual([1, 2]);
    expect(page.total).toBe(2);
  });

  it("deletes only the user's own rows", async () => {
    const now = Date.now();
    await recordVisit(db, BOB.id, "template", 5, "范本五", now);
    const [bobRow] = await db.select().from(browseHistory).where(eq(browseHistory.userId, BOB.id));
    const alice = callerFor(ALICE);
    expect(await alice.history.remove({ ids: [bobRow?.id ?? 0] })).toEqual({ removed: 0 });
    expect((await callerFor(BOB).history.list({ current: 1, size: 10 })).total).toBe(1);
    const mine = await alice.history.list({ current: 1, size: 10 });
    expect(await alice.history.remove({ ids: [mine.records[0]?.id ?? 0] })).toEqual({ removed: 1 });
    expect(await alice.history.remove({ ids: "all" })).toEqual({ removed: 1 });
    await expect(alice.history.remove({ ids: [] })).rejects.toThrow("请选择要删除的记录");
    await expect(callerFor(null).history.list({ current: 1, size: 10 })).rejects.toThrow();
  });

  it("keeps at most the newest 200 items per user", async () => {
    const start = Date.now();
    for (let i = 0; i < HISTORY_CAP + 5; i++) await recordVisit(db, BOB.id, "template", 1000 + i, `范本${i}`, start + i);
    const page = await callerFor(BOB).history.list({ current: 1, size: 1 });
    expect(page.total).toBe(HISTORY_CAP + 1);
    expect(page.records[0]?.targetId).toBe(1000 + HISTORY_CAP + 4);
  });

  it("is offered on the REST surface", async () => {
    const auth = await bearer(BOB);
    const list = await (await request("/admin/template/mine/browse_history?current=1&size=5", { headers: auth })).json<{
      code: number;
      data: { records: unknown[] };
    }>();
    expect(list.code).toBe(0);
    expect(list.data.records).toHaveLength(5);
    const removed = await (
      await request("/admin/template/mine/browse_history", { method: "DELETE", headers: { ...auth, ...JSON_HEADERS }, body: JSON.stringify({ ids: "all" }) })
    ).json<{ data: { removed: number } }>();
    expect(removed.data.removed).toBe(HISTORY_CAP + 1);
  });
});

describe("recently purchased", () => {
  it("never names a buyer", () => {
    expect(anonymise("王小丽", "13900007001")).toBe("王*");
    expect(anonymise(null, "13900007002")).toBe("139****7002");
    expect(anonymise("  ", null)).toBe("匿名用户");
  });
});
