import { sandboxAllowed } from "../../middleware/environment";
import { Alipay } from "./alipay";
import { type PayChannel, PayConfigError, type PayProvider, type PayProviderName } from "./pay";
import { SandboxPay } from "./sandbox";
import { WechatPay } from "./wechat-pay";

/** PAY_PROVIDER: "sandbox" (default: both channels go through the local cashier) or "live". */
export function payMode(env: Env): "sandbox" | "live" {
  const kind = env.PAY_PROVIDER?.trim() || "sandbox";
  if (kind !== "sandbox" && kind !== "live") throw new PayConfigError(`PAY_PROVIDER 取值无效：${kind}（可选 sandbox、live）`);
  if (kind === "sandbox" && !sandboxAllowed(env)) {
    throw new PayConfigError("生产环境不能使用支付沙箱：请配置 PAY_PROVIDER=live，或显式设置 ALLOW_SANDBOX_PROVIDERS=1");
  }
  return kind;
}

function required<N extends keyof Env & string>(env: Env, names: readonly N[]): Record<N, string> {
  const value = Object.fromEntries(names.map((n) => [n, String(env[n] ?? "").trim()])) as Record<N, string>;
  const missing = names.filter((n) => !value[n]);
  if (missing.length > 0) throw new PayConfigError(`PAY_PROVIDER=live 缺少配置：${missing.join("、")}`);
  return value;
}

/** PEM text from a variable that may carry "\n" escapes (wrangler secret put of a one-line value). */
function pem(text: string): string {
  return text.replaceAll("\\n", "\n");
}

export function providerByName(env: Env, name: PayProviderName, origin: string): PayProvider {
  if (name === "sandbox") return new SandboxPay(env.AUTH_SECRET, origin);
  if (name === "wechat") {
    const v = required(env, [
      "WECHATPAY_MCH_ID",
      "WECHATPAY_APP_ID",
      "WECHATPAY_SERIAL_NO",
      "WECHATPAY_PRIVATE_KEY",
      "WECHATPAY_API_V3_KEY",
      "WECHATPAY_PUBLIC_KEY",
      "WECHATPAY_PUBLIC_KEY_ID",
    ]);
    return new WechatPay({
      mchId: v.WECHATPAY_MCH_ID,
      appId: v.WECHATPAY_APP_ID,
      serialNo: v.WECHATPAY_SERIAL_NO,
      privateKeyPem: pem(v.WECHATPAY_PRIVATE_KEY),
      apiV3Key: v.WECHATPAY_API_V3_KEY,
      platformPublicKeyPem: pem(v.WECHATPAY_PUBLIC_KEY),
      platformPublicKeyId: v.WECHATPAY_PUBLIC_KEY_ID,
    });
  }
  const v = required(env, ["ALIPAY_APP_ID", "ALIPAY_PRIVATE_KEY", "ALIPAY_PUBLIC_KEY", "ALIPAY_SELLER_ID"]);
  return new Alipay({
    appId: v.ALIPAY_APP_ID,
    privateKeyPem: pem(v.ALIPAY_PRIVATE_KEY),
    alipayPublicKeyPem: pem(v.ALIPAY_PUBLIC_KEY),
    sellerId: v.ALIPAY_SELLER_ID,
  });
}

/** The provider that takes payments of a channel under the current configuration. */
export function providerForChannel(env: Env, channel: PayChannel, origin: string): PayProvider {
  if (payMode(env) === "sandbox") return providerByName(env, "sandbox", origin);
  return providerByName(env, channel === "WECHAT" ? "wechat" : "alipay", origin);
}

export function isProviderName(value: string): value is PayProviderName {
  return value === "sandbox" || value === "wechat" || value === "alipay";
}
