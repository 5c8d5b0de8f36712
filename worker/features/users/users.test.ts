import { env } from "cloudflare:workers";
import { describe, expect, it } from "vitest";
import { variantKey } from "#core/image-variants";
import { createDb } from "#db/client";
import { memberships, users } from "#db/schema";
import { solvedCaptcha } from "../../../tests/setup/captcha-fixture";
import { callerFor, request } from "../../../tests/setup/helpers";
import { jpegOf, pngOf } from "../../../tests/setup/image-fixture";
import { latestOutbox } from "../../providers/sms/outbox";
import { sniffImage } from "./avatar";
import { memberInfo } from "./users.service";

const db = createDb(env.DB);
const PNG = Uint8Array.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0, 0, 0, 13]);
const JPEG = Uint8Array.from([0xff, 0xd8, 0xff, 0xe0, 0, 16]);

async function newUser(phone: string) {
  const [user] = await db.insert(users).values({ phone, nickname: "资料测试", createdAt: 1, updatedAt: 1 }).returning();
  if (!user) throw new Error("insert failed");
  return { id: user.id, roles: [] as string[] };
}

describe("my info", () => {
  it("recognises images by magic bytes only", () => {
    expect(sniffImage(PNG)?.type).toBe("image/png");
    expect(sniffImage(JPEG)?.type).toBe("image/jpeg");
    expect(sniffImage(new TextEncoder().encode("RIFF1234WEBPVP8 "))?.type).toBe("image/webp");
    expect(sniffImage(new TextEncoder().encode("<svg xmlns=...>"))).toBeNull();
  });

  it("stores a new avatar publicly, replaces the old one and refuses fakes and oversize files", async () => {
    const user = await newUser("13600000101");
    const me = callerFor(user);
    const first = await me.users.uploadAvatar({ file: new File([await pngOf(40, 30)], "a.png", { type: "image/png" }) });
    expect(first.avatar).toMatch(/^\/files\/public\/avatars\/\d+-\w+\.png$/);
    expect((await request(first.avatar)).status).toBe(200);
    await new Promise((r) => setTimeout(r, 2));
    const second = await me.users.uploadAvatar({ file: new File([await jpegOf(40, 30)], "b.jpg", { type: "image/jpeg" }) });
    expect((await request(first.avatar)).status).toBe(404);
    expect(await env.FILES.head(variantKey(first.avatar.slice("/files/".length), 96))).toBeNull();
    expect((await request(second.avatar)).headers.get("content-type")).toBe("image/jpeg");

    await expect(me.users.uploadAvatar({ file: new File(["<script>"], "x.png", { type: "image/png" }) })).rejects.toThrow("头像须为 JPG、PNG 或 WebP 图片");
    const big = new Uint8Array(2 * 1024 * 1024 + 1);
    big.set(PNG);
    await expect(me.users.uploadAvatar({ file: new File([big], "big.png") })).rejects.toThrow("头像不能超过 2MB");
    await expect(callerFor(null).users.uploadAvatar({ file: new File([PNG], "a.png") })).rejects.toThrow("登录已过期");
  });

  it("updates only the caller's own profile, with clear messages", async () => {
    const alice = await newUser("13600000102");
    const bob = await newUser("13600000103");
    await callerFor(alice).users.updateProfile({ nickname: "爱丽丝", realName: "艾丽" });
    const info = await callerFor(alice).auth.info();
    expect(info.sysUser).toMatchObject({ nickname: "爱丽丝", realName: "艾丽" });
    expect((await callerFor(bob).auth.info()).sysUser.nickname).toBe("资料测试");
    await expect(callerFor(alice).users.updateProfile({ nickname: "a", realName: "" })).rejects.toThrow("昵称至少 2 个字");
    await expect(callerFor(alice).users.updateProfile({ nickname: "爱丽丝", realName: "Alice" })).rejects.toThrow("真实姓名须为 2-20 个汉字");
  });

  it("derives membership status and days", async () => {
    const day = 86_400_000;
    const now = Date.UTC(2026, 10, 22, 4);
    expect(memberInfo({ endAt: now + 3 * day, source: "平台购买" }, now)).toMatchObject({ memberStatus: 2, approachingDays: 3, expirationDays: 0 });
    expect(memberInfo({ endAt: now - 10 * day, source: "OA用户" }, now)).toMatchObject({ memberStatus: 1, expirationDays: 10, source: "OA用户" });
    const vip = await newUser("13600000104");
    await db.insert(memberships).values({ userId: vip.id, startAt: now, endAt: Date.now() + 30 * day });
    expect((await callerFor(vip).auth.info()).sysMember?.memberStatus).toBe(2);
  });
});

describe("display text", () => {
  it("display text: nicknames and real names refuse control and bidirectional-override characters", async () => {
    const me = callerFor(await newUser("13600000106"));
    for (const nickname of ["管理员\u202e", "\u2066律师\u2069", "契合\u0007客服", "客服\u200f小王"]) {
      await expect(me.users.updateProfile({ nickname, realName: "" })).rejects.toThrow("昵称不能包含控制字符或文字方向控制符");
    }
    await expect(me.users.updateProfile({ nickname: "小王", realName: "王\u202e明" })).rejects.toThrow("真实姓名");
    // Emoji sequences (with zero-width joiners) are fine.
    await me.users.updateProfile({ nickname: "一家人👨‍👩‍👧", realName: "王明" });
    expect((await me.auth.info()).sysUser.nickname).toBe("一家人👨‍👩‍👧");
  });
});

describe("system security", () => {
  it("sets a first password without an old one, then requires the old one", async () => {
    const user = await newUser("13600000105");
    const me = callerFor(user);
    expect(await me.auth.security()).toMatchObject({ hasPassword: false });
    await me.auth.sendOwnCode({ captchaVerification: await solvedCaptcha() });
    const [msg] = await latestOutbox(db, { phone: "13600000105", limit: 1 });
    const verifyCode = /(\d{6})/.exec(msg?.content ?? "")?.[1] ?? "";
    await me.auth.changePassword({ password: "Lvshi-2026", confirm: "Lvshi-2026", verifyCode });
    expect(await me.auth.security()).toMatchObject({ hasPassword: true });
    await expect(me.auth.changePassword({ password: "Hetong-5678", confirm: "Hetong-5678" })).rejects.toThrow("请输入原密码");
    await expect(me.auth.changePassword({ oldPassword: "wrong", password: "Hetong-5678", confirm: "Hetong-5678" })).rejects.toThrow("原密码错误");
    await expect(me.auth.changePassword({ oldPassword: "Lvshi-2026", password: "short1", confirm: "short1" })).rejects.toThrow("密码至少 8 位");
    await expect(me.auth.changePassword({ oldPassword: "Lvshi-2026", password: "password1", confirm: "password1" })).rejects.toThrow("该密码过于常见");
    await me.auth.changePassword({ oldPassword: "Lvshi-2026", password: "Hetong-5678", confirm: "Hetong-5678" });
    await expect(callerFor(null).auth.loginPassword({ phone: "13600000105", password: "Hetong-5678" })).resolves.toBeTruthy();
  });
});
