import { env } from "cloudflare:workers";
import { desc, eq } from "drizzle-orm";
import { afterEach, describe, expect, it, vi } from "vitest";
import { createDb } from "#db/client";
import { emailOutbox } from "#db/schema";
import type { Fetch } from "../sms/aliyun";
import { AliyunEmail, singleSendMailQuery } from "./aliyun-dm";
import { EmailConfigError, EmailError } from "./email";
import { emailProvider } from "./index";
import { SandboxEmail } from "./sandbox";

const db = () => createDb(env.DB);

const ALIYUN_ENV = {
  EMAIL_PROVIDER: "aliyun",
  ALIYUN_ACCESS_KEY_ID: "TestAccessKeyId",
  ALIYUN_ACCESS_KEY_SECRET: "TestAccessKeySecret",
  ALIYUN_DM_ACCOUNT_NAME: "noreply@mail.qihe.example.cn",
};

const withEnv = (overrides: Partial<Env>): Env => ({ ...env, ...overrides });

afterEach(() => vi.restoreAllMocks());

const MESSAGE = { to: "user@example.com", subject: "契合账号验证", text: "您的验证码为 123456，5 分钟内有效。" };

describe("sandbox e-mail", () => {
  it("writes the message to the outbox", async () => {
    const to = "outbox-test@example.com";
    const at = Date.UTC(2026, 0, 2, 3, 4, 5);
    await new SandboxEmail(db(), () => at).send({
      to,
      subject: "订单已支付",
      text: "您的订单 QH202601020001 已支付成功。",
      html: "<p>ignored by the outbox</p>",
    });

    const rows = await db().select().from(emailOutbox).where(eq(emailOutbox.toAddress, to)).orderBy(desc(emailOutbox.id));
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({ toAddress: to, subject: "订单已支付", bodyText: "您的订单 QH202601020001 已支付成功。", createdAt: at });
  });
});

describe("emailProvider(env, db)", () => {
  it("defaults to the sandbox outside production", () => {
    expect(emailProvider(withEnv({ EMAIL_PROVIDER: undefined }), db()).name).toBe("sandbox");
    expect(emailProvider(withEnv({ EMAIL_PROVIDER: " sandbox ", APP_ENV: "development" }), db()).name).toBe("sandbox");
  });

  it("refuses the sandbox in production unless explicitly allowed", () => {
    const production = withEnv({ APP_ENV: "production", EMAIL_PROVIDER: undefined });
    expect(() => emailProvider(production, db())).toThrow(EmailConfigError);
    expect(() => emailProvider(production, db())).toThrow(/ALLOW_SANDBOX_PROVIDERS=1/);
    expect(() => emailProvider({ ...production, ALLOW_SANDBOX_PROVIDERS: "yes" }, db())).toThrow(EmailConfigError);
    expect(emailProvider({ ...production, ALLOW_SANDBOX_PROVIDERS: "1" }, db()).name).toBe("sandbox");
  });

  it("builds the DirectMail client, in production too, when fully configured", () => {
    expect(emailProvider(withEnv(ALIYUN_ENV), db()).name).toBe("aliyun");
    expect(emailProvider(withEnv({ ...ALIYUN_ENV, APP_ENV: "production" }), db()).name).toBe("aliyun");
  });

  it("names every missing setting and never echoes a secret", () => {
    let message = "";
    try {
      emailProvider(withEnv({ ...ALIYUN_ENV, ALIYUN_ACCESS_KEY_ID: " ", ALIYUN_DM_ACCOUNT_NAME: undefined }), db());
    } catch (error) {
      expect(error).toBeInstanceOf(EmailConfigError);
      message = (error as Error).message;
    }
    expect(message).toBe("EMAIL_PROVIDER=aliyun 缺少配置：ALIYUN_ACCESS_KEY_ID、ALIYUN_DM_ACCOUNT_NAME");
    expect(message).not.toContain("TestAccessKeySecret");
  });

  it("rejects an unknown provider name", () => {
    expect(() => emailProvider(withEnv({ EMAIL_PROVIDER: "smtp" }), db())).toThrow(/EMAIL_PROVIDER 取值无效：smtp/);
  });
});

type Seen = { url: string; init: RequestInit };

function aliyunWith(reply: () => Promise<Response>): { mail: AliyunEmail; seen: Seen[] } {
  const seen: Seen[] = [];
  const fetch: Fetch = (url, init) => {
    seen.push({ url, init });
    return reply();
  };
  const mail = new AliyunEmail({
    accessKeyId: "TestAccessKeyId",
    accessKeySecret: "TestAccessKeySecret",
    accountName: "noreply@mail.qihe.example.cn",
    fetch,
    now: () => new Date("2026-01-02T03:04:05.678Z"),
    nonce: () => "0123456789abcdef0123456789abcdef",
  });
  return { mail, seen };
}

const reply =
  (body: unknown, status = 200) =>
  () =>
    Promise.resolve(Response.json(body, { status }));

describe("Aliyun DirectMail client", () => {
  it("sends a signed SingleSendMail request with the documented parameters", async () => {
    const { mail, seen } = aliyunWith(reply({ EnvId: "600000114542145676", RequestId: "2D086F6-3C14-4D3E-B6B0-C0D0F1A2B3C4" }));
    await mail.send(MESSAGE);

    expect(seen).toHaveLength(1);
    const [{ url, init }] = seen as [Seen];
    // RPC style: every parameter in the query string, sorted, RFC 3986-encoded (space %20, Chinese as UTF-8).
    expect(url).toBe(
      "https://dm.aliyuncs.com/?AccountName=noreply%40mail.qihe.example.cn&AddressType=1&FromAlias=%E5%A5%91%E5%90%88&ReplyToAddress=false&Subject=%E5%A5%91%E5%90%88%E8%B4%A6%E5%8F%B7%E9%AA%8C%E8%AF%81&TextBody=%E6%82%A8%E7%9A%84%E9%AA%8C%E8%AF%81%E7%A0%81%E4%B8%BA%20123456%EF%BC%8C5%20%E5%88%86%E9%92%9F%E5%86%85%E6%9C%89%E6%95%88%E3%80%82&ToAddress=user%40example.com",
    );
    expect(Object.fromEntries(new URL(url).searchParams)).toEqual({
      AccountName: "noreply@mail.qihe.example.cn",
      AddressType: "1",
      ReplyToAddress: "false",
      ToAddress: "user@example.com",
      Subject: "契合账号验证",
      TextBody: "您的验证码为 123456，5 分钟内有效。",
      FromAlias: "契合",
    });
    expect(init.method).toBe("POST");
    expect(init.body).toBeUndefined();
    // Expected values worked out independently of this code (Python hashlib/hmac, urllib quote with safe="-_.~"):
    // CanonicalRequest = "POST\n/\n" + the query above + "\n" + host:dm.aliyuncs.com, x-acs-action:SingleSendMail,
    // x-acs-content-sha256:e3b0…b855, x-acs-date:2026-01-02T03:04:05Z, x-acs-signature-nonce:0123…cdef,
    // x-acs-version:2015-11-23 (each "name:value\n") + "\n" + the signed header names + "\n" + e3b0…b855;
    // SHA-256 of it = d194cc5e64f295e9d314ff7a063dc006b17cf9e20df82c40420467bba7f45ded;
    // Signature = hex HMAC-SHA256("TestAccessKeySecret", "ACS3-HMAC-SHA256\n" + that hash).
    expect(init.headers).toEqual({
      "x-acs-action": "SingleSendMail",
      "x-acs-content-sha256": "e3b0c44298fc1c149afbf4c8996fb92427ae41e4649b934ca495991b7852b855",
      "x-acs-date": "2026-01-02T03:04:05Z",
      "x-acs-signature-nonce": "0123456789abcdef0123456789abcdef",
      "x-acs-version": "2015-11-23",
      authorization:
        "ACS3-HMAC-SHA256 Credential=TestAccessKeyId,SignedHeaders=host;x-acs-action;x-acs-content-sha256;x-acs-date;x-acs-signature-nonce;x-acs-version,Signature=633ebca43b4322a4cbf5e40f0a463cd6b293f31d88d983618cb3f00971d2d36f",
    });
  });

  it("adds HtmlBody only when there is HTML", () => {
    expect(singleSendMailQuery("a@b.cn", MESSAGE)).not.toHaveProperty("HtmlBody");
    expect(singleSendMailQuery("a@b.cn", { ...MESSAGE, html: "<p>您好</p>" })).toMatchObject({ HtmlBody: "<p>您好</p>", TextBody: MESSAGE.text });
  });

  it.each([
    ["InvalidToAddress", 400, "收件邮箱地址不正确"],
    ["InvalidToAddress.Spam", 400, "该邮箱地址暂时无法接收邮件，请更换邮箱"],
    ["Throttling.User", 400, "邮件发送过于频繁，请稍后再试"],
    ["InvalidMailAddress.NotFound", 404, "收件邮箱地址不正确"],
    ["InvalidSendMail.Spam", 400, "邮件发送失败，请稍后再试"],
    ["SignatureDoesNotMatch", 400, "邮件发送失败，请稍后再试"],
  ])("maps %s to a Chinese EmailError", async (code, status, message) => {
    vi.spyOn(console, "error").mockImplementation(() => {});
    const { mail } = aliyunWith(reply({ Code: code, Message: "refused", RequestId: "R-1", HostId: "dm.aliyuncs.com" }, status));
    const error = await mail.send(MESSAGE).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(EmailError);
    expect(error).toMatchObject({ name: "EmailError", message, vendorCode: code });
  });

  it("fails softly on network errors and unreadable or empty replies, without leaking the keys", async () => {
    const logged = vi.spyOn(console, "error").mockImplementation(() => {});
    for (const broken of [
      () => Promise.reject(new TypeError("network down")),
      () => Promise.resolve(new Response("<html>bad gateway</html>", { status: 502 })),
      reply({ RequestId: "R-2" }),
    ]) {
      const { mail } = aliyunWith(broken);
      const error = await mail.send(MESSAGE).catch((e: unknown) => e);
      expect(error).toBeInstanceOf(EmailError);
      expect((error as Error).message).toBe("邮件发送失败，请稍后再试");
    }
    expect(JSON.stringify(logged.mock.calls)).not.toContain("TestAccessKeySecret");
    expect(JSON.stringify(aliyunWith(reply({})).mail)).not.toContain("TestAccessKeySecret");
  });
});
