// The WeChat website-login interface (微信开放平台「网站应用」微信登录). The sandbox (embedded default)
// signs its own codes on a local "scan" page; the real one is WeChat's OAuth 2.0 code exchange.
// Services depend on this interface only.
export type WechatIdentity = { openid: string; unionid: string | null; nickname: string | null; avatarUrl: string | null };

export interface WechatLogin {
  readonly name: "sandbox" | "wechat";
  /** What the login dialog embeds: the src of the QR iframe for the given state and redirect URI. */
  qrFrameUrl(input: { state: string; redirectUri: string }): string;
  /** Exchanges the code WeChat sent back for the user's identity; throws WechatError (Chinese message) when refused. */
  exchangeCode(code: string): Promise<WechatIdentity>;
}

/** Shown when a code is unknown, forged or too old, by every provider alike. */
export const CODE_EXPIRED = "微信授权已失效，请重新扫码";

export class WechatError extends Error {
  override name = "WechatError";

  /** vendorCode: WeChat's errcode (e.g. 40029), for logs only. */
  constructor(
    message: string,
    readonly vendorCode?: number,
  ) {
    super(message);
  }
}

/** A missing or unsafe provider configuration; raised when the provider is built, never shown to users. */
export class WechatConfigError extends Error {
  override name = "WechatConfigError";
}
