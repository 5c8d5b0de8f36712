// R2 objects: keys under "public/" are served to anyone and cached; any other key only through a
// signed URL that expires (HMAC-SHA256 over key and expiry with AUTH_SECRET).
export const PUBLIC_PREFIX = "public/";
// Download links live minutes; links sent by e-mail a day, the longest any signed URL lives.
export const MAX_SIGNED_TTL_SECONDS = 86_400;
/** R2 refuses longer keys with an error. */
export const R2_KEY_MAX_BYTES = 1024;

async function hmac(secret: string, data: string): Promise<string> {
  const key = await crypto.subtle.importKey("raw", new TextEncoder().encode(`files:${secret}`), { name: "HMAC", hash: "SHA-256" }, false, ["sign"]);
  const sig = new Uint8Array(await crypto.subtle.sign("HMAC", key, new TextEncoder().encode(data)));
  return btoa(String.fromCharCode(...sig))
    .replaceAll("+", "-")
    .replaceAll("/", "_")
    .replace(/=+$/, "");
}

function timingSafeEqual(a: string, b: string): boolean {
  if (a.length !== b.length) return false;
  let diff = 0;
  for (let i = 0; i < a.length; i++) diff |= a.charCodeAt(i) ^ b.charCodeAt(i);
  return diff === 0;
}

export async function signedFileUrl(secret: string, key: string, ttlSeconds: number, now = Date.now()): Promise<string> {
  const ttl = Math.min(Math.max(1, Math.floor(ttlSeconds)), MAX_SIGNED_TTL_SECONDS);
  const exp = Math.floor(now / 1000) + ttl;
  const sig = await hmac(secret, `${key}\n${exp}`);
  return `/files/${key.split("/").map(encodeURIComponent).join("/")}?exp=${exp}&sig=${sig}`;
}

export async function verifyFileSignature(secret: string, key: string, exp: string | undefined, sig: string | undefined, now = Date.now()): Promise<boolean> {
  if (!exp || !sig || !/^\d{1,12}$/.test(exp)) return false;
  if (Number(exp) * 1000 < now) return false;
  return timingSafeEqual(await hmac(secret, `${key}\n${exp}`), sig);
}

/** Serves an R2 object as a response, or null when it does not exist. */
export async function serveObject(bucket: R2Bucket, key: string, isPublic: boolean): Promise<Response | null> {
  const object = await bucket.get(key);
  if (!object) return null;
  const headers = new Headers();
  object.writeHttpMetadata(headers);
  headers.set("etag", object.httpEtag);
  headers.set("cache-control", isPublic ? "public, max-age=86400" : "private, no-store");
  headers.set("x-content-type-options", "nosniff");
  return new Response(object.body, { headers });
}
