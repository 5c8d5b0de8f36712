import { ADVICE_STORIES, CLIENT_NAMES } from "./content/advice-history.ts";
import { DEMO_LAWYER, LAWYER_SEEDS } from "./content/lawyers/profiles.ts";
import { fieldRows, seeded } from "./lawyers.ts";
import type { SqlValue } from "./sql.ts";

// The seeded lawyers' past consultations: client accounts 301–320, completed ADVICE orders with their
// advice rows, timeline events and reviews, so profiles show real reviews from completed orders only.
const DAY = 86_400_000;
const HOUR = 3_600_000;
const FIRST_ORDER_ID = 900_001;
const FIRST_ADVICE_ID = 900_001;

/** QH + Asia/Shanghai yyyyMMddHHmmss + a 6-digit serial: the format of real order numbers. */
function orderNo(at: number, serial: number): string {
  const stamp = new Date(at + 8 * HOUR).toISOString().replace(/\D/g, "").slice(0, 14);
  return `QH${stamp}${String(900_000 + serial).padStart(6, "0")}`;
}

export function adviceRows(now: number): Record<string, Record<string, SqlValue>[]> {
  const { rows: fields, idOf, topOf } = fieldRows();
  // Each story is told once: two lawyers never show the same review.
  const used = new Set<string>();
  const clients = CLIENT_NAMES.map((nickname, i) => ({
    id: 301 + i,
    phone: `1370000${String(301 + i).padStart(4, "0")}`,
    password_hash: null,
    nickname,
    real_name: null,
    avatar_key: null,
    created_at: now - 500 * DAY,
    updated_at: now - 500 * DAY,
  }));
  const orders: Record<string, SqlValue>[] = [];
  const advice: Record<string, SqlValue>[] = [];
  const events: Record<string, SqlValue>[] = [];
  const reviews: Record<string, SqlValue>[] = [];
  let n = 0;
  for (const lawyer of [DEMO_LAWYER, ...LAWYER_SEEDS]) {
    const kinds = (["PHONE", "ONLINE"] as const).filter((k) => (k === "PHONE" ? lawyer.prices.phone : lawyer.prices.online) !== null);
    if (kinds.length === 0) continue;
    const stories = lawyer.fields
      .flatMap((slug) => (ADVICE_STORIES[topOf.get(slug) ?? ""] ?? []).map((story) => ({ story, slug })))
      // A lawyer with two fields under one top field would list its stories twice.
      .filter((s, i, all) => !used.has(s.story.question) && all.findIndex((t) => t.story === s.story) === i);
    const count = Math.min(stories.length, Math.floor(seeded(lawyer.id + 2000) * 3) + 1);
    for (let k = 0; k < count; k++) {
      const { story, slug } = stories[k] as (typeof stories)[number];
      used.add(story.question);
      const kind = kinds[(k + lawyer.id) % kinds.length] as "PHONE" | "ONLINE";
      const client = clients[(n * 7 + lawyer.id) % clients.length] as (typeof clients)[number];
      const price = (kind === "PHONE" ? lawyer.prices.phone : lawyer.prices.online) ?? 0;
      const paidAt = now - Math.floor((seeded(lawyer.id * 31 + k) * 280 + 3) * DAY);
      const acceptedAt = paidAt + Math.floor((seeded(lawyer.id * 17 + k) * 50 + 4) * 60_000);
      const completedAt = acceptedAt + (kind === "PHONE" ? 2 * HOUR : 20 * HOUR);
      const orderId = FIRST_ORDER_ID + n;
      const adviceId = FIRST_ADVICE_ID + n;
      const fieldId = idOf.get(slug) ?? 0;
      const fieldName = String(fields.find((f) => f.id === fieldId)?.name ?? "");
      orders.push({
        id: orderId,
        order_no: orderNo(paidAt - 60_000, n),
        user_id: client.id,
        type: "ADVICE",
        subject: `${kind === "PHONE" ? "电话咨询" : "在线咨询"}：${fieldName}（${lawyer.name}律师）`,
        target_id: adviceId,
        target_ref: kind,
        original_fen: price,
        amount_fen: price,
        status: 30,
        pay_channel: n % 3 === 0 ? "ALIPAY" : "WECHAT",
        provider: "sandbox",
        transaction_id: `SEED-ADVICE-${orderId}`,
        paid_at: paidAt,
        expires_at: paidAt + 29 * 60_000,
        created_at: paidAt - 60_000,
        updated_at: completedAt,
      });
      advice.push({
        id: adviceId,
        order_id: orderId,
        user_id: client.id,
        kind,
        field_id: fieldId,
        requested_lawyer_id: lawyer.id,
        lawyer_id: lawyer.id,
        question: story.question,
        contact_phone: kind === "PHONE" ? client.phone : null,
        status: 3,
        paid_at: paidAt,
        accept_deadline: paidAt + 2 * HOUR,
        accepted_at: acceptedAt,
        ends_at: kind === "PHONE" ? acceptedAt + 2 * HOUR : acceptedAt + DAY,
        completed_at: completedAt,
        created_at: paidAt - 60_000,
        updated_at: completedAt,
      });
      events.push(
        { advice_id: adviceId, kind: "accept", actor_id: lawyer.id, note: `${lawyer.name}律师已接单`, created_at: acceptedAt },
        { advice_id: adviceId, kind: "complete", actor_id: lawyer.id, note: "律师标记服务完成", created_at: completedAt },
      );
      reviews.push({
        advice_id: adviceId,
        lawyer_id: lawyer.id,
        user_id: client.id,
        rating: story.rating,
        content: story.review,
        created_at: completedAt + Math.floor(seeded(n + 77) * 20 * HOUR),
      });
      n++;
    }
  }
  return { users: clients, orders, advice_orders: advice, advice_events: events, lawyer_reviews: reviews };
}
