import { DurableObject } from "cloudflare:workers";
import { eq, sql } from "drizzle-orm";
import { isbot } from "isbot";
import { createDb } from "#db/client";
import { adCampaigns } from "#db/schema";
import { recordEffect } from "../../page-cache/effects";

// Ad impressions and clicks without a D1 write per page view: each view adds to a counter in one of
// AD_COUNTER_SHARDS Durable Objects (their own SQLite storage), and an alarm adds what accumulated to
// ad_campaigns in one D1 batch at most every FLUSH_MS. Counts that arrive while a flush waits on D1 are
// kept: the flush subtracts exactly what it wrote.

export const AD_COUNTER_SHARDS = 8;
export const FLUSH_MS = 60_000;
export type AdEvent = "impression" | "click";
export type PendingCounts = { campaignId: number; impressions: number; clicks: number };

export class AdCounter extends DurableObject<Env> {
  private readonly sql: SqlStorage;

  constructor(ctx: DurableObjectState, env: Env) {
    super(ctx, env);
    this.sql = ctx.storage.sql;
    this.sql.exec(
      "CREATE TABLE IF NOT EXISTS pending (campaign_id INTEGER PRIMARY KEY, impressions INTEGER NOT NULL DEFAULT 0, clicks INTEGER NOT NULL DEFAULT 0)",
    );
  }

  async count(campaignIds: number[], event: AdEvent): Promise<void> {
    const column = event === "click" ? "clicks" : "impressions";
    for (const id of campaignIds) {
      this.sql.exec(`INSERT INTO pending (campaign_id, ${column}) VALUES (?, 1) ON CONFLICT (campaign_id) DO UPDATE SET ${column} = ${column} + 1`, id);
    }
    if ((await this.ctx.storage.getAlarm()) === null) await this.ctx.storage.setAlarm(Date.now() + FLUSH_MS);
  }

  /** What this shard counted and has not yet written to D1 (the console adds it to the stored figures). */
  async pending(): Promise<PendingCounts[]> {
    return this.sql
      .exec<{ campaign_id: number; impressions: number; clicks: number }>("SELECT campaign_id, impressions, clicks FROM pending")
      .toArray()
      .map((r) => ({ campaignId: r.campaign_id, impressions: r.impressions, clicks: r.clicks }));
  }

  /** Writes the accumulated counts to D1; a failure throws, so the alarm is retried and nothing is lost. */
  async flush(): Promise<number> {
    const rows = await this.pending();
    if (rows.length === 0) return 0;
    const db = createDb(this.env.DB);
    const [first, ...rest] = rows.map((r) =>
      db
        .update(adCampaigns)
        .set({ impressions: sql`${adCampaigns.impressions} + ${r.impressions}`, clicks: sql`${adCampaigns.clicks} + ${r.clicks}` })
        .where(eq(adCampaigns.id, r.campaignId)),
    );
    if (first) await db.batch([first, ...rest]);
    for (const r of rows) {
      this.sql.exec("UPDATE pending SET impressions = impressions - ?, clicks = clicks - ? WHERE campaign_id = ?", r.impressions, r.clicks, r.campaignId);
    }
    this.sql.exec("DELETE FROM pending WHERE impressions = 0 AND clicks = 0");
    return rows.length;
  }

  override async alarm(): Promise<void> {
    await this.flush();
    if (this.sql.exec("SELECT 1 FROM pending LIMIT 1").toArray().length > 0) await this.ctx.storage.setAlarm(Date.now() + FLUSH_MS);
  }
}

export function adCounter(env: Env, campaignId: number): DurableObjectStub<AdCounter> {
  return env.AD_COUNTER.get(env.AD_COUNTER.idFromName(`ads:${campaignId % AD_COUNTER_SHARDS}`));
}

/** Counts an event for each campaign, one call per shard touched. */
export async function countAds(env: Env, campaignIds: readonly number[], event: AdEvent): Promise<void> {
  const byShard = new Map<number, number[]>();
  for (const id of campaignIds) byShard.set(id % AD_COUNTER_SHARDS, [...(byShard.get(id % AD_COUNTER_SHARDS) ?? []), id]);
  await Promise.all([...byShard.values()].map((ids) => adCounter(env, ids[0] ?? 0).count(ids, event)));
}

/** Every shard's not-yet-written counts, by campaign. */
export async function pendingAdCounts(env: Env): Promise<Map<number, PendingCounts>> {
  const shards = await Promise.all(Array.from({ length: AD_COUNTER_SHARDS }, (_, i) => adCounter(env, i).pending()));
  return new Map(shards.flat().map((p) => [p.campaignId, p]));
}

/**
 * Ads a page showed: counted after the answer (waitUntil), never for crawlers, and noted for the page
 * cache, which counts them again each time it answers with the same page.
 */
export function countShown(
  ctx: { env: Env; req: Request; waitUntil: (p: Promise<unknown>) => void; resHeaders: Headers },
  campaignIds: readonly number[],
): void {
  if (campaignIds.length === 0) return;
  recordEffect(ctx.resHeaders, { kind: "ads", campaignIds });
  if (isbot(ctx.req.headers.get("user-agent") ?? "")) return;
  ctx.waitUntil(countAds(ctx.env, campaignIds, "impression"));
}

/** Where a promoted link points: through the click counter. */
export const adClickPath = (campaignId: number) => `/ad/click/${campaignId}`;
