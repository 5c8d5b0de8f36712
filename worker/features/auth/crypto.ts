// Small helpers for opaque secrets: random tokens and their SHA-256 digests (we store only digests).
export function randomToken(bytes = 32): string {
  const raw = crypto.getRandomValues(new Uint8Array(bytes));
  return Array.from(raw, (b) => b.toString(16).padStart(2, "0")).join("");
}

export async function sha256Hex(text: string): Promise<string> {
  const digest = new Uint8Array(await crypto.subtle.digest("SHA-256", new TextEncoder().encode(text)));
  return Array.from(digest, (b) => b.toString(16).padStart(2, "0")).join("");
}

/** A uniformly random 6-digit code (rejection sampling avoids modulo bias). */
export function randomDigits(length = 6): string {
  let out = "";
  while (out.length < length) {
    const [byte = 255] = crypto.getRandomValues(new Uint8Array(1));
    if (byte < 250) out += String(byte % 10);
  }
  return out;
}
