import { parseYuan } from "#core/money";

// Alipay's wire format, shared by the client (alipay.ts) and notification verification (alipay-notice.ts):
// - request signing string: https://opendocs.alipay.com/common/02kf5q (自行实现签名)
// - response verification: the `sign` covers the raw JSON text of the `<method>_response` member
// - notification signing string: https://opendocs.alipay.com/open/194/103296 (异步通知验签)
// Amounts travel as yuan strings ("12.30"): yuanText out, parseYuan in; never a float.

const byName = ([a]: [string, string], [b]: [string, string]) => (a < b ? -1 : a > b ? 1 : 0);

/** Request signing string: every non-empty parameter but sign, sorted by name, name=value joined by &, unencoded. */
export function requestSigningString(params: Record<string, string>): string {
  return Object.entries(params)
    .filter(([name, value]) => name !== "sign" && value !== "")
    .sort(byName)
    .map(([name, value]) => `${name}=${value}`)
    .join("&");
}

/** Notification signing string: every parameter but sign and sign_type (empty ones included), sorted, decoded values. */
export function noticeSigningString(params: Record<string, string>): string {
  return Object.entries(params)
    .filter(([name]) => name !== "sign" && name !== "sign_type")
    .sort(byName)
    .map(([name, value]) => `${name}=${value}`)
    .join("&");
}

function stringEnd(json: string, start: number): number {
  let i = start + 1;
  while (i < json.length && json[i] !== '"') i += json[i] === "\\" ? 2 : 1;
  return i + 1;
}

function valueEnd(json: string, start: number): number {
  const first = json[start];
  if (first === '"') return stringEnd(json, start);
  if (first !== "{" && first !== "[") {
    let i = start;
    while (i < json.length && !/[,}\]\s]/.test(json[i] ?? "")) i++;
    return i;
  }
  let depth = 0;
  let i = start;
  while (i < json.length) {
    const ch = json[i];
    if (ch === '"') {
      i = stringEnd(json, i);
      continue;
    }
    if (ch === "{" || ch === "[") depth++;
    else if (ch === "}" || ch === "]") {
      depth--;
      if (depth === 0) return i + 1;
    }
    i++;
  }
  return json.length;
}

/**
 * The raw text of a top-level member's value, exactly as it appears in the body. Alipay signs these
 * bytes; re-serialising a parsed object (escapes such as `\/`, key order, spacing) would not match.
 */
export function rawMember(json: string, name: string): string | null {
  let depth = 0;
  let i = 0;
  while (i < json.length) {
    const ch = json[i];
    if (ch === '"') {
      const end = stringEnd(json, i);
      if (depth === 1) {
        let j = end;
        while (/\s/.test(json[j] ?? "")) j++;
        if (json[j] === ":") {
          let key: unknown = null;
          try {
            key = JSON.parse(json.slice(i, end));
          } catch {}
          j++;
          while (/\s/.test(json[j] ?? "")) j++;
          const after = valueEnd(json, j);
          if (key === name) return json.slice(j, after);
          i = after;
          continue;
        }
      }
      i = end;
      continue;
    }
    if (ch === "{" || ch === "[") depth++;
    else if (ch === "}" || ch === "]") depth--;
    i++;
  }
  return null;
}

// Reading a parsed reply or form: a missing, empty or mistyped value is null.

export type Json = Record<string, unknown>;

export const str = (value: unknown): string | null => (typeof value === "string" && value !== "" ? value : null);
export const obj = (value: unknown): Json => (value && typeof value === "object" && !Array.isArray(value) ? (value as Json) : {});

export function yuan(value: unknown): number | null {
  try {
    return typeof value === "string" ? parseYuan(value) : null;
  } catch {
    return null;
  }
}
