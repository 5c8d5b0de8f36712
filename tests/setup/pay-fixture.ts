import { env } from "cloudflare:workers";
import { SandboxPay } from "#worker/providers/pay/sandbox";
import { request } from "./helpers";

export const sandbox = () => new SandboxPay(env.AUTH_SECRET, "http://localhost");

/** Posts the signed notification the sandbox cashier would send for a payment of the order. */
export async function notify(orderNo: string, amountFen: number, transactionId = `SB-${orderNo}`): Promise<Response> {
  const req = await sandbox().signedNotification(
    { kind: "payment", orderNo, transactionId, amountFen, paid: true, paidAt: Date.now() },
    "http://localhost/pay/notify/sandbox",
  );
  return request("/pay/notify/sandbox", { method: "POST", headers: Object.fromEntries(req.headers), body: await req.text() });
}
