import { deriveKey, fromBase64Url, hmacSha256, sameBytes, toBase64Url, utf8 } from "../../lib/crypto";
import { CODE_EXPIRED, WechatError, type WechatIdentity, type WechatLogin } from "./wechat";

// The embedded default. Its "QR code" is a local page (sandbox.http.ts) whose buttons send the top window
// back with a code, as WeChat does. Codes are self-contained and signed, so nothing is stored:
// base64url(JSON {openid, unionid, nickname, exp}) "." base64url(HMAC-SHA256 of the first part).

export const SANDBOX_QR_PATH = "/__sandbox/wechat/qr";
/** Like a WeChat QR that has been shown too long, a sandbox code goes stale (WeChat's codes live 10 minutes). */
export const SANDBOX_CODE_TTL_MS = 5 * 60_000;

export type SandboxIdentity = Pick<WechatIdentity, "openid" | "unionid" | "nickname">;
type Claims = SandboxIdentity & { exp: number };

/** A key of its own, derived from AUTH_SECRET, so a sandbox code can never pass for another signed value. */
const signingKey = (secret: string) => deriveKey(secret, "qihe/wechat-sandbox-code");

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
    const payload = toBase64Url(utf8(JSON.stringify({ openid, unionid, nickname, exp: this.now() + SANDBOX_CODE_TTL_MS })));
    return `${payload}.${toBase64Url(hmacSha256(signingKey(this.#secret), payload))}`;
  }

  async exchangeCode(code: string): Promise<WechatIdentity> {
    const claims = this.#verify(code);
    if (!claims || claims.exp < this.now()) throw new WechatError(CODE_EXPIRED);
    return { openid: claims.openid, unionid: claims.unionid, nickname: claims.nickname, avatarUrl: null };
  }

  #verify(code: string): Claims | null {
    const [payload = "", signature = "", ...rest] = code.split(".");
    const bytes = fromBase64Url(payload);
    const sig = fromBase64Url(signature);
    if (rest.length > 0 || !bytes || !sig || !sameBytes(hmacSha256(signingKey(this.#secret), payload), sig)) return null;
    // The signature proves issueCode wrote it, so its shape is known.
    return JSON.parse(new TextDecoder().decode(bytes)) as Claims;
  }
}
