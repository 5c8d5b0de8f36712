import "./features/order-types";
import { TIME_OVER_NOTICE } from "#core/advice";
import { siteOrigin } from "#core/seo";
import { createDb } from "#db/client";
import { completeDue, refundUnaccepted } from "./features/advice/advice-cron.service";
import { notifyRefunded, onAdviceEnded } from "./features/advice/advice-realtime";
import { sweepCounters } from "./features/auth/rate.service";
import { settleEarnings } from "./features/ledger/ledger.service";
import { notifyUrl, providerResolver } from "./features/orders/checkout";
import { closeExpiredOrders } from "./features/orders/orders.service";

export type ScheduledResult = { closed: number; settled: number; adviceRefunded: number; adviceCompleted: number };

/**
 * Cron Trigger (wrangler.toml [triggers]): close unpaid orders past 30 minutes, refund advice nobody
 * accepted in time, complete advice past its service time (backing up the rooms' alarms), settle due
 * earnings, drop rate-limit counters nobody has used for a day.
 */
export async function scheduled(_controller: ScheduledController, env: Env, now = Date.now()): Promise<ScheduledResult> {
  const db = createDb(env.DB);
  const origin = siteOrigin(env);
  const closed = await closeExpiredOrders(db, now);
  const refunded = await refundUnaccepted(db, { providerFor: providerResolver(env, origin), notifyUrl: (name) => notifyUrl(origin, name) }, now);
  for (const r of refunded) {
    await onAdviceEnded(env, r.chatId, "超时无律师接单，本次咨询已取消，款项将原路退回。");
    await notifyRefunded(env, r.userId, r.adviceId, r.chatId);
  }
  const completed = await completeDue(db, now);
  for (const c of completed) await onAdviceEnded(env, c.chatId, TIME_OVER_NOTICE);
  const settled = await settleEarnings(db, now);
  await sweepCounters(db, now);
  const result = { closed, settled, adviceRefunded: refunded.length, adviceCompleted: completed.length };
  if (Object.values(result).some(Boolean)) console.log("scheduled", JSON.stringify(result));
  return result;
}
