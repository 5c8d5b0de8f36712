import { Alipay, type AlipayOptions } from "./alipay";
import { NOW, type Pair, prepayOn, rsaPair, sign, verify } from "./pay-test-kit";

export { caught, NOW } from "./pay-test-kit";

// What alipay.test.ts and alipay-notice.test.ts share. The tests play Alipay: they hold the Alipay key pair,
// check each request's sign against the merchant's public key by rebuilding the documented signing string
// themselves, answer with replies signed over their raw response text, and post notifications as the
// documented form body.

export const APP_ID = "2021000123456789";
export const SELLER_ID = "2088102119685838";

// Set by makeKeys (a beforeAll of each test file); importers read these live bindings.
export let merchant: Pair;
export let alipay: Pair;
export let stranger: Pair;

export async function makeKeys(): Promise<void> {
  [merchant, alipay, stranger] = await Promise.all([rsaPair(), rsaPair(), rsaPair()]);
}

export function client(overrides: Partial<AlipayOptions> = {}): Alipay {
  return new Alipay({
    appId: APP_ID,
    privateKeyPem: merchant.privatePem,
    alipayPublicKeyPem: alipay.publicPem,
    sellerId: SELLER_ID,
    now: () => NOW,
    fetch: () => Promise.reject(new Error("no network in tests")),
    ...overrides,
  });
}

export type Seen = { url: URL; params: Record<string, string>; biz: Record<string, unknown>; authorized: boolean; contentType: string | null };
export type Answer = { node?: string; raw: string; signWith?: CryptoKey | null; signOver?: string };

/** The test's own rendering of the documented request signing string (sorted, non-empty, sign left out). */
function vendorSigningString(params: Record<string, string>): string {
  const names = Object.keys(params)
    .filter((n) => n !== "sign" && params[n] !== "")
    .sort();
  return names.map((n) => `${n}=${params[n]}`).join("&");
}

/** A fetch that acts as openapi.alipay.com/gateway.do. */
export function vendor(answer: (seen: Seen) => Answer) {
  const seen: Seen[] = [];
  const fetch: typeof globalThis.fetch = async (input, init) => {
    const req = new Request(input, init);
    const url = new URL(req.url);
    const params: Record<string, string> = Object.fromEntries(url.searchParams);
    for (const [k, v] of new URLSearchParams(new TextDecoder().decode(await req.arrayBuffer()))) params[k] = v;
    const authorized =
      params.app_id === APP_ID && params.sign_type === "RSA2" && (await verify(merchant.publicKey, vendorSigningString(params), params.sign ?? ""));
    const s: Seen = { url, params, biz: JSON.parse(params.biz_content ?? "{}"), authorized, contentType: req.headers.get("content-type") };
    seen.push(s);
    const node = `${(params.method ?? "").replaceAll(".", "_")}_response`;
    if (!authorized) return new Response(`{"${node}":{"code":"40002","msg":"Invalid Arguments","sub_code":"isv.invalid-signature","sub_msg":"验签出错"}}`);
    const a = answer(s);
    const key = a.signWith === undefined ? alipay.privateKey : a.signWith;
    const signature = key ? await sign(key, a.signOver ?? a.raw) : null;
    // The sign comes first in this body: the raw member must be found wherever it is.
    const body = `{${signature ? `"sign":"${signature}",` : ""}"${a.node ?? node}":${a.raw}}`;
    return new Response(body, { headers: { "Content-Type": "text/html;charset=utf-8" } });
  };
  return { fetch, seen };
}

export const PREPAY = prepayOn("ALIPAY");

export const PAID: Record<string, string> = {
  gmt_create: "2026-01-02 11:04:30",
  charset: "utf-8",
  seller_email: "pay@qihe.example.cn",
  subject: "契合 劳动合同范本",
  buyer_id: "2088102122524333",
  invoice_amount: "12.30",
  notify_id: "2026010200222110506011001234567890",
  fund_bill_list: '[{"amount":"12.30","fundChannel":"ALIPAYACCOUNT"}]',
  notify_type: "trade_status_sync",
  trade_status: "TRADE_SUCCESS",
  receipt_amount: "12.30",
  app_id: APP_ID,
  buyer_pay_amount: "12.30",
  seller_id: SELLER_ID,
  gmt_payment: "2026-01-02 11:05:06",
  notify_time: "2026-01-02 11:05:07",
  version: "1.0",
  out_trade_no: "QH202601020001",
  total_amount: "12.30",
  trade_no: "2026010222001404831459123456",
  auth_app_id: APP_ID,
  buyer_logon_id: "159****5620",
  point_amount: "0.00",
};

/** The form Alipay posts: every parameter but sign and sign_type signed with Alipay's key. */
export async function notification(
  params: Record<string, string> = PAID,
  options: { key?: CryptoKey; tamper?: Record<string, string>; body?: (form: URLSearchParams) => string } = {},
) {
  const sorted = Object.keys(params)
    .sort()
    .map((k) => `${k}=${params[k]}`)
    .join("&");
  const form = new URLSearchParams({ ...params, sign_type: "RSA2", sign: await sign(options.key ?? alipay.privateKey, sorted), ...options.tamper });
  return new Request("https://qihe.example.cn/pay/notify/alipay", {
    method: "POST",
    headers: { "Content-Type": "application/x-www-form-urlencoded; charset=utf-8" },
    body: options.body ? options.body(form) : form.toString(),
  });
}
