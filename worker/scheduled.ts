import { createDb } from "#db/client";
import { settleEarnings } from "./features/ledger/ledger.service";
import { closeExpiredOrders } from "./features/orders/orders.service";

/** Cron Trigger (wrangler.toml [triggers]): close unpaid orders past 30 minutes, settle due earnings. */
export async function scheduled(_controller: ScheduledController, env: Env): Promise<{ closed: number; settled: number }> {
  const db = createDb(env.DB);
  const now = Date.now();
  const closed = await closeExpiredOrders(db, now);
  const settled = await settleEarnings(db, now);
  if (closed || settled) console.log(`scheduled: closed ${closed} orders, settled ${settled} earnings`);
  return { closed, settled };
}
