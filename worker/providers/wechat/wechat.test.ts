import { env } from "cloudflare:workers";
import { afterEach, describe, expect, it, vi } from "vitest";
import { app, request } from "../../../tests/setup/helpers";
import { wechatLogin } from "./index";
import { type Fetch, OfficialWechatLogin } from "./official";
import { SANDBOX_CODE_TTL_MS, SandboxWechatLogin } from "./sandbox";
import { DEMO_IDENTITY } from "./sandbox.http";
import { WechatConfigError, WechatError } from "./wechat";

const withEnv = (overrides: Partial<Env>): Env => ({ ...env, ...overrides });

afterEach(() => vi.restoreAllMocks());

const IDENTITY = { openid: "o-123", unionid: "u-123", nickname: "张三" };

describe("sandbox WeChat login", () => {
  it("exchanges its own code for the identity it signed", async () => {
    const sandbox = new SandboxWechatLogin(env.AUTH_SECRET);
    const code = await sandbox.issueCode(IDENTITY);
    expect(code).toMatch(/^[\w-]+\.[\w-]+$/);
    expect(await sandbox.exchangeCode(code)).toEqual({ ...IDENTITY, avatarUrl: null });
    expect(await sandbox.exchangeCode(await sandbox.issueCode({ openid: "o-2", unionid: null, nickname: null }))).toEqual({
      openid: "o-2",
      unionid: null,
      nickname: null,
      avatarUrl: null,
    });
  });

  it("refuses tampered, forged and malformed codes", async () => {
    const sandbox = new SandboxWechatLogin(env.AUTH_SECRET);
    const [payload = "", signature = ""] = (await sandbox.issueCode(IDENTITY)).split(".");
    const json = JSON.parse(atob(payload.replaceAll("-", "+").replaceAll("_", "/")));
    const other = btoa(JSON.stringify({ ...json, openid: "someone-else" }))
      .replaceAll("+", "-")
      .replaceAll("/", "_")
      .replace(/=+$/, "");
    const otherKey = await new SandboxWechatLogin("another-secret-of-at-least-thirty-two-chars").issueCode(IDENTITY);
    for (const bad of [`${other}.${signature}`, `${payload}.${signature.slice(0, -2)}`, otherKey, `${payload}.${signature}.x`, payload, "", "!!.??"]) {
      await expect(sandbox.exchangeCode(bad)).rejects.toMatchObject({ name: "WechatError", message: "微信授权已失效，请重新扫码" });
    }
  });

  it("refuses a code older than 5 minutes", async () => {
    let now = Date.UTC(2026, 0, 2, 3, 4, 5);
    const sandbox = new SandboxWechatLogin(env.AUTH_SECRET, () => now);
    const code = await sandbox.issueCode(IDENTITY);
    now += SANDBOX_CODE_TTL_MS;
    expect((await sandbox.exchangeCode(code)).openid).toBe("o-123");
    now += 1;
    const error = await sandbox.exchangeCode(code).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(WechatError);
    expect((error as Error).message).toBe("微信授权已失效，请重新扫码");
  });

  it("embeds the same-origin scan page, keeping only the path of the redirect URI", () => {
    const sandbox = new SandboxWechatLogin(env.AUTH_SECRET);
    const url = new URL(sandbox.qrFrameUrl({ state: "WX-LOGIN", redirectUri: "https://qihe.example/contracts?id=7&tab=a b" }), "http://localhost");
    expect(url.pathname).toBe("/__sandbox/wechat/qr");
    expect(Object.fromEntries(url.searchParams)).toEqual({ state: "WX-LOGIN", redirect_uri: "/contracts?id=7&tab=a%20b" });
    expect(sandbox.qrFrameUrl({ state: "WX-BIND", redirectUri: "/me/security" })).toBe("/__sandbox/wechat/qr?state=WX-BIND&redirect_uri=%2Fme%2Fsecurity");
  });
});

/** The two top-level links of the scan page, in order (new user, demo account). */
function links(page: string): { href: string; target: string | undefined; label: string }[] {
  return [...page.matchAll(/<a class="\w+" href="([^"]*)" target="([^"]*)">([^<]*)<\/a>/g)].map(([, href = "", target, label = ""]) => ({
    href: href.replaceAll("&amp;", "&"),
    target,
    label,
  }));
}

describe("sandbox scan page", () => {
  const sandbox = new SandboxWechatLogin(env.AUTH_SECRET);

  it("offers a fresh WeChat user and the demo account, each sending the top window back with code and state", async () => {
    const res = await request(`/__sandbox/wechat/qr?state=WX-LOGIN&redirect_uri=${encodeURIComponent("/contracts?id=7")}`);
    expect(res.status).toBe(200);
    expect(res.headers.get("content-type")).toContain("text/html");
    expect(res.headers.get("cache-control")).toBe("no-store");
    const text = await res.text();
    expect(text).toContain("微信登录（沙箱）");
    expect(text).toContain("请使用微信扫描二维码登录");
    expect(text).toContain("<svg");

    const [fresh, demo, ...rest] = links(text);
    expect(rest).toEqual([]);
    expect(fresh).toMatchObject({ target: "_top", label: "模拟扫码（新微信用户）" });
    expect(demo).toMatchObject({ target: "_top", label: "模拟扫码（已绑定的演示账号）" });
    for (const link of [fresh, demo]) {
      const url = new URL(link?.href ?? "", "http://localhost");
      expect(url.pathname).toBe("/contracts");
      expect(url.searchParams.get("id")).toBe("7");
      expect(url.searchParams.get("state")).toBe("WX-LOGIN");
    }

    const code = (link: typeof fresh) => new URL(link?.href ?? "", "http://localhost").searchParams.get("code") ?? "";
    expect(await sandbox.exchangeCode(code(demo))).toEqual({ ...DEMO_IDENTITY, avatarUrl: null });
    expect(DEMO_IDENTITY).toEqual({ openid: "sandbox-openid-demo", unionid: "sandbox-unionid-demo", nickname: "微信用户-演示" });
    const first = await sandbox.exchangeCode(code(fresh));
    expect(first.openid).toMatch(/^sandbox-openid-\w+$/);
    expect(first.unionid).toMatch(/^sandbox-unionid-\w+$/);

    // Every view is a new WeChat user.
    const again = links(await (await request("/__sandbox/wechat/qr?state=WX-BIND&redirect_uri=%2Fme")).text());
    const second = await sandbox.exchangeCode(code(again[0]));
    expect(second.openid).not.toBe(first.openid);
    expect(second.unionid).not.toBe(first.unionid);
    expect(new URL(again[1]?.href ?? "", "http://localhost").searchParams.get("state")).toBe("WX-BIND");
  });

  it("escapes the state it carries", async () => {
    const text = await (await request(`/__sandbox/wechat/qr?state=${encodeURIComponent('"><script>x</script>')}&redirect_uri=%2F`)).text();
    expect(text).not.toContain("<script>x");
    const [fresh] = links(text);
    expect(new URL(fresh?.href ?? "", "http://localhost").searchParams.get("state")).toBe('"><script>x</script>');
  });

  it.each([
    ["missing", ""],
    ["absolute", "https://evil.example/cb"],
    ["protocol-relative", "//evil.example/cb"],
    ["backslash", "/\\evil.example/cb"],
    ["tab-smuggled", "/\t/evil.example/cb"],
    ["relative without slash", "cb"],
    ["javascript", "javascript:alert(1)"],
  ])("refuses a %s redirect URI with 400", async (_, redirect) => {
    const res = await request(`/__sandbox/wechat/qr?state=WX-LOGIN&redirect_uri=${encodeURIComponent(redirect)}`);
    expect(res.status).toBe(400);
    expect(await res.text()).not.toContain("code=");
  });

  it("answers 404 in production unless the sandbox is explicitly allowed", async () => {
    const path = "http://localhost/__sandbox/wechat/qr?state=WX-LOGIN&redirect_uri=%2F";
    expect((await app.request(path, undefined, withEnv({ APP_ENV: "production" }))).status).toBe(404);
    expect((await app.request(path, undefined, withEnv({ APP_ENV: "production", ALLOW_SANDBOX_PROVIDERS: "true" }))).status).toBe(404);
    expect((await app.request(path, undefined, withEnv({ APP_ENV: "production", ALLOW_SANDBOX_PROVIDERS: "1" }))).status).toBe(200);
    expect((await app.request(path, undefined, withEnv({ APP_ENV: "development" }))).status).toBe(200);
  });
});

type Seen = { url: string; init: RequestInit };

function officialWith(...replies: (() => Promise<Response>)[]): { wechat: OfficialWechatLogin; seen: Seen[] } {
  const seen: Seen[] = [];
  const fetch: Fetch = (url, init) => {
    seen.push({ url, init });
    const reply = replies.shift();
    return reply ? reply() : Promise.reject(new Error("unexpected request"));
  };
  return { wechat: new OfficialWechatLogin({ appId: "wx0123456789abcdef", appSecret: "TestAppSecret0123456789", fetch }), seen };
}

const reply =
  (body: unknown, status = 200) =>
  () =>
    Promise.resolve(Response.json(body, { status }));

// The documented success replies (网站应用微信登录: 通过 code 获取 access_token; 获取用户个人信息).
const TOKEN_REPLY = {
  access_token: "ACCESS_TOKEN",
  expires_in: 7200,
  refresh_token: "REFRESH_TOKEN",
  openid: "OPENID",
  scope: "snsapi_login",
  unionid: "o6_bmasdasdsad6_2sgVt7hMZOPfL",
};
const USERINFO_REPLY = {
  openid: "OPENID",
  nickname: "李四",
  sex: 1,
  province: "广东",
  city: "广州",
  country: "CN",
  headimgurl: "https://thirdwx.qlogo.cn/mmopen/g3MonUZtNHkdmzicIlibx6iaFqAc56vxLSUfpb6n5WKSYVY0ChQKkiaJSgQ1dZuTOgvLLrhJbERQQ4eMsv84eavHiaiceqxibJxCfHe/0",
  privilege: ["PRIVILEGE1", "PRIVILEGE2"],
  unionid: "o6_bmasdasdsad6_2sgVt7hMZOPfL",
};

describe("WeChat Open Platform client", () => {
  it("embeds the documented qrconnect URL with the redirect URI URL-encoded", () => {
    const { wechat } = officialWith();
    const src = wechat.qrFrameUrl({ state: "WX-LOGIN", redirectUri: "https://qihe.example/contracts?id=7" });
    expect(src).toBe(
      "https://open.weixin.qq.com/connect/qrconnect?appid=wx0123456789abcdef&redirect_uri=https%3A%2F%2Fqihe.example%2Fcontracts%3Fid%3D7&response_type=code&scope=snsapi_login&state=WX-LOGIN&login_type=jssdk#wechat_redirect",
    );
    expect(src).not.toContain("TestAppSecret");
  });

  it("trades the code for an access token, then reads nickname, avatar and unionid from userinfo", async () => {
    const { wechat, seen } = officialWith(reply(TOKEN_REPLY), reply(USERINFO_REPLY));
    expect(await wechat.exchangeCode("CODE-1")).toEqual({
      openid: "OPENID",
      unionid: "o6_bmasdasdsad6_2sgVt7hMZOPfL",
      nickname: "李四",
      avatarUrl: USERINFO_REPLY.headimgurl,
    });
    expect(seen.map((s) => s.url)).toEqual([
      "https://api.weixin.qq.com/sns/oauth2/access_token?appid=wx0123456789abcdef&secret=TestAppSecret0123456789&code=CODE-1&grant_type=authorization_code",
      "https://api.weixin.qq.com/sns/userinfo?access_token=ACCESS_TOKEN&openid=OPENID",
    ]);
    for (const { init } of seen) {
      expect(init.method).toBe("GET");
      expect(init.signal).toBeInstanceOf(AbortSignal);
    }
  });

  it("keeps the unionid of the token reply and logs in without a profile when userinfo fails", async () => {
    const logged = vi.spyOn(console, "error").mockImplementation(() => {});
    const { wechat } = officialWith(reply(TOKEN_REPLY), reply({ errcode: 40003, errmsg: "invalid openid" }));
    expect(await wechat.exchangeCode("CODE-2")).toEqual({ openid: "OPENID", unionid: TOKEN_REPLY.unionid, nickname: null, avatarUrl: null });
    expect(logged).toHaveBeenCalledWith("WeChat sns/userinfo refused", { errcode: 40003, errmsg: "invalid openid" });

    const { wechat: noUnion } = officialWith(reply({ ...TOKEN_REPLY, unionid: undefined }), reply({ ...USERINFO_REPLY, unionid: undefined, headimgurl: "" }));
    expect(await noUnion.exchangeCode("CODE-3")).toEqual({ openid: "OPENID", unionid: null, nickname: "李四", avatarUrl: null });
  });

  it.each([
    [40029, "invalid code", "微信授权已失效，请重新扫码"],
    [40163, "code been used", "微信授权码已使用，请重新扫码"],
    [40125, "invalid appsecret", "微信登录失败，请稍后再试"],
    [-1, "system error", "微信登录失败，请稍后再试"],
  ])("maps errcode %i to a Chinese WechatError", async (errcode, errmsg, message) => {
    vi.spyOn(console, "error").mockImplementation(() => {});
    const { wechat, seen } = officialWith(reply({ errcode, errmsg }));
    const error = await wechat.exchangeCode("CODE").catch((e: unknown) => e);
    expect(error).toBeInstanceOf(WechatError);
    expect(error).toMatchObject({ name: "WechatError", message, vendorCode: errcode });
    expect(seen).toHaveLength(1);
  });

  it("fails softly on network errors, timeouts and unreadable replies, without leaking the secret", async () => {
    const logged = vi.spyOn(console, "error").mockImplementation(() => {});
    for (const broken of [
      () => Promise.reject(new TypeError("fetch failed: https://api.weixin.qq.com/sns/oauth2/access_token?secret=TestAppSecret0123456789")),
      () => Promise.reject(new DOMException("The operation was aborted due to timeout", "TimeoutError")),
      () => Promise.resolve(new Response("<html>bad gateway</html>", { status: 502 })),
      reply({ expires_in: 7200 }),
    ]) {
      const { wechat } = officialWith(broken);
      const error = await wechat.exchangeCode("CODE").catch((e: unknown) => e);
      expect(error).toBeInstanceOf(WechatError);
      expect((error as Error).message).toBe("微信登录失败，请稍后再试");
      expect(JSON.stringify(error)).not.toContain("TestAppSecret");
    }
    expect(logged).toHaveBeenCalled();
    expect(JSON.stringify(logged.mock.calls)).not.toContain("TestAppSecret");
    expect(JSON.stringify(officialWith().wechat)).not.toContain("TestAppSecret");
  });
});

describe("wechatLogin(env)", () => {
  const WECHAT_ENV = { WECHAT_LOGIN_PROVIDER: "wechat", WECHAT_APP_ID: "wx0123456789abcdef", WECHAT_APP_SECRET: "TestAppSecret0123456789" };

  it("defaults to the sandbox outside production", () => {
    expect(wechatLogin(withEnv({ WECHAT_LOGIN_PROVIDER: undefined })).name).toBe("sandbox");
    expect(wechatLogin(withEnv({ WECHAT_LOGIN_PROVIDER: " sandbox ", APP_ENV: "development" })).name).toBe("sandbox");
  });

  it("refuses the sandbox in production unless explicitly allowed", () => {
    const production = withEnv({ APP_ENV: "production", WECHAT_LOGIN_PROVIDER: undefined });
    expect(() => wechatLogin(production)).toThrow(WechatConfigError);
    expect(() => wechatLogin(production)).toThrow(/ALLOW_SANDBOX_PROVIDERS=1/);
    expect(() => wechatLogin({ ...production, ALLOW_SANDBOX_PROVIDERS: "true" })).toThrow(WechatConfigError);
    expect(wechatLogin({ ...production, ALLOW_SANDBOX_PROVIDERS: "1" }).name).toBe("sandbox");
  });

  it("builds the WeChat client, in production too, when fully configured", () => {
    expect(wechatLogin(withEnv(WECHAT_ENV)).name).toBe("wechat");
    const production = wechatLogin(withEnv({ ...WECHAT_ENV, APP_ENV: "production" }));
    expect(production.name).toBe("wechat");
    expect(production.qrFrameUrl({ state: "WX-LOGIN", redirectUri: "https://qihe.example/" })).toContain("appid=wx0123456789abcdef&");
  });

  it("names every missing WeChat setting and never echoes the secret", () => {
    let message = "";
    try {
      wechatLogin(withEnv({ ...WECHAT_ENV, WECHAT_APP_ID: " " }));
    } catch (error) {
      expect(error).toBeInstanceOf(WechatConfigError);
      message = (error as Error).message;
    }
    expect(message).toBe("WECHAT_LOGIN_PROVIDER=wechat 缺少配置：WECHAT_APP_ID");
    expect(message).not.toContain("TestAppSecret");
    expect(() => wechatLogin(withEnv({ WECHAT_LOGIN_PROVIDER: "wechat", WECHAT_APP_ID: undefined, WECHAT_APP_SECRET: undefined }))).toThrow(
      "WECHAT_LOGIN_PROVIDER=wechat 缺少配置：WECHAT_APP_ID、WECHAT_APP_SECRET",
    );
  });

  it("rejects an unknown provider name", () => {
    expect(() => wechatLogin(withEnv({ WECHAT_LOGIN_PROVIDER: "qq" }))).toThrow(/WECHAT_LOGIN_PROVIDER 取值无效：qq/);
  });
});
