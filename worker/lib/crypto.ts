import { equalBytes } from "@noble/ciphers/utils.js";
import { hkdf } from "@noble/hashes/hkdf.js";
import { hmac } from "@noble/hashes/hmac.js";
import { sha256 } from "@noble/hashes/sha2.js";
import { bytesToHex, hexToBytes, randomBytes, utf8ToBytes } from "@noble/hashes/utils.js";
import { base64, base64urlnopad } from "@scure/base";

// The one place for encodings, digests, MACs and randomness (ADR: @noble/hashes and @scure/base,
// audited and synchronous; WebCrypto stays only where native speed or RSA keys matter: PBKDF2, RSA, AES-GCM).

export type Bytes = Uint8Array<ArrayBuffer>;
type Input = string | Uint8Array;

const bytes = (input: Input): Uint8Array => (typeof input === "string" ? utf8ToBytes(input) : input);
// The libraries type their results as Uint8Array<ArrayBufferLike>; they always allocate a plain ArrayBuffer.
const own = (value: Uint8Array): Bytes => value as Bytes;

export const utf8 = (text: string): Bytes => own(utf8ToBytes(text));
export const toHex = (data: Uint8Array): string => bytesToHex(data);
export const fromHex = (text: string): Bytes => own(hexToBytes(text));
export const toBase64 = (data: Uint8Array): string => base64.encode(data);
/** Padded standard base64; throws on anything else. */
export const fromBase64 = (text: string): Bytes => own(base64.decode(text));
/** Unpadded base64url, the form that travels in URLs and cookies. */
export const toBase64Url = (data: Uint8Array): string => base64urlnopad.encode(data);
/** Unpadded base64url, or null for anything else (attacker input never throws). */
export function fromBase64Url(text: string): Bytes | null {
  try {
    return own(base64urlnopad.decode(text));
  } catch {
    return null;
  }
}

export const sha256Bytes = (data: Input): Bytes => own(sha256(bytes(data)));
export const sha256Hex = (data: Input): string => toHex(sha256(bytes(data)));

export const hmacSha256 = (key: Input, data: Input): Bytes => own(hmac(sha256, bytes(key), bytes(data)));
export const hmacSha256Hex = (key: Input, data: Input): string => toHex(hmacSha256(key, data));
/** HKDF-SHA256 (empty salt) to a 32-byte key of its own per purpose, so one secret never signs for two. */
export const deriveKey = (secret: Input, info: string): Bytes => own(hkdf(sha256, bytes(secret), undefined, utf8ToBytes(info), 32));

/** Constant-time equality of byte strings (a length difference returns at once: lengths are public). */
export const sameBytes = (a: Uint8Array, b: Uint8Array): boolean => equalBytes(a, b);
/** Constant-time equality of two texts, e.g. a MAC from a request against the expected one. */
export const sameText = (a: string, b: string): boolean => equalBytes(utf8ToBytes(a), utf8ToBytes(b));

export const randomBytesOf = (length: number): Bytes => own(randomBytes(length));
/** An opaque secret as hex; `length` random bytes. */
export const randomToken = (length = 32): string => toHex(randomBytes(length));

/** A uniformly random string over `alphabet` (rejection sampling avoids modulo bias). */
export function randomString(length: number, alphabet: string): string {
  const limit = 256 - (256 % alphabet.length);
  let out = "";
  while (out.length < length) {
    for (const b of randomBytes(length)) if (b < limit && out.length < length) out += alphabet[b % alphabet.length];
  }
  return out;
}

/** A uniformly random code of decimal digits. */
export const randomDigits = (length = 6): string => randomString(length, "0123456789");
