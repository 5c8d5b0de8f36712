import { gcm } from "@noble/ciphers/aes.js";
import { deriveKey, fromBase64, randomBytesOf, toBase64, utf8 } from "../../lib/crypto";

// The payout needs the card number itself, so it is kept sealed (AES-256-GCM, key derived from
// AUTH_SECRET, a fresh nonce each time) rather than hashed; every view shows only the masked form.
const NONCE_BYTES = 12;
const key = (secret: string) => deriveKey(secret, "qihe:bank-card:v1");

export function sealBankCard(secret: string, cardNo: string): string {
  const nonce = randomBytesOf(NONCE_BYTES);
  const sealed = gcm(key(secret), nonce).encrypt(utf8(cardNo));
  return `${toBase64(nonce)}.${toBase64(sealed)}`;
}

export function openBankCard(secret: string, sealed: string): string {
  const [nonce = "", data = ""] = sealed.split(".");
  return new TextDecoder().decode(gcm(key(secret), fromBase64(nonce)).decrypt(fromBase64(data)));
}
