import { env } from "cloudflare:workers";
import { inArray } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { createDb } from "#db/client";
import { rateLimits } from "#db/schema";
import { sweepCounters } from "./rate.service";

const db = createDb(env.DB);
const DAY = 24 * 60 * 60_000;

describe("rate-limit counters", () => {
  it("sweep: counters idle for a day are dropped; recent windows and running locks stay", async () => {
    const now = Date.now();
    await db.insert(rateLimits).values([
      { key: "sweep:old", count: 3, windowStart: now - 2 * DAY, lockedUntil: 0 },
      { key: "sweep:recent", count: 3, windowStart: now - 60_000, lockedUntil: 0 },
      { key: "sweep:locked", count: 0, windowStart: now - 2 * DAY, lockedUntil: now + 60_000 },
    ]);
    await sweepCounters(db, now);
    const left = await db
      .select({ key: rateLimits.key })
      .from(rateLimits)
      .where(inArray(rateLimits.key, ["sweep:old", "sweep:recent", "sweep:locked"]));
    expect(left.map((r) => r.key).sort()).toEqual(["sweep:locked", "sweep:recent"]);
  });
});
