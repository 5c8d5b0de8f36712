import { env } from "cloudflare:workers";
import { afterEach, describe, expect, it, vi } from "vitest";
import { createDb } from "#db/client";
import { smsOutbox } from "#db/schema";
import { app, request } from "../../../tests/setup/helpers";
import { AliyunSms, type Fetch, signAcs3 } from "./aliyun";
import { smsProvider } from "./index";
import { latestOutbox, type OutboxMessage } from "./outbox";
import { SandboxSms } from "./sandbox";
import { SmsConfigError, SmsError } from "./sms";

const db = () => createDb(env.DB);

const ALIYUN_ENV = {
  SMS_PROVIDER: "aliyun",
  ALIYUN_ACCESS_KEY_ID: "TestAccessKeyId",
  ALIYUN_ACCESS_KEY_SECRET: "TestAccessKeySecret",
  ALIYUN_SMS_SIGN_NAME: "契合",
  ALIYUN_SMS_TEMPLATE_LOGIN: "SMS_100000001",
  ALIYUN_SMS_TEMPLATE_REGISTER: "SMS_100000002",
  ALIYUN_SMS_TEMPLATE_RESET: "SMS_100000003",
  ALIYUN_SMS_TEMPLATE_BIND: "SMS_100000004",
};

const withEnv = (overrides: Partial<Env>): Env => ({ ...env, ...overrides });

afterEach(() => vi.restoreAllMocks());

describe("sandbox SMS", () => {
  it("writes the rendered Chinese message of each template to the outbox", async () => {
    const phone = "13900000001";
    let at = Date.UTC(2026, 0, 2, 3, 4, 5);
    const sms = new SandboxSms(db(), () => at++);
    await sms.sendCode(phone, "login", "123456");
    await sms.sendCode(phone, "register", "234567");
    await sms.sendCode(phone, "reset", "345678");
    await sms.sendCode(phone, "bind", "456789");

    const rows = await latestOutbox(db(), { phone, limit: 10 });
    expect(rows.map((r) => [r.template, r.content, JSON.parse(r.params)])).toEqual([
      ["bind", "【契合】您正在绑定手机号，验证码为 456789，5 分钟内有效。请勿泄露给他人。", { code: "456789" }],
      ["reset", "【契合】您正在重置登录密码，验证码为 345678，5 分钟内有效。如非本人操作，请忽略本短信。", { code: "345678" }],
      ["register", "【契合】您正在注册契合账号，验证码为 234567，5 分钟内有效。请勿泄露给他人。", { code: "234567" }],
      ["login", "【契合】您的登录验证码为 123456，5 分钟内有效。请勿泄露给他人。", { code: "123456" }],
    ]);
    expect(rows.at(-1)?.createdAt).toBe(Date.UTC(2026, 0, 2, 3, 4, 5));
  });
});

describe("smsProvider(env, db)", () => {
  it("defaults to the sandbox outside production", () => {
    expect(smsProvider(withEnv({ SMS_PROVIDER: undefined }), db()).name).toBe("sandbox");
    expect(smsProvider(withEnv({ SMS_PROVIDER: "sandbox", APP_ENV: "development" }), db()).name).toBe("sandbox");
  });

  it("refuses the sandbox in production unless explicitly allowed", () => {
    const production = withEnv({ APP_ENV: "production", SMS_PROVIDER: undefined });
    expect(() => smsProvider(production, db())).toThrow(SmsConfigError);
    expect(() => smsProvider(production, db())).toThrow(/ALLOW_SANDBOX_PROVIDERS=1/);
    expect(() => smsProvider({ ...production, ALLOW_SANDBOX_PROVIDERS: "true" }, db())).toThrow(SmsConfigError);
    expect(smsProvider({ ...production, ALLOW_SANDBOX_PROVIDERS: "1" }, db()).name).toBe("sandbox");
  });

  it("builds the Aliyun client, in production too, when fully configured", () => {
    expect(smsProvider(withEnv(ALIYUN_ENV), db()).name).toBe("aliyun");
    expect(smsProvider(withEnv({ ...ALIYUN_ENV, APP_ENV: "production" }), db()).name).toBe("aliyun");
  });

  it("names every missing Aliyun setting and never echoes a secret", () => {
    const partial = withEnv({ ...ALIYUN_ENV, ALIYUN_ACCESS_KEY_ID: undefined, ALIYUN_SMS_SIGN_NAME: "  ", ALIYUN_SMS_TEMPLATE_BIND: "" });
    let message = "";
    try {
      smsProvider(partial, db());
    } catch (error) {
      expect(error).toBeInstanceOf(SmsConfigError);
      message = (error as Error).message;
    }
    expect(message).toBe("SMS_PROVIDER=aliyun 缺少配置：ALIYUN_ACCESS_KEY_ID、ALIYUN_SMS_SIGN_NAME、ALIYUN_SMS_TEMPLATE_BIND");
    expect(message).not.toContain("TestAccessKeySecret");
  });

  it("rejects an unknown provider name", () => {
    expect(() => smsProvider(withEnv({ SMS_PROVIDER: "tencent" }), db())).toThrow(/SMS_PROVIDER 取值无效：tencent/);
  });
});

describe("ACS3-HMAC-SHA256 signing", () => {
  it("reproduces the signature example of Aliyun's V3 documentation", async () => {
    // Vendor vector: the worked example of "V3版本请求体&签名机制"
    // (https://help.aliyun.com/zh/sdk/product-overview/v3-request-structure-and-signature): ECS RunInstances,
    // every input fixed, AccessKey YourAccessKeyId / YourAccessKeySecret. Canonical request and Authorization
    // below are the documented ones.
    const signed = signAcs3(
      {
        method: "POST",
        host: "ecs.cn-shanghai.aliyuncs.com",
        action: "RunInstances",
        version: "2014-05-26",
        query: { RegionId: "cn-shanghai", ImageId: "win2019_1809_x64_dtc_zh-cn_40G_alibase_20230811.vhd" },
        date: new Date("2023-10-26T10:22:32Z"),
        nonce: "3156853299f313e23d1673dc12e1703d",
      },
      { accessKeyId: "YourAccessKeyId", accessKeySecret: "YourAccessKeySecret" },
    );
    expect(signed.canonicalRequest).toBe(
      [
        "POST",
        "/",
        "ImageId=win2019_1809_x64_dtc_zh-cn_40G_alibase_20230811.vhd&RegionId=cn-shanghai",
        "host:ecs.cn-shanghai.aliyuncs.com",
        "x-acs-action:RunInstances",
        "x-acs-content-sha256:e3b0c44298fc1c149afbf4c8996fb92427ae41e4649b934ca495991b7852b855",
        "x-acs-date:2023-10-26T10:22:32Z",
        "x-acs-signature-nonce:3156853299f313e23d1673dc12e1703d",
        "x-acs-version:2014-05-26",
        "",
        "host;x-acs-action;x-acs-content-sha256;x-acs-date;x-acs-signature-nonce;x-acs-version",
        "e3b0c44298fc1c149afbf4c8996fb92427ae41e4649b934ca495991b7852b855",
      ].join("\n"),
    );
    expect(signed.headers.authorization).toBe(
      "ACS3-HMAC-SHA256 Credential=YourAccessKeyId,SignedHeaders=host;x-acs-action;x-acs-content-sha256;x-acs-date;x-acs-signature-nonce;x-acs-version,Signature=06563a9e1b43f5dfe96b81484da74bceab24a1d853912eee15083a6f0f3283c0",
    );
  });
});

type Seen = { url: string; init: RequestInit };

function aliyunWith(reply: () => Promise<Response>): { sms: AliyunSms; seen: Seen[] } {
  const seen: Seen[] = [];
  const fetch: Fetch = (url, init) => {
    seen.push({ url, init });
    return reply();
  };
  const sms = new AliyunSms({
    accessKeyId: "TestAccessKeyId",
    accessKeySecret: "TestAccessKeySecret",
    signName: "契合",
    templateCodes: { login: "SMS_100000001", register: "SMS_100000002", reset: "SMS_100000003", bind: "SMS_100000004" },
    fetch,
    now: () => new Date("2026-01-02T03:04:05.678Z"),
    nonce: () => "0123456789abcdef0123456789abcdef",
  });
  return { sms, seen };
}

const reply =
  (body: unknown, status = 200) =>
  () =>
    Promise.resolve(Response.json(body, { status }));

describe("Aliyun SMS client", () => {
  it("sends a signed SendSms request to dysmsapi with the code as TemplateParam", async () => {
    const { sms, seen } = aliyunWith(reply({ Code: "OK", Message: "OK", BizId: "900619746936498440^0", RequestId: "F655A8D5-B967-440B-8683-DAD6FF8DE990" }));
    await sms.sendCode("13800138000", "login", "123456");

    expect(seen).toHaveLength(1);
    const [{ url, init }] = seen as [Seen];
    // RPC style: all parameters in the query string, sorted and RFC 3986-encoded (契合 as UTF-8, JSON escaped).
    expect(url).toBe(
      "https://dysmsapi.aliyuncs.com/?PhoneNumbers=13800138000&SignName=%E5%A5%91%E5%90%88&TemplateCode=SMS_100000001&TemplateParam=%7B%22code%22%3A%22123456%22%7D",
    );
    expect(Object.fromEntries(new URL(url).searchParams)).toEqual({
      PhoneNumbers: "13800138000",
      SignName: "契合",
      TemplateCode: "SMS_100000001",
      TemplateParam: '{"code":"123456"}',
    });
    expect(init.method).toBe("POST");
    expect(init.body).toBeUndefined();
    // Expected values worked out independently of this code (Python hashlib/hmac over the same documented steps):
    // 1. CanonicalRequest = "POST\n/\n" + the query above + "\n" + the six signed headers as "name:value\n",
    //    sorted (host:dysmsapi.aliyuncs.com, x-acs-action:SendSms, x-acs-content-sha256:e3b0…b855 = SHA-256 of
    //    the empty body, x-acs-date:2026-01-02T03:04:05Z with milliseconds dropped, x-acs-signature-nonce:0123…cdef,
    //    x-acs-version:2017-05-25) + "\n" + "host;x-acs-action;x-acs-content-sha256;x-acs-date;x-acs-signature-nonce;x-acs-version"
    //    + "\n" + e3b0…b855.
    // 2. SHA-256(CanonicalRequest) = b261ec9945eaba465a06b488d820dd879530c8d6118f4c64ec987ddddb1fac61.
    // 3. StringToSign = "ACS3-HMAC-SHA256\n" + that hash.
    // 4. Signature = hex HMAC-SHA256(key "TestAccessKeySecret", StringToSign) = 639a2f94…3a07.
    expect(init.headers).toEqual({
      "x-acs-action": "SendSms",
      "x-acs-content-sha256": "e3b0c44298fc1c149afbf4c8996fb92427ae41e4649b934ca495991b7852b855",
      "x-acs-date": "2026-01-02T03:04:05Z",
      "x-acs-signature-nonce": "0123456789abcdef0123456789abcdef",
      "x-acs-version": "2017-05-25",
      authorization:
        "ACS3-HMAC-SHA256 Credential=TestAccessKeyId,SignedHeaders=host;x-acs-action;x-acs-content-sha256;x-acs-date;x-acs-signature-nonce;x-acs-version,Signature=639a2f9449d69fa67aaf3cde17ce75a44e42657776ab09590730fef7bb663a07",
    });
  });

  it("uses the TemplateCode configured for each template", async () => {
    const { sms, seen } = aliyunWith(reply({ Code: "OK" }));
    await sms.sendCode("13800138000", "register", "1");
    await sms.sendCode("13800138000", "reset", "2");
    await sms.sendCode("13800138000", "bind", "3");
    expect(seen.map((s) => new URL(s.url).searchParams.get("TemplateCode"))).toEqual(["SMS_100000002", "SMS_100000003", "SMS_100000004"]);
  });

  it.each([
    ["isv.BUSINESS_LIMIT_CONTROL", 200, "短信发送过于频繁，请稍后再试"],
    ["isv.DAY_LIMIT_CONTROL", 200, "该手机号今日接收短信次数已达上限，请明天再试"],
    ["isv.MOBILE_NUMBER_ILLEGAL", 200, "手机号格式不正确"],
    ["isv.AMOUNT_NOT_ENOUGH", 200, "短信发送失败，请稍后再试"],
    ["SignatureDoesNotMatch", 400, "短信发送失败，请稍后再试"],
  ])("maps %s to a Chinese SmsError", async (code, status, message) => {
    vi.spyOn(console, "error").mockImplementation(() => {});
    const { sms } = aliyunWith(reply({ Code: code, Message: "refused", RequestId: "R-1" }, status));
    const error = await sms.sendCode("13800138000", "login", "123456").catch((e: unknown) => e);
    expect(error).toBeInstanceOf(SmsError);
    expect(error).toMatchObject({ name: "SmsError", message, vendorCode: code });
  });

  it("fails softly on network errors and unreadable replies, without leaking the keys", async () => {
    const logged = vi.spyOn(console, "error").mockImplementation(() => {});
    for (const broken of [
      () => Promise.reject(new TypeError("network down")),
      () => Promise.resolve(new Response("<html>bad gateway</html>", { status: 502 })),
    ]) {
      const { sms } = aliyunWith(broken);
      const error = await sms.sendCode("13800138000", "login", "123456").catch((e: unknown) => e);
      expect(error).toBeInstanceOf(SmsError);
      expect((error as Error).message).toBe("短信发送失败，请稍后再试");
    }
    expect(JSON.stringify(logged.mock.calls)).not.toContain("TestAccessKeySecret");
    expect(JSON.stringify(aliyunWith(reply({})).sms)).not.toContain("TestAccessKeySecret");
  });
});

describe("development outbox routes", () => {
  const production = () => withEnv({ APP_ENV: "production" });

  it("answer 404 in production", async () => {
    for (const path of ["/__dev/sms", "/__dev/sms.json", "/__dev/sms.json?phone=13900000002"]) {
      const res = await app.request(`http://localhost${path}`, undefined, production());
      expect(res.status).toBe(404);
      // The same request with only APP_ENV changed is served: the 404 comes from the production check.
      expect((await app.request(`http://localhost${path}`, undefined, withEnv({ APP_ENV: "development" }))).status).toBe(200);
    }
  });

  it("list the latest messages, newest first, with Beijing time", async () => {
    const phone = "13900000002";
    const sms = new SandboxSms(db(), () => Date.UTC(2026, 0, 2, 3, 4, 5));
    await sms.sendCode(phone, "login", "111111");
    await new SandboxSms(db(), () => Date.UTC(2026, 0, 2, 3, 4, 6)).sendCode(phone, "bind", "222222");
    await new SandboxSms(db(), () => Date.UTC(2026, 0, 2, 3, 4, 7)).sendCode("13900000003", "login", "333333");

    const json = await request(`/__dev/sms.json?phone=${phone}`);
    expect(json.status).toBe(200);
    const list = (await json.json()) as OutboxMessage[];
    expect(list.map((m) => [m.phone, m.template, JSON.parse(m.params).code])).toEqual([
      [phone, "bind", "222222"],
      [phone, "login", "111111"],
    ]);
    const all = (await (await request("/__dev/sms.json")).json()) as OutboxMessage[];
    expect(all.some((m) => m.phone === "13900000003")).toBe(true);

    const page = await request("/__dev/sms");
    expect(page.status).toBe(200);
    expect(page.headers.get("content-type")).toContain("text/html");
    const text = await page.text();
    expect(text).toContain("短信发件箱");
    // 03:04:06 UTC is 11:04:06 in Asia/Shanghai.
    expect(text).toContain("2026-01-02 11:04:06");
    expect(text).toContain("【契合】您正在绑定手机号，验证码为 222222");
    expect(text.indexOf("222222")).toBeLessThan(text.indexOf("111111"));
  });

  it("escapes what it shows", async () => {
    await db().insert(smsOutbox).values({ phone: "<script>x</script>", template: "login", content: "a & b", params: "{}", createdAt: Date.now() });
    const text = await (await request("/__dev/sms")).text();
    expect(text).toContain("&lt;script&gt;x&lt;/script&gt;");
    expect(text).not.toContain("<script>x");
  });
});
