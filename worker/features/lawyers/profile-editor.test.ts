import { env } from "cloudflare:workers";
import { beforeAll, describe, expect, it } from "vitest";
import type { SessionUser } from "#worker/middleware/session";
import { callerFor } from "../../../tests/setup/helpers";
import { pngOf } from "../../../tests/setup/image-fixture";
import { seedLawyers } from "../../../tests/setup/lawyers-fixture";

const LAWYER: SessionUser = { id: 3, roles: ["ROLE_ADVICE_LAWYER"] };
const base = {
  title: "高级合伙人",
  intro: "专注合同纠纷与公司法务。",
  tags: "经验丰富，响应及时 擅长谈判",
  phonePrice: "",
  onlinePrice: "",
  customPrice: "",
  reviewPrice: "",
};

beforeAll(async () => {
  await seedLawyers();
});

describe("a lawyer's own profile", () => {
  it("saves prices exactly in fen, tags and introduction, and the public profile shows them", async () => {
    const lawyer = callerFor(LAWYER);
    const saved = await lawyer.lawyers.updateProfile({ ...base, phonePrice: "199", onlinePrice: "49.9", reviewPrice: "" });
    expect(saved).toMatchObject({ phonePriceFen: 19_900, onlinePriceFen: 4_990, reviewPriceFen: null, tags: ["经验丰富", "响应及时", "擅长谈判"] });
    const profile = await callerFor(null).lawyers.profile({ id: 3 });
    expect(profile.services.map((s) => [s.key, s.priceFen])).toEqual([
      ["phone", 19_900],
      ["online", 4_990],
    ]);
    await expect(lawyer.lawyers.updateProfile({ ...base, onlinePrice: "0.5" })).rejects.toThrow("在线咨询价格应在 ¥1 到 ¥9,999 之间");
    await expect(lawyer.lawyers.updateProfile({ ...base, phonePrice: "12.345" })).rejects.toThrow("电话咨询价格格式不正确");
    await expect(lawyer.lawyers.updateProfile({ ...base, tags: "一 二 三 四 五 六 七" })).rejects.toThrow("标签最多 6 个");
    await expect(callerFor({ id: 9002, roles: [] }).lawyers.updateProfile(base)).rejects.toThrow("没有权限");
  });

  it("who may sell: an in-house or government lawyer can set none of the four prices", async () => {
    for (const [id, type] of [
      [110, "公司律师"],
      [121, "公职律师"],
    ] as const) {
      const lawyer = callerFor({ id, roles: ["ROLE_ADVICE_LAWYER"] });
      expect(await lawyer.lawyers.myProfile()).toMatchObject({ sellsPaidServices: false, onlinePriceFen: null, reviewPriceFen: null });
      for (const key of ["phonePrice", "onlinePrice", "customPrice", "reviewPrice"] as const) {
        await expect(lawyer.lawyers.updateProfile({ ...base, [key]: "99" }), `${type} ${key}`).rejects.toMatchObject({
          code: "BAD_REQUEST",
          message: "公司律师、公职律师依规不得从事有偿法律服务，不能设置服务价格，请将价格留空",
        });
      }
      expect(await lawyer.lawyers.updateProfile({ ...base, intro: "撰写企业合规实务文章。" })).toMatchObject({
        intro: "撰写企业合规实务文章。",
        phonePriceFen: null,
      });
      const row = await env.DB.prepare("SELECT phone_price_fen, online_price_fen, custom_price_fen, review_price_fen FROM lawyer_profiles WHERE user_id = ?")
        .bind(id)
        .first();
      expect(row).toEqual({ phone_price_fen: null, online_price_fen: null, custom_price_fen: null, review_price_fen: null });
    }
  });

  it("who may sell: the profile and card of an in-house or government lawyer offer no service, even from a row priced before the rule", async () => {
    await env.DB.prepare("UPDATE lawyer_profiles SET online_price_fen = 4900, review_price_fen = 40000 WHERE user_id IN (110, 121)").run();
    for (const id of [110, 121]) {
      const profile = await callerFor(null).lawyers.profile({ id });
      expect(profile).toMatchObject({ lawyerType: id === 110 ? 2 : 3, services: [] });
      const cards = await callerFor(null).lawyers.list({ current: 1, size: 50, keyword: profile.name });
      expect(cards.records.find((c) => c.id === id)?.services).toEqual([]);
    }
    expect((await callerFor(null).lawyers.profile({ id: 101 })).services.length).toBeGreaterThan(0);
    await env.DB.prepare("UPDATE lawyer_profiles SET online_price_fen = NULL, review_price_fen = NULL WHERE user_id IN (110, 121)").run();
  });

  it("takes a photo checked by its bytes and serves it publicly", async () => {
    const lawyer = callerFor(LAWYER);
    const png = new File([await pngOf(120, 160)], "me.png", { type: "image/png" });
    const { photo } = await lawyer.lawyers.uploadPhoto({ file: png });
    expect(photo).toMatch(/^\/files\/public\/lawyers\/3-[0-9a-z]+\.png$/);
    expect(await env.FILES.get(photo.slice("/files/".length))).not.toBeNull();
    expect((await callerFor(null).lawyers.profile({ id: 3 })).photo).toBe(photo);
    const fake = new File([new TextEncoder().encode("GIF89a")], "me.png", { type: "image/png" });
    await expect(lawyer.lawyers.uploadPhoto({ file: fake })).rejects.toThrow("照片须为 JPG、PNG 或 WebP 图片");
  });
});
