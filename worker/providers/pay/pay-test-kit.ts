import { fromBase64, toBase64 } from "../../lib/crypto";
import type { PayChannel } from "./pay";
import { derToPem } from "./pem";

// What the Alipay and WeChat Pay test kits share: the RSA key pairs the tests sign and check with, the
// clock, the prepay request and the refusal catcher.

const RSA = { name: "RSASSA-PKCS1-v1_5", hash: "SHA-256" } as const;
export const encoder = new TextEncoder();

export type Pair = { privateKey: CryptoKey; publicKey: CryptoKey; pkcs8: Uint8Array; spki: Uint8Array; privatePem: string; publicPem: string };

export async function rsaPair(): Promise<Pair> {
  const pair = (await crypto.subtle.generateKey({ ...RSA, modulusLength: 2048, publicExponent: new Uint8Array([1, 0, 1]) }, true, [
    "sign",
    "verify",
  ])) as CryptoKeyPair;
  const pkcs8 = new Uint8Array((await crypto.subtle.exportKey("pkcs8", pair.privateKey)) as ArrayBuffer);
  const spki = new Uint8Array((await crypto.subtle.exportKey("spki", pair.publicKey)) as ArrayBuffer);
  return { ...pair, pkcs8, spki, privatePem: derToPem(pkcs8, "PRIVATE KEY"), publicPem: derToPem(spki, "PUBLIC KEY") };
}

export const sign = async (key: CryptoKey, text: string) => toBase64(new Uint8Array(await crypto.subtle.sign(RSA, key, encoder.encode(text))));
export const verify = async (key: CryptoKey, text: string, signature: string) => crypto.subtle.verify(RSA, key, fromBase64(signature), encoder.encode(text));

export const NOW = Date.UTC(2026, 0, 2, 3, 4, 5);

/** A ¥12.30 template order's prepay on `channel`, notified at the channel's own path. */
export const prepayOn = <C extends PayChannel>(channel: C) => ({
  orderNo: "QH202601020001",
  subject: "契合-劳动合同范本",
  amountFen: 1230,
  channel,
  notifyUrl: `https://qihe.example.cn/pay/notify/${channel === "WECHAT" ? "wechat" : "alipay"}`,
  expiresAt: NOW + 15 * 60 * 1000,
});

/** What a promise rejects with, or null when it resolves. */
export const caught = (p: Promise<unknown>) =>
  p.then(
    () => null,
    (e: unknown) => e,
  );
