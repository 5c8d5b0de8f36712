import { CODE_EXPIRED, WechatError, type WechatIdentity, type WechatLogin } from "./wechat";

// The embedded default. Its "QR code" is a local page (routes.ts) whose buttons send the top window
// back with a code, as WeChat does. Codes are self-contained and signed, so nothing is stored:
// base64url(JSON {openid, unionid, nickname, exp}) "." base64url(HMAC-SHA256 of the first part).

export const SANDBOX_QR_PATH = "/__sandbox/wechat/qr";
/** Like a WeChat QR that has been shown too long, a sandbox code goes stale (WeChat's codes live 10 minutes). */
export const SANDBOX_CODE_TTL_MS = 5 * 60_000;

export type SandboxIdentity = Pick<WechatIdentity, "openid" | "unionid" | "nickname">;
type Claims = SandboxIdentity & { exp: number };

const encoder = new TextEncoder();
const decoder = new TextDecoder();

function base64url(bytes: Uint8Array): string {
  return btoa(String.fromCharCode(...bytes))
    .replaceAll("+", "-")
    .replaceAll("/", "_")
    .replace(/=+$/, "");
}

function fromBase64url(text: string): Uint8Array<ArrayBuffer> | null {
  if (!/^[A-Za-z0-9_-]*$/.test(text)) return null;
  try {
    return Uint8Array.from(atob(text.replaceAll("-", "+").replaceAll("_", "/")), (ch) => ch.charCodeAt(0));
  } catch {
    return null;
  }
}

/** A key of its own, derived from AUTH_SECRET, so a sandbox code can never pass for another signed value. */
async function signingKey(secret: string): Promise<CryptoKey> {
  const base = await crypto.subtle.importKey("raw", encoder.encode(secret), "HKDF", false, ["deriveKey"]);
  return crypto.subtle.deriveKey(
    { name: "HKDF", hash: "SHA-256", salt: new Uint8Array(), info: encoder.encode("qihe/wechat-sandbox-code") },
    base,
    { name: "HMAC", hash: "SHA-256", length: 256 },
    false,
    ["sign", "verify"],
  );
}

export class SandboxWechatLogin implements WechatLogin {
  readonly name = "sandbox";
  readonly #secret: string;

  constructor(
    secret: string,
    private readonly now: () => number = Date.now,
  ) {
    this.#secret = secret;
  }

  qrFrameUrl({ state, redirectUri }: { state: string; redirectUri: string }): string {
    // The sandbox page runs on the app's own origin, so only the path of the redirect URI travels.
    const target = new URL(redirectUri, "http://sandbox.invalid");
    const query = new URLSearchParams({ state, redirect_uri: target.pathname + target.search });
    return `${SANDBOX_QR_PATH}?${query}`;
  }

  /** What the sandbox page hands out for a "scan": a signed code of the identity, valid for 5 minutes. */
  async issueCode(identity: SandboxIdentity): Promise<string> {
    const { openid, unionid, nickname } = identity;
    const payload = base64url(encoder.encode(JSON.stringify({ openid, unionid, nickname, exp: this.now() + SANDBOX_CODE_TTL_MS })));
    const signature = await crypto.subtle.sign("HMAC", await signingKey(this.#secret), encoder.encode(payload));
    return `${payload}.${base64url(new Uint8Array(signature))}`;
  }

  async exchangeCode(code: string): Promise<WechatIdentity> {
    const claims = await this.#verify(code);
    if (!claims || claims.exp < this.now()) throw new WechatError(CODE_EXPIRED);
    return { openid: claims.openid, unionid: claims.unionid, nickname: claims.nickname, avatarUrl: null };
  }

  async #verify(code: string): Promise<Claims | null> {
    const [payload = "", signature = "", ...rest] = code.split(".");
    const bytes = fromBase64url(payload);
    const sig = fromBase64url(signature);
    if (rest.length > 0 || !bytes || !sig) return null;
    if (!(await crypto.subtle.verify("HMAC", await signingKey(this.#secret), sig, encoder.encode(payload)))) return null;
    // The signature proves issueCode wrote it, so its shape is known.
    return JSON.parse(decoder.decode(bytes)) as Claims;
  }
}
