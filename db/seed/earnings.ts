import type { SqlValue } from "./sql.ts";

// The demo author's money (我的收益): user 2 (林晓, 13800000001) uploaded the user-provided templates;
// seeded clients bought some of them. Each sale is a paid order with its payment and purchase, and the
// ledger postings the live path writes: the author's 70 % as an earning, settled into available after
// 15 days, except the newest sale, still pending. One activity reward is available at once.

const DAY = 86_400_000;
const HOUR = 3_600_000;
const AUTHOR_ID = 2;
/** Clients seeded with the advice history (301–320) are the buyers. */
const FIRST_BUYER_ID = 301;
const FIRST_ORDER_ID = 910_001;
const FIRST_POSTING_ID = 910_001;
const AUTHOR_SHARE_PERCENT = 70;
const SETTLEMENT_DAYS = 15;
/** Days ago each sale was paid: all but the last are past the settlement delay. */
const SALES_DAYS_AGO = [58, 52, 47, 41, 37, 33, 30, 26, 22, 19, 17, 3];

function orderNo(at: number, serial: number): string {
  const stamp = new Date(at + 8 * HOUR).toISOString().replace(/\D/g, "").slice(0, 14);
  return `QH${stamp}${String(910_000 + serial).padStart(6, "0")}`;
}

type Template = Record<string, SqlValue>;

export function earningRows(templates: Template[], now: number): Record<string, Record<string, SqlValue>[]> {
  const sold = templates.filter((t) => t.source === 1 && Number(t.price_fen) > 0).slice(0, SALES_DAYS_AGO.length);
  const orders: Record<string, SqlValue>[] = [];
  const payments: Record<string, SqlValue>[] = [];
  const purchases: Record<string, SqlValue>[] = [];
  const postings: Record<string, SqlValue>[] = [];
  const entries: Record<string, SqlValue>[] = [];
  let postingId = FIRST_POSTING_ID;
  const post = (p: Record<string, SqlValue>, lines: [string, number][]) => {
    const id = postingId++;
    postings.push({ id, ...p });
    for (const [account, amount] of lines) entries.push({ posting_id: id, account, amount_fen: amount });
    return id;
  };
  sold.forEach((t, i) => {
    const price = Number(t.price_fen);
    const share = Math.floor((price * AUTHOR_SHARE_PERCENT) / 100);
    const paidAt = now - (SALES_DAYS_AGO[i] ?? 1) * DAY;
    const id = FIRST_ORDER_ID + i;
    orders.push({
      id,
      order_no: orderNo(paidAt - 60_000, i),
      user_id: FIRST_BUYER_ID + i,
      type: "TEMPLATE",
      subject: `合同范本：${t.title}`,
      target_id: t.id ?? null,
      target_ref: null,
      original_fen: price,
      amount_fen: price,
      status: 1,
      pay_channel: i % 2 === 0 ? "WECHAT" : "ALIPAY",
      provider: "sandbox",
      transaction_id: `SEED-TEMPLATE-${id}`,
      paid_at: paidAt,
      expires_at: paidAt + 29 * 60_000,
      created_at: paidAt - 60_000,
      updated_at: paidAt,
    });
    payments.push({ provider: "sandbox", transaction_id: `SEED-TEMPLATE-${id}`, order_id: id, amount_fen: price, paid_at: paidAt, created_at: paidAt });
    purchases.push({ user_id: FIRST_BUYER_ID + i, template_id: t.id ?? null, order_id: id, created_at: paidAt, revoked_at: null });
    const availableAt = paidAt + SETTLEMENT_DAYS * DAY;
    const earning = post(
      { kind: "earning", ref: `earning:order:${id}`, user_id: AUTHOR_ID, order_id: id, amount_fen: share, available_at: availableAt, created_at: paidAt },
      [
        ["platform:clearing", -share],
        [`user:${AUTHOR_ID}:pending`, share],
      ],
    );
    if (availableAt <= now) {
      post(
        { kind: "settlement", ref: `settle:${earning}`, user_id: AUTHOR_ID, order_id: null, amount_fen: share, available_at: null, created_at: availableAt },
        [
          [`user:${AUTHOR_ID}:pending`, -share],
          [`user:${AUTHOR_ID}:available`, share],
        ],
      );
    }
  });
  const rewardAt = now - 20 * DAY;
  const reward = { ref: "seed-first-uploaders", amount: 5_000 };
  post(
    { kind: "reward", ref: `reward:${reward.ref}`, user_id: AUTHOR_ID, order_id: null, amount_fen: reward.amount, available_at: null, created_at: rewardAt },
    [
      ["platform:clearing", -reward.amount],
      [`user:${AUTHOR_ID}:available`, reward.amount],
    ],
  );
  return {
    orders,
    payments,
    template_purchases: purchases,
    ledger_postings: postings,
    ledger_entries: entries,
    activity_rewards: [{ ref: reward.ref, user_id: AUTHOR_ID, amount_fen: reward.amount, reason: "首批上传范本作者激励", granted_by: 1, created_at: rewardAt }],
  };
}
