import { sandboxAllowed } from "../../middleware/environment";
import { AlipayPayout } from "./alipay-payout";
import { ManualPayout } from "./manual";
import { PayoutConfigError, type PayoutProvider, type PayoutProviderName } from "./payout";
import { SandboxPayout } from "./sandbox";

/** PAYOUT_PROVIDER: "sandbox" (default) or "alipay"; the console may always choose "manual" per withdrawal. */
export function configuredPayout(env: Env): "sandbox" | "alipay" {
  const kind = env.PAYOUT_PROVIDER?.trim() || "sandbox";
  if (kind !== "sandbox" && kind !== "alipay") throw new PayoutConfigError(`PAYOUT_PROVIDER 取值无效：${kind}（可选 sandbox、alipay）`);
  if (kind === "sandbox" && !sandboxAllowed(env)) {
    throw new PayoutConfigError("生产环境不能使用打款沙箱：请配置 PAYOUT_PROVIDER=alipay，或显式设置 ALLOW_SANDBOX_PROVIDERS=1");
  }
  return kind;
}

export function payoutByName(env: Env, name: PayoutProviderName): PayoutProvider {
  if (name === "sandbox") return new SandboxPayout();
  if (name === "manual") return new ManualPayout();
  const appId = env.ALIPAY_APP_ID?.trim();
  const privateKey = env.ALIPAY_PRIVATE_KEY?.trim();
  const publicKey = env.ALIPAY_PUBLIC_KEY?.trim();
  if (!appId || !privateKey || !publicKey) throw new PayoutConfigError("PAYOUT_PROVIDER=alipay 缺少配置：ALIPAY_APP_ID、ALIPAY_PRIVATE_KEY、ALIPAY_PUBLIC_KEY");
  return new AlipayPayout({ appId, privateKeyPem: privateKey.replaceAll("\\n", "\n"), alipayPublicKeyPem: publicKey.replaceAll("\\n", "\n") });
}
