import { env } from "cloudflare:workers";
import { describe, expect, it } from "vitest";
import { createDb } from "#db/client";
import { solvedCaptcha } from "../../../tests/setup/captcha-fixture";
import { callerFor } from "../../../tests/setup/helpers";
import { latestOutbox } from "../../providers/sms/outbox";
import { findOrCreateByPhone } from "../users/users.service";
import { clientMeta } from "./tokens.service";
import { bindPhoneAfterWechat, bindWechat, loginWithWechat, unbindWechat, wechatBinding } from "./wechat.service";
import { signBindTicket } from "./wechat-ticket";

const db = createDb(env.DB);
const META = clientMeta(new Request("http://localhost/"));
const identity = (n: string) => ({ openid: `openid-${n}`, unionid: `unionid-${n}`, nickname: `微信用户${n}`, avatarUrl: null });

async function bindCode(phone: string): Promise<string> {
  await callerFor(null).auth.sendCode({ phone, purpose: "bind", captchaVerification: await solvedCaptcha() });
  const [msg] = await latestOutbox(db, { phone, limit: 1 });
  return /(\d{6})/.exec(msg?.content ?? "")?.[1] ?? "";
}

describe("WeChat login", () => {
  it("asks an unknown WeChat to bind a phone, then logs it straight in", async () => {
    const first = await loginWithWechat(db, env, identity("a"), META, Date.now());
    expect(first.status).toBe("bind");
    if (first.status !== "bind") return;
    const phone = "13500000001";
    const tokens = await bindPhoneAfterWechat(db, env, { ticket: first.ticket, phone, code: await bindCode(phone) }, META, Date.now());
    expect(tokens.user.id).toBeGreaterThan(0);
    const again = await loginWithWechat(db, env, identity("a"), META, Date.now());
    expect(again.status === "ok" && again.tokens.user.id).toBe(tokens.user.id);
    expect(await wechatBinding(db, tokens.user.id)).toEqual({ bound: true, nickname: "微信用户a" });
  });

  it("refuses forged tickets, a WeChat bound elsewhere and a second WeChat on one account", async () => {
    await expect(bindPhoneAfterWechat(db, env, { ticket: "forged", phone: "13500000002", code: "123456" }, META, Date.now())).rejects.toThrow(
      "微信授权已过期，请重新扫码",
    );
    const takenTicket = await signBindTicket(env.AUTH_SECRET, { subject: "unionid-a", nickname: null });
    await expect(bindPhoneAfterWechat(db, env, { ticket: takenTicket, phone: "13500000002", code: "123456" }, META, Date.now())).rejects.toThrow(
      "该微信已绑定其他账号",
    );
    const owner = await findOrCreateByPhone(db, "13500000001", Date.now());
    await expect(bindWechat(db, owner.id, identity("b"), Date.now())).rejects.toThrow("该账号已绑定其他微信");
  });

  it("binds and unbinds from 系统安全", async () => {
    const user = await findOrCreateByPhone(db, "13500000003", Date.now());
    await bindWechat(db, user.id, identity("c"), Date.now());
    await bindWechat(db, user.id, identity("c"), Date.now());
    expect((await wechatBinding(db, user.id)).bound).toBe(true);
    await unbindWechat(db, user.id);
    expect((await wechatBinding(db, user.id)).bound).toBe(false);
    await expect(unbindWechat(db, user.id)).rejects.toThrow("当前账号未绑定微信");
    expect((await loginWithWechat(db, env, identity("c"), META, Date.now())).status).toBe("bind");
  });

  it("falls back to the openid when WeChat gives no unionid", async () => {
    const user = await findOrCreateByPhone(db, "13500000004", Date.now());
    await bindWechat(db, user.id, { openid: "only-openid", unionid: null, nickname: null, avatarUrl: null }, Date.now());
    const result = await loginWithWechat(db, env, { openid: "only-openid", unionid: null, nickname: null, avatarUrl: null }, META, Date.now());
    expect(result.status === "ok" && result.tokens.user.id).toBe(user.id);
  });
});
