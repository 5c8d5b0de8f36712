import { siteOrigin } from "#core/seo";
import type { PayProvider } from "../../providers/pay/pay";
import { notifyUrl, providerResolver } from "./checkout";

/** What the services' refund paths need from the payment side: origin-bound providers and notify URLs. */
export type RefundPort = { providerFor: (name: string) => PayProvider; notifyUrl: (name: string) => string };

export function refundPortFor(env: Env): RefundPort {
  const origin = siteOrigin(env);
  return { providerFor: providerResolver(env, origin), notifyUrl: (name) => notifyUrl(origin, name) };
}
