import { beforeAll, describe, expect, it } from "vitest";
import { solvedCaptcha } from "../../../tests/setup/captcha-fixture";
import { ADMIN, callerFor, LAWYER, USER } from "../../../tests/setup/helpers";
import { seedRegions } from "../../../tests/setup/regions-fixture";

const visitor = callerFor(null);
const admin = callerFor(ADMIN);

/** Submits as the page does: with a freshly solved captcha. */
const apply = async (fields: typeof valid) => visitor.settleIn.submit({ ...fields, captchaVerification: await solvedCaptcha() });

const valid = { name: "张明", phone: "13912345678", firm: "北京明理律师事务所", regionCode: "110108", practiceYears: 8, message: "擅长公司并购与劳动争议" };

beforeAll(seedRegions);

describe("律师入驻 applications", () => {
  it("accepts a valid application and shows it to the back office", async () => {
    const { id } = await apply(valid);
    const page = await admin.settleIn.list({ current: 1, size: 10 });
    const row = page.records.find((r) => r.id === id);
    expect(row).toMatchObject({ name: "张明", regionName: "海淀区", status: "pending" });
  });

  it("settleIn.submit behind the captcha: none, a forged or a reused verification is refused and nothing written", async () => {
    const phone = "13600003333";
    await expect(visitor.settleIn.submit({ ...valid, phone })).rejects.toThrow("请先完成安全验证");
    await expect(visitor.settleIn.submit({ ...valid, phone, captchaVerification: "forged" })).rejects.toThrow("请先完成安全验证");
    const once = await solvedCaptcha();
    await visitor.settleIn.submit({ ...valid, phone, captchaVerification: once });
    await expect(visitor.settleIn.submit({ ...valid, phone: "13600004444", captchaVerification: once })).rejects.toThrow("请先完成安全验证");
    const page = await admin.settleIn.list({ current: 1, size: 50 });
    expect(page.records.filter((r) => r.phone === phone)).toHaveLength(1);
    expect(page.records.some((r) => r.phone === "13600004444")).toBe(false);
  });

  it("refuses a second open application for the same phone, with nothing written", async () => {
    const phone = "13700001111";
    await apply({ ...valid, phone });
    await expect(apply({ ...valid, phone, name: "李四" })).rejects.toThrow("该手机号已提交过入驻申请");
    const page = await admin.settleIn.list({ current: 1, size: 50 });
    expect(page.records.filter((r) => r.phone === phone)).toHaveLength(1);
  });

  it("names the field that is wrong", async () => {
    await expect(apply({ ...valid, phone: "12345" })).rejects.toThrow("手机号格式不正确");
    await expect(apply({ ...valid, name: "" })).rejects.toThrow("请输入您的姓名");
    await expect(apply({ ...valid, regionCode: "" })).rejects.toThrow("请选择执业所在地区");
    await expect(apply({ ...valid, regionCode: "999999" })).rejects.toThrow("请选择执业所在地区");
    await expect(apply({ ...valid, practiceYears: -1 })).rejects.toThrow("执业年限不能为负数");
    await expect(apply({ ...valid, message: "长".repeat(501) })).rejects.toThrow("补充说明不能超过 500 字");
  });

  it("moves pending → contacted once, and only for admins", async () => {
    const { id } = await apply({ ...valid, phone: "13600002222" });
    await expect(callerFor(USER).settleIn.markContacted({ id })).rejects.toThrow("没有权限");
    await expect(callerFor(LAWYER).settleIn.list({ current: 1, size: 10 })).rejects.toThrow("没有权限");
    await expect(visitor.settleIn.list({ current: 1, size: 10 })).rejects.toThrow("登录已过期");
    await admin.settleIn.markContacted({ id });
    await expect(admin.settleIn.markContacted({ id })).rejects.toThrow("该申请已处理或不存在");
    const contacted = await admin.settleIn.list({ current: 1, size: 50, status: "contacted" });
    expect(contacted.records.map((r) => r.id)).toContain(id);
    // Once contacted, the same phone may apply again.
    await expect(apply({ ...valid, phone: "13600002222" })).resolves.toMatchObject({ id: expect.any(Number) });
  });

  it("pages with {records,total,size,current,pages}", async () => {
    const page = await admin.settleIn.list({ current: 1, size: 2 });
    expect(page).toMatchObject({ size: 2, current: 1 });
    expect(page.pages).toBe(Math.ceil(page.total / 2));
    await expect(admin.settleIn.list({ current: 1, size: 500 })).rejects.toThrow("每页最多 50 条");
  });
});
