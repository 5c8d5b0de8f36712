import { formatDateTime } from "#core/dates";
import { type Json, obj, rawMember, requestSigningString, str } from "./alipay-wire";
import { importSigningKey, importVerifyingKey, rsaSign, rsaVerify } from "./pem";

// One signed call to the Alipay open platform gateway (public-key mode, RSA2), shared by the payment
// client (alipay.ts) and the payout client (providers/payout/alipay-payout.ts).

const DEFAULT_GATEWAY = "https://openapi.alipay.com/gateway.do";
const TIMEOUT_MS = 10_000;

export interface GatewayOptions {
  appId: string;
  /** Application private key (应用私钥): PKCS#8 PEM, or bare base64 (PKCS#8 or PKCS#1) from Alipay's key tool. */
  privateKeyPem: string;
  /** 支付宝公钥 (public-key mode, not certificates): SPKI PEM or bare base64. */
  alipayPublicKeyPem: string;
  gateway?: string;
  /** Injected by tests so nothing reaches the network. */
  fetch?: typeof fetch;
  now?: () => number;
}

interface Keys {
  sign: CryptoKey;
  verify: CryptoKey;
}

/** A call's outcome: the verified response member, or Alipay's refusal (code != 10000). */
export type Reply = { ok: true; data: Json } | { ok: false; code: string; subCode: string | null; subMsg: string | null };

export class AlipayGateway {
  // Private fields keep the keys out of logs that print the client object.
  readonly #options: GatewayOptions;
  readonly #failure: (message: string) => Error;
  #keys: Promise<Keys> | undefined;

  /** `failure` makes the error thrown when Alipay cannot be reached or its reply is not Alipay's. */
  constructor(options: GatewayOptions, failure: (message: string) => Error) {
    this.#options = options;
    this.#failure = failure;
  }

  now(): number {
    return this.#options.now?.() ?? Date.now();
  }

  keys(): Promise<Keys> {
    this.#keys ??= (async () => ({
      sign: await importSigningKey(this.#options.privateKeyPem, "支付宝应用私钥（ALIPAY_PRIVATE_KEY）"),
      verify: await importVerifyingKey(this.#options.alipayPublicKeyPem, "支付宝公钥（ALIPAY_PUBLIC_KEY）"),
    }))();
    this.#keys.catch(() => {
      this.#keys = undefined;
    });
    return this.#keys;
  }

  /**
   * One signed gateway call. The common parameters travel in the query string and biz_content in the
   * form body (as Alipay's own SDKs send them); all of them are signed.
   */
  async call(method: string, biz: Json, failure: string, extra: Record<string, string> = {}): Promise<Reply> {
    const params: Record<string, string> = {
      app_id: this.#options.appId,
      method,
      format: "JSON",
      charset: "utf-8",
      sign_type: "RSA2",
      timestamp: formatDateTime(this.now()),
      version: "1.0",
      ...extra,
      biz_content: JSON.stringify(biz),
    };
    const keys = await this.keys();
    params.sign = await rsaSign(keys.sign, requestSigningString(params));
    const { biz_content, ...common } = params;
    const url = `${this.#options.gateway ?? DEFAULT_GATEWAY}?${new URLSearchParams(common)}`;

    const send = this.#options.fetch ?? fetch;
    let text: string;
    try {
      const res = await send(url, {
        method: "POST",
        headers: { "Content-Type": "application/x-www-form-urlencoded;charset=utf-8", Accept: "application/json" },
        body: new URLSearchParams({ biz_content: biz_content ?? "" }).toString(),
        signal: AbortSignal.timeout(TIMEOUT_MS),
      });
      text = await res.text();
      if (!res.ok) throw new Error(`HTTP ${res.status}`);
    } catch (error) {
      console.error("Alipay unreachable", method, error instanceof Error ? error.message : error);
      throw this.#failure(failure);
    }

    const node = `${method.replaceAll(".", "_")}_response`;
    const raw = rawMember(text, node) ?? rawMember(text, "error_response");
    let data: Json;
    let sign: unknown;
    try {
      data = obj(JSON.parse(raw ?? "null"));
      sign = obj(JSON.parse(text)).sign;
    } catch {
      data = {};
    }
    const code = str(data.code) ?? "";
    if (code !== "10000") {
      // A refusal only makes us give up, so it needs no signature (some, such as a bad app_id, carry none).
      const subCode = str(data.sub_code);
      console.error("Alipay refused", { method, code, msg: data.msg, subCode, subMsg: data.sub_msg });
      return { ok: false, code: code || "UNREADABLE", subCode, subMsg: str(data.sub_msg) };
    }
    if (!raw || typeof sign !== "string" || !(await rsaVerify(keys.verify, raw, sign))) {
      console.error("Alipay reply failed signature verification", { method });
      throw this.#failure(failure);
    }
    return { ok: true, data };
  }
}
