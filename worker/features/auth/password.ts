// Password hashing per DESIGN §5: PBKDF2-SHA256 at the Workers cap of 100,000 iterations over an
// HMAC of the password keyed by a secret pepper (ADR 0005 records the deviation from OWASP's 600k).
export const PBKDF2_ITERATIONS = 100_000;
const enc = new TextEncoder();

function b64(bytes: Uint8Array): string {
  return btoa(String.fromCharCode(...bytes));
}

function unb64(text: string): Uint8Array<ArrayBuffer> {
  return Uint8Array.from(atob(text), (c) => c.charCodeAt(0));
}

async function peppered(password: string, pepper: string): Promise<Uint8Array<ArrayBuffer>> {
  if (!pepper || pepper.length < 32) throw new Error("PASSWORD_PEPPER 未配置或长度不足 32 个字符");
  const key = await crypto.subtle.importKey("raw", enc.encode(pepper), { name: "HMAC", hash: "SHA-256" }, false, ["sign"]);
  return new Uint8Array(await crypto.subtle.sign("HMAC", key, enc.encode(password)));
}

async function derive(password: string, pepper: string, salt: Uint8Array<ArrayBuffer>, iterations: number): Promise<Uint8Array> {
  const material = await crypto.subtle.importKey("raw", await peppered(password, pepper), "PBKDF2", false, ["deriveBits"]);
  const bits = await crypto.subtle.deriveBits({ name: "PBKDF2", hash: "SHA-256", salt, iterations }, material, 256);
  return new Uint8Array(bits);
}

export async function hashPassword(password: string, pepper: string): Promise<string> {
  const salt = crypto.getRandomValues(new Uint8Array(16));
  const hash = await derive(password, pepper, salt, PBKDF2_ITERATIONS);
  return `pbkdf2-sha256$${PBKDF2_ITERATIONS}$${b64(salt)}$${b64(hash)}`;
}

export async function verifyPassword(password: string, stored: string | null, pepper: string): Promise<boolean> {
  const [scheme, iter, salt, expected] = (stored ?? "").split("$");
  const iterations = Number(iter);
  if (scheme !== "pbkdf2-sha256" || !salt || !expected || !Number.isSafeInteger(iterations) || iterations > PBKDF2_ITERATIONS) {
    // Spend comparable time on unknown phones so response times do not reveal which phones exist.
    await derive(password, pepper, new Uint8Array(16), PBKDF2_ITERATIONS);
    return false;
  }
  const actual = await derive(password, pepper, unb64(salt), iterations);
  const want = unb64(expected);
  if (actual.length !== want.length) return false;
  let diff = 0;
  for (let i = 0; i < actual.length; i++) diff |= (actual[i] ?? 0) ^ (want[i] ?? 0);
  return diff === 0;
}
