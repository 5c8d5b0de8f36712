import { CODE_EXPIRED, WechatError, type WechatIdentity, type WechatLogin } from "./wechat";

// WeChat Open Platform website login (网站应用微信登录, OAuth 2.0 authorization_code):
// https://developers.weixin.qq.com/doc/oplatform/Website_App/WeChat_Login/Wechat_Login.html
// 1. the page embeds the qrconnect QR; after the user confirms on the phone, WeChat sends the top
//    window to redirect_uri?code=CODE&state=STATE (the code is single-use and lives 10 minutes);
// 2. sns/oauth2/access_token trades the code (with AppID and AppSecret) for access_token and openid;
// 3. sns/userinfo with that token gives nickname, headimgurl and unionid.

const QRCONNECT = "https://open.weixin.qq.com/connect/qrconnect";
const ACCESS_TOKEN = "https://api.weixin.qq.com/sns/oauth2/access_token";
const USERINFO = "https://api.weixin.qq.com/sns/userinfo";
const TIMEOUT_MS = 10_000;

const GENERIC_FAILURE = "微信登录失败，请稍后再试";
/** errcodes a user can act on (scan again); everything else (a wrong AppSecret, quota) is the operator's. */
const FAILURES: Record<number, string> = {
  40029: CODE_EXPIRED, // invalid code
  40163: "微信授权码已使用，请重新扫码", // code been used
};

export type Fetch = (url: string, init: RequestInit) => Promise<Response>;

export interface OfficialWechatOptions {
  appId: string;
  appSecret: string;
  /** Injected by tests so nothing reaches the network. */
  fetch?: Fetch;
}

type Reply = Record<string, unknown>;

const text = (value: unknown): string | null => (typeof value === "string" && value !== "" ? value : null);

function withQuery(base: string, query: Record<string, string>): string {
  return `${base}?${Object.entries(query)
    .map(([name, value]) => `${name}=${encodeURIComponent(value)}`)
    .join("&")}`;
}

export class OfficialWechatLogin implements WechatLogin {
  readonly name = "wechat";
  // A private field keeps the secret out of logs that print the provider object.
  readonly #options: OfficialWechatOptions;

  constructor(options: OfficialWechatOptions) {
    this.#options = options;
  }

  qrFrameUrl({ state, redirectUri }: { state: string; redirectUri: string }): string {
    // The documented qrconnect link plus login_type=jssdk, which wxLogin.js adds to its iframe: it serves
    // the bare, embeddable QR and sends the top window (self_redirect's default) back to redirect_uri.
    const query = { appid: this.#options.appId, redirect_uri: redirectUri, response_type: "code", scope: "snsapi_login", state, login_type: "jssdk" };
    return `${withQuery(QRCONNECT, query)}#wechat_redirect`;
  }

  async exchangeCode(code: string): Promise<WechatIdentity> {
    const { appId, appSecret } = this.#options;
    const token = await this.#get(
      "sns/oauth2/access_token",
      withQuery(ACCESS_TOKEN, { appid: appId, secret: appSecret, code, grant_type: "authorization_code" }),
    );
    const accessToken = text(token.access_token);
    const openid = text(token.openid);
    if (!accessToken || !openid) {
      console.error("WeChat sns/oauth2/access_token answered without access_token/openid", { keys: Object.keys(token) });
      throw new WechatError(GENERIC_FAILURE);
    }
    const profile = await this.#profile(accessToken, openid);
    return { openid, unionid: text(profile.unionid) ?? text(token.unionid), nickname: text(profile.nickname), avatarUrl: text(profile.headimgurl) };
  }

  /** The nickname and avatar only decorate a new account: the login goes on without them. */
  async #profile(accessToken: string, openid: string): Promise<Reply> {
    try {
      return await this.#get("sns/userinfo", withQuery(USERINFO, { access_token: accessToken, openid }));
    } catch {
      return {};
    }
  }

  /** GETs a WeChat API; the URL carries the AppSecret or an access token, so it is never logged. */
  async #get(api: string, url: string): Promise<Reply> {
    const send = this.#options.fetch ?? ((url, init) => fetch(url, init));
    let reply: Reply;
    try {
      const res = await send(url, { method: "GET", signal: AbortSignal.timeout(TIMEOUT_MS) });
      reply = Object(await res.json());
    } catch (error) {
      const reason = error instanceof Error ? `${error.name}: ${error.message}` : String(error);
      console.error(`WeChat ${api} unreachable or unreadable`, reason.replaceAll(this.#options.appSecret, "[secret]"));
      throw new WechatError(GENERIC_FAILURE);
    }
    if (typeof reply.errcode === "number" && reply.errcode !== 0) {
      // Operators need WeChat's reason (a wrong AppSecret, an unapproved app); users get a Chinese one.
      console.error(`WeChat ${api} refused`, { errcode: reply.errcode, errmsg: reply.errmsg });
      throw new WechatError(FAILURES[reply.errcode] ?? GENERIC_FAILURE, reply.errcode);
    }
    return reply;
  }
}
