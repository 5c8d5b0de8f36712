import { type Bytes, fromBase64, hmacSha256, randomBytesOf, sameBytes, toBase64 } from "../../lib/crypto.ts";

// Password hashing per DESIGN §5: PBKDF2-SHA256 at the Workers cap of 100,000 iterations over an
// HMAC of the password keyed by a secret pepper (ADR 0005 records the deviation from OWASP's 600k).
export const PBKDF2_ITERATIONS = 100_000;

function peppered(password: string, pepper: string): Bytes {
  if (!pepper || pepper.length < 32) throw new Error("PASSWORD_PEPPER 未配置或长度不足 32 个字符");
  return hmacSha256(pepper, password);
}

// PBKDF2 stays on WebCrypto: 100,000 rounds in JavaScript would cost the request far more CPU.
async function derive(password: string, pepper: string, salt: Bytes, iterations: number): Promise<Uint8Array> {
  const material = await crypto.subtle.importKey("raw", peppered(password, pepper), "PBKDF2", false, ["deriveBits"]);
  const bits = await crypto.subtle.deriveBits({ name: "PBKDF2", hash: "SHA-256", salt, iterations }, material, 256);
  return new Uint8Array(bits);
}

export async function hashPassword(password: string, pepper: string): Promise<string> {
  const salt = randomBytesOf(16);
  const hash = await derive(password, pepper, salt, PBKDF2_ITERATIONS);
  return `pbkdf2-sha256$${PBKDF2_ITERATIONS}$${toBase64(salt)}$${toBase64(hash)}`;
}

export async function verifyPassword(password: string, stored: string | null, pepper: string): Promise<boolean> {
  const [scheme, iter, salt, expected] = (stored ?? "").split("$");
  const iterations = Number(iter);
  if (scheme !== "pbkdf2-sha256" || !salt || !expected || !Number.isSafeInteger(iterations) || iterations > PBKDF2_ITERATIONS) {
    // Spend comparable time on unknown phones so response times do not reveal which phones exist.
    await derive(password, pepper, new Uint8Array(16), PBKDF2_ITERATIONS);
    return false;
  }
  return sameBytes(await derive(password, pepper, fromBase64(salt), iterations), fromBase64(expected));
}
