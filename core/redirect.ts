// Redirect targets that come from input (a form field, a query parameter, a stored after-login step)
// may only name a path of this site. Browsers read many strings as another origin: `//host`,
// `/\host` and `\\host` (a backslash is a slash in http URLs), tabs and newlines (stripped before
// parsing, so `/\t/host` is `//host`), encoded slashes that a later decoding turns into `//host`,
// and every scheme (`javascript:`, `https:`). Only a plain absolute path passes.

const BASE = "http://redirect.invalid";
const MAX_LENGTH = 2048;

/** Whether the target is a path of this site that no browser reads as another origin or a script. */
export function isSafeRedirect(target: unknown): target is string {
  if (typeof target !== "string" || target.length === 0 || target.length > MAX_LENGTH) return false;
  if (!target.startsWith("/") || target.startsWith("//")) return false;
  // Backslashes, controls (tab, newline, NUL, DEL), whitespace and bidi/format characters: never in a path we make.
  if (/[\\\s\p{Cc}\p{Cf}]/u.test(target)) return false;
  // An encoded slash or backslash right after the leading one becomes `//` or `/\` once decoded.
  if (/^\/(%2f|%5c)/i.test(target) || /%5c/i.test(target)) return false;
  const url = URL.parse(target, BASE);
  return url !== null && url.origin === BASE && !url.pathname.startsWith("//");
}

/** The target when it is safe (see isSafeRedirect), else the fallback. */
export function safeRedirect(target: unknown, fallback: string): string {
  return isSafeRedirect(target) ? target : fallback;
}
