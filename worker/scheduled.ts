import "./features/order-types";
import { TIME_OVER_NOTICE } from "#core/advice";
import { createDb } from "#db/client";
import { completeDue, refundUnaccepted } from "./features/advice/advice-cron.service";
import { notifyRefunded } from "./features/advice/advice-realtime";
import { sweepCounters } from "./features/auth/rate.service";
import { closeRoom } from "./features/chat/conversations";
import { completeDueCustom, refundUnacceptedCustom } from "./features/custom/custom-cron.service";
import { notifyCustomRefunded } from "./features/custom/custom-realtime";
import { payoutDeps, payoutTick } from "./features/earnings/withdrawal-payouts.service";
import { sweepFilledFiles } from "./features/fill-in/filled-files";
import { settleEarnings } from "./features/ledger/ledger.service";
import { closeExpiredOrders } from "./features/orders/orders.service";
import { refundPortFor } from "./features/orders/refund-port";

export type ScheduledResult = {
  closed: number;
  settled: number;
  adviceRefunded: number;
  adviceCompleted: number;
  customRefunded: number;
  customCompleted: number;
  paidOut: number;
  filledSwept: number;
};

/**
 * Cron Trigger (wrangler.toml [triggers]): close unpaid orders past 30 minutes, refund advice and
 * custom orders nobody accepted in time, complete advice past its service time (backing up the rooms'
 * alarms) and deliveries nobody answered for 7 days, settle due earnings, finish withdrawal payouts in
 * flight (the sandbox bank's delay ends here), drop rate-limit counters nobody has used for a day, delete
 * downloaded filled contracts older than an hour.
 */
export async function scheduled(_controller: ScheduledController, env: Env, now = Date.now()): Promise<ScheduledResult> {
  const db = createDb(env.DB);
  const closed = await closeExpiredOrders(db, now);
  const port = refundPortFor(env);
  const refunded = await refundUnaccepted(db, port, now);
  for (const r of refunded) {
    await closeRoom(env, r.chatId, "超时无律师接单，本次咨询已取消，款项将原路退回。");
    await notifyRefunded(env, r.userId, r.adviceId, r.chatId);
  }
  const completed = await completeDue(db, now);
  for (const c of completed) await closeRoom(env, c.chatId, TIME_OVER_NOTICE);
  const customRefunded = await refundUnacceptedCustom(db, port, now);
  for (const r of customRefunded) {
    await closeRoom(env, r.chatId, "24 小时内无律师接单，本订单已取消，款项将原路全额退回。");
    await notifyCustomRefunded(env, db, r);
  }
  const customCompleted = await completeDueCustom(db, now);
  for (const c of customCompleted) await closeRoom(env, c.chatId, "交付后 7 日内未确认或申请修改，系统已自动确认完成。聊天记录和交付文件将一直保留。");
  const settled = await settleEarnings(db, now);
  const paidOut = await payoutTick(db, payoutDeps(env), now);
  await sweepCounters(db, now);
  const filledSwept = await sweepFilledFiles(env.FILES, now);
  const result = {
    closed,
    settled,
    adviceRefunded: refunded.length,
    adviceCompleted: completed.length,
    customRefunded: customRefunded.length,
    customCompleted: customCompleted.length,
    paidOut,
    filledSwept,
  };
  if (Object.values(result).some(Boolean)) console.log("scheduled", JSON.stringify(result));
  return result;
}
