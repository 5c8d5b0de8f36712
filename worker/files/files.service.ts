import { hmacSha256, sameText, toBase64Url } from "../lib/crypto";

// R2 objects: keys under "public/" are served to anyone and cached; any other key only through a
// signed URL that expires (HMAC-SHA256 over key and expiry with AUTH_SECRET).
export const PUBLIC_PREFIX = "public/";
// Download links live minutes; links sent by e-mail a day, the longest any signed URL lives.
export const MAX_SIGNED_TTL_SECONDS = 86_400;
/** R2 refuses longer keys with an error. */
export const R2_KEY_MAX_BYTES = 1024;

const hmac = (secret: string, data: string): string => toBase64Url(hmacSha256(`files:${secret}`, data));

export async function signedFileUrl(secret: string, key: string, ttlSeconds: number, now = Date.now()): Promise<string> {
  const ttl = Math.min(Math.max(1, Math.floor(ttlSeconds)), MAX_SIGNED_TTL_SECONDS);
  const exp = Math.floor(now / 1000) + ttl;
  const sig = hmac(secret, `${key}\n${exp}`);
  return `/files/${key.split("/").map(encodeURIComponent).join("/")}?exp=${exp}&sig=${sig}`;
}

export async function verifyFileSignature(secret: string, key: string, exp: string | undefined, sig: string | undefined, now = Date.now()): Promise<boolean> {
  if (!exp || !sig || !/^\d{1,12}$/.test(exp)) return false;
  if (Number(exp) * 1000 < now) return false;
  return sameText(hmac(secret, `${key}\n${exp}`), sig);
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
