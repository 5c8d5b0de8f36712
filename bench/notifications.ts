// Payment notifications processed per second by /pay/notify/sandbox, with duplicates mixed in as real
// providers send them (each order notified 3 times, the copies racing the first). Orders are created
// for the demo users through the REST surface; notices are signed as the sandbox cashier signs them.
import { createHmac } from "node:crypto";
import { readFileSync } from "node:fs";

const PASSWORD = "Qihe@2026";
const PHONES = ["13800000001", "13800000002", "13800000003", "13800000004"];
const COPIES = 3;
const CONCURRENCY = 16;

export function authSecret(): string {
  const value = /^AUTH_SECRET=(.+)$/m.exec(readFileSync(".dev.vars", "utf8"))?.[1]?.trim();
  if (!value) throw new Error(".dev.vars 中缺少 AUTH_SECRET");
  return value;
}

export async function token(base: string, phone: string): Promise<string> {
  const res = await fetch(`${base}/api/auth/oauth/token`, {
    method: "POST",
    headers: { "content-type": "application/x-www-form-urlencoded" },
    body: new URLSearchParams({ grant_type: "password", username: phone, password: PASSWORD }),
  });
  const body = (await res.json()) as { access_token?: string; msg?: string };
  if (!body.access_token) throw new Error(`登录失败：${phone} ${body.msg ?? res.status}`);
  return body.access_token;
}

export type Order = { orderNo: string; amountFen: number };

async function openOrders(base: string, perUser: number): Promise<Order[]> {
  const paid: { id: number; priceFen: number }[] = [];
  for (let page = 1; paid.length < perUser && page <= 10; page++) {
    const list = (await (await fetch(`${base}/admin/template/page?current=${page}&size=50`)).json()) as {
      data: { records: { id: number; priceFen: number }[] };
    };
    if (list.data.records.length === 0) break;
    paid.push(...list.data.records.filter((t) => t.priceFen > 0));
  }
  paid.splice(perUser);
  const orders: Order[] = [];
  for (const phone of PHONES) {
    const auth = { authorization: `Bearer ${await token(base, phone)}`, "content-type": "application/json" };
    for (const t of paid) {
      const res = (await (
        await fetch(`${base}/admin/order/generate`, { method: "POST", headers: auth, body: JSON.stringify({ type: "TEMPLATE", templateId: t.id }) })
      ).json()) as {
        code: number;
        data: Order;
      };
      if (res.code === 0) orders.push(res.data);
    }
  }
  return orders;
}

export function signed(secret: string, order: Order): { body: string; headers: Record<string, string> } {
  const body = JSON.stringify({
    kind: "payment",
    orderNo: order.orderNo,
    transactionId: `BENCH-${order.orderNo}`,
    amountFen: order.amountFen,
    paid: true,
    paidAt: Date.now(),
  });
  const timestamp = String(Date.now());
  const signature = createHmac("sha256", `pay-sandbox:${secret}`).update(`${timestamp}\n${body}`).digest("hex");
  return { body, headers: { "content-type": "application/json", "x-sandbox-timestamp": timestamp, "x-sandbox-signature": signature } };
}

/**
 * What the same server answers per second on `path` (the same concurrency, for as long as the notices
 * took): with no work at all (/healthz, the stack's ceiling on this machine) and with one D1 round trip
 * (a two-count read batch), so the notices' figure can be read against both.
 */
async function rate(base: string, path: string, ms: number): Promise<number> {
  const end = Date.now() + ms;
  let done = 0;
  const start = Date.now();
  const loop = async () => {
    while (Date.now() < end) {
      await (await fetch(`${base}${path}`)).arrayBuffer();
      done++;
    }
  };
  await Promise.all(Array.from({ length: CONCURRENCY }, loop));
  return done / ((Date.now() - start) / 1000);
}

/**
 * Notices per second over all deliveries (first and duplicate), how many orders ended paid once, and
 * the stack's ceiling measured right after.
 */
export async function notificationThroughput(
  base: string,
): Promise<{ perSecond: number; orders: number; deliveries: number; healthzPerSecond: number; oneRoundTripPerSecond: number }> {
  const secret = authSecret();
  // Enough deliveries (about 1,200) that a run lasts seconds, not a burst the machine's noise decides.
  const orders = await openOrders(base, 100);
  const queue = orders.flatMap((o) => Array.from({ length: COPIES }, () => o));
  const deliveries = queue.length;
  const start = Date.now();
  const worker = async () => {
    for (let next = queue.pop(); next; next = queue.pop()) {
      const notice = signed(secret, next);
      const res = await fetch(`${base}/pay/notify/sandbox`, { method: "POST", headers: notice.headers, body: notice.body });
      await res.arrayBuffer();
      if (!res.ok) throw new Error(`支付通知返回 ${res.status}`);
    }
  };
  await Promise.all(Array.from({ length: CONCURRENCY }, worker));
  const elapsed = Date.now() - start;
  return {
    perSecond: deliveries / (elapsed / 1000),
    orders: orders.length,
    deliveries,
    healthzPerSecond: await rate(base, "/healthz", elapsed),
    oneRoundTripPerSecond: await rate(base, "/admin/case/total_new", elapsed),
  };
}
