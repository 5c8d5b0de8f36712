import { describe, expect, it } from "vitest";
import { DISPLAY_TEXT_MESSAGE } from "#core/display-text";
import { settleInSchema } from "#core/settle-in";
import { reviewInput } from "../advice/advice.schema";
import { cardInput } from "../name-cards/name-cards.schema";
import { profileEditInput } from "./profile-editor.schema";

const RLO = "\u202e";
const firstMessage = (r: { success: boolean; error?: { issues: { message: string }[] } }) => (r.success ? null : (r.error?.issues[0]?.message ?? null));

describe("display text of lawyers' public pages", () => {
  it("display text: profile, name-card, settle-in and review fields refuse control and bidirectional-override characters, keep line breaks", () => {
    expect(firstMessage(profileEditInput.safeParse({ title: `合伙人${RLO}` }))).toBe(`头衔${DISPLAY_TEXT_MESSAGE}`);
    expect(firstMessage(profileEditInput.safeParse({ intro: `专注合同纠纷${RLO}十年` }))).toBe(`个人简介${DISPLAY_TEXT_MESSAGE}`);
    expect(firstMessage(profileEditInput.safeParse({ tags: `合同\u0007审查` }))).toBe(`标签${DISPLAY_TEXT_MESSAGE}`);
    expect(profileEditInput.safeParse({ intro: "第一段。\n第二段。" }).success).toBe(true);

    const card = { label: "默认名片", name: "王建国", firm: "北京某律师事务所", phone: "13800000002" };
    expect(cardInput.safeParse(card).success).toBe(true);
    expect(firstMessage(cardInput.safeParse({ ...card, name: `王${RLO}建国` }))).toBe(`姓名${DISPLAY_TEXT_MESSAGE}`);
    expect(firstMessage(cardInput.safeParse({ ...card, firm: "北京\u0000律所" }))).toBe(`执业机构${DISPLAY_TEXT_MESSAGE}`);
    expect(cardInput.safeParse({ ...card, intro: "擅长：\n合同审查" }).success).toBe(true);

    const application = { name: "李明", phone: "13900000001", firm: "上海某律师事务所", regionCode: "310101", practiceYears: 5 };
    expect(settleInSchema.safeParse(application).success).toBe(true);
    expect(firstMessage(settleInSchema.safeParse({ ...application, firm: `上海${RLO}律所` }))).toBe(`执业机构名称${DISPLAY_TEXT_MESSAGE}`);
    expect(firstMessage(settleInSchema.safeParse({ ...application, message: `希望\u2066尽快联系` }))).toBe(`补充说明${DISPLAY_TEXT_MESSAGE}`);

    expect(reviewInput.safeParse({ id: 1, rating: 5, content: "回复及时，\n分析清楚。" }).success).toBe(true);
    expect(firstMessage(reviewInput.safeParse({ id: 1, rating: 5, content: `很好${RLO}差评` }))).toBe(`评价内容${DISPLAY_TEXT_MESSAGE}`);
  });
});
