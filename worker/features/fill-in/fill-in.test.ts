import { env } from "cloudflare:workers";
import { and, eq, gt, like } from "drizzle-orm";
import { strFromU8, unzipSync } from "fflate";
import { beforeAll, describe, expect, it } from "vitest";
import { contractDrafts, memberships, templates } from "#db/schema";
import type { SessionUser } from "#worker/middleware/session";
import { callerFor, request } from "../../../tests/setup/helpers";
import { pdfText } from "../../../tests/setup/pdf-text";
import { scheduled } from "../../scheduled";
import { buyTemplate, db, newUser, pick, platformPaid, seedOrders } from "../orders/orders-test-kit";
import { FILL_LOCKED, filledKey, MAX_DRAFTS } from "./fill-in.service";
import { FILLED_KEEP_MS } from "./filled-files";

let lease: typeof templates.$inferSelect;

beforeAll(async () => {
  await seedOrders();
  lease = await pick(and(eq(templates.memberFree, true), gt(templates.priceFen, 0), like(templates.title, "商铺租赁合同%")));
});

async function vip(): Promise<SessionUser> {
  const user = await newUser();
  await db.insert(memberships).values({ userId: user.id, startAt: Date.now(), endAt: Date.now() + 86_400_000 });
  return user;
}

/** The lease's form and the keys of its landlord's name and its first rent amount. */
async function leaseForm(user: SessionUser) {
  const form = await callerFor(user).fillIn.form({ templateId: lease.id });
  const landlord = form.fields.find((f) => f.type === "party" && f.party === "甲方");
  const rent = form.fields.find((f) => f.type === "amount" && form.blanks.some((b) => b.of === f.key));
  if (!landlord || !rent) throw new Error("lease fixture lacks a party or a rent with its capitals");
  return { form, landlord, rent };
}

async function docxText(url: string): Promise<string> {
  const res = await request(url);
  expect(res.status).toBe(200);
  const zip = unzipSync(new Uint8Array(await res.arrayBuffer()));
  return strFromU8(zip["word/document.xml"] ?? new Uint8Array());
}

describe("fill-in form", () => {
  it("form: a VIP gets the blanks of a member-free template, a party's name asked once", async () => {
    const { form, landlord, rent } = await leaseForm(await vip());
    expect(form.title).toBe(lease.title);
    expect(landlord.places).toBe(2);
    expect(form.fields.some((f) => f.type === "amountWords" && f.key === `${rent.key}·大写`)).toBe(false);
  });

  it("form: a user who may not read the template in full is refused with how to get it", async () => {
    const user = await newUser();
    await expect(callerFor(user).fillIn.form({ templateId: lease.id })).rejects.toThrow(FILL_LOCKED);
    await expect(callerFor(user).fillIn.form({ templateId: platformPaid.id })).rejects.toThrow(FILL_LOCKED);
    await expect(callerFor(null).fillIn.form({ templateId: lease.id })).rejects.toThrow("登录已过期");
  });

  it("form: a buyer may fill in the template they bought", async () => {
    const user = await newUser();
    await buyTemplate(user, platformPaid.id);
    expect((await callerFor(user).fillIn.form({ templateId: platformPaid.id })).id).toBe(platformPaid.id);
  });
});

describe("drafts", () => {
  it("save draft: creates, then updates the same draft, and lists it newest first", async () => {
    const user = await vip();
    const caller = callerFor(user);
    const { landlord } = await leaseForm(user);
    const draft = await caller.fillIn.save({ templateId: lease.id, title: "商铺租赁（南京西路）", values: { [landlord.key]: "上海安居置业有限公司" } });
    const again = await caller.fillIn.save({
      id: draft.id,
      templateId: lease.id,
      title: "商铺租赁（南京西路）",
      values: { [landlord.key]: "上海安居置业有限公司二部" },
    });
    expect(again.id).toBe(draft.id);
    expect((await caller.fillIn.draft({ id: draft.id })).values[landlord.key]).toBe("上海安居置业有限公司二部");
    const page = await caller.fillIn.drafts({ current: 1, size: 10 });
    expect(page.total).toBe(1);
    expect(page.records[0]).toMatchObject({ id: draft.id, templateTitle: lease.title });
  });

  it("save draft: refused for a template the user may not read in full", async () => {
    const user = await newUser();
    await expect(callerFor(user).fillIn.save({ templateId: lease.id, title: "草稿", values: {} })).rejects.toThrow(FILL_LOCKED);
    expect(await db.$count(contractDrafts, eq(contractDrafts.userId, user.id))).toBe(0);
  });

  it("drafts IDOR: another user gets NOT_FOUND on get, save, duplicate and delete, and lists none", async () => {
    const owner = await vip();
    const other = await vip();
    const draft = await callerFor(owner).fillIn.save({ templateId: lease.id, title: "我的草稿", values: {} });
    const them = callerFor(other);
    await expect(them.fillIn.draft({ id: draft.id })).rejects.toMatchObject({ code: "NOT_FOUND" });
    await expect(them.fillIn.save({ id: draft.id, templateId: lease.id, title: "改掉", values: {} })).rejects.toMatchObject({ code: "NOT_FOUND" });
    await expect(them.fillIn.duplicate({ id: draft.id })).rejects.toMatchObject({ code: "NOT_FOUND" });
    await expect(them.fillIn.remove({ id: draft.id })).rejects.toMatchObject({ code: "NOT_FOUND" });
    expect((await them.fillIn.drafts({ current: 1, size: 10 })).total).toBe(0);
    expect((await callerFor(owner).fillIn.draft({ id: draft.id })).title).toBe("我的草稿");
  });

  it("duplicate and delete: a copy with its values, then gone", async () => {
    const user = await vip();
    const caller = callerFor(user);
    const draft = await caller.fillIn.save({ templateId: lease.id, title: "原稿", values: { a: "1" } });
    const copy = await caller.fillIn.duplicate({ id: draft.id });
    expect(copy).toMatchObject({ title: "原稿（副本）", values: { a: "1" } });
    expect(await caller.fillIn.remove({ id: draft.id })).toBe(true);
    await expect(caller.fillIn.draft({ id: draft.id })).rejects.toMatchObject({ code: "NOT_FOUND" });
  });

  it(`draft limit: ${MAX_DRAFTS} drafts per user, even when saves and copies race`, async () => {
    const user = await vip();
    const caller = callerFor(user);
    const first = await caller.fillIn.save({ templateId: lease.id, title: "草稿", values: {} });
    const attempts = await Promise.allSettled([
      ...Array.from({ length: MAX_DRAFTS + 5 }, () => caller.fillIn.save({ templateId: lease.id, title: "草稿", values: {} })),
      ...Array.from({ length: 5 }, () => caller.fillIn.duplicate({ id: first.id })),
    ]);
    const refused = attempts.filter((r) => r.status === "rejected");
    expect(refused.length).toBe(11);
    for (const r of refused) expect(String((r as PromiseRejectedResult).reason)).toContain(`最多保存 ${MAX_DRAFTS} 份合同草稿`);
    expect(await db.$count(contractDrafts, eq(contractDrafts.userId, user.id))).toBe(MAX_DRAFTS);
  });
});

describe("download", () => {
  it("download: a .docx of the filled text, the amount also in capitals, through a signed link", async () => {
    const user = await vip();
    const { landlord, rent } = await leaseForm(user);
    const link = await callerFor(user).fillIn.download({ templateId: lease.id, values: { [landlord.key]: "上海安居置业有限公司", [rent.key]: "12300" } });
    expect(link.fileName).toBe(`${lease.title}.docx`);
    const xml = await docxText(link.url);
    expect(xml.match(/上海安居置业有限公司/g)?.length).toBe(2);
    expect(xml).toContain("壹万贰仟叁佰元整");
    expect(xml).toContain("12,300.00");
    expect((await request(link.url.replace(/sig=[^&]+/, "sig=forged"))).status).toBe(403);
  });

  it("download: the option chosen between the template's alternatives is ticked in the .docx, an answer outside them refused", async () => {
    const user = await vip();
    const { form } = await leaseForm(user);
    const choice = form.fields.find((f) => f.type === "choice" && f.options?.[0] === "不动产权证书");
    if (!choice) throw new Error("lease has no 权属证明文件 choice");
    const link = await callerFor(user).fillIn.download({ templateId: lease.id, values: { [choice.key]: "1" } });
    expect(await docxText(link.url)).toContain("■不动产权证书");
    await expect(callerFor(user).fillIn.download({ templateId: lease.id, values: { [choice.key]: "9" } })).rejects.toThrow(`${choice.label}：请选择一项`);
  });

  it("download PDF: the filled contract as PDF through the same signed link, its text read back holds the values and the ticked box", async () => {
    const user = await vip();
    const { form, landlord } = await leaseForm(user);
    const choice = form.fields.find((f) => f.type === "choice" && f.options?.[0] === "不动产权证书");
    const values = { [landlord.key]: "上海安居置业有限公司", [choice?.key ?? ""]: "1" };
    const link = await callerFor(user).fillIn.download({ templateId: lease.id, values, format: "pdf" });
    expect(link.fileName).toBe(`${lease.title}.pdf`);
    const res = await request(link.url);
    expect(res.headers.get("content-type")).toBe("application/pdf");
    const text = await pdfText(new Uint8Array(await res.arrayBuffer()));
    expect(text).toContain("甲方（出租人）：上海安居置业有限公司");
    expect(text).toContain("■不动产权证书");
    expect(text).toContain("契合 · 合同　第 1 /");
    expect(await env.FILES.head(filledKey(user.id, lease.id, "pdf"))).not.toBeNull();
    expect((await request(link.url.replace(/sig=[^&]+/, "sig=forged"))).status).toBe(403);
  });

  it("download: the filled copy in R2 is deleted by the scheduled handler once an hour has passed", async () => {
    const user = await vip();
    const { landlord } = await leaseForm(user);
    await callerFor(user).fillIn.download({ templateId: lease.id, values: { [landlord.key]: "上海安居置业有限公司" } });
    await callerFor(user).fillIn.download({ templateId: lease.id, values: { [landlord.key]: "上海安居置业有限公司" }, format: "pdf" });
    const keys = [filledKey(user.id, lease.id), filledKey(user.id, lease.id, "pdf")];
    for (const key of keys) expect(await env.FILES.head(key)).not.toBeNull();
    await scheduled({} as ScheduledController, env, Date.now() + 10 * 60 * 1000);
    for (const key of keys) expect(await env.FILES.head(key)).not.toBeNull();
    const result = await scheduled({} as ScheduledController, env, Date.now() + FILLED_KEEP_MS + 60_000);
    expect(result.filledSwept).toBeGreaterThanOrEqual(2);
    for (const key of keys) expect(await env.FILES.head(key)).toBeNull();
  });

  it("download: access is checked again at that moment", async () => {
    const user = await vip();
    await db
      .update(memberships)
      .set({ endAt: Date.now() - 1 })
      .where(eq(memberships.userId, user.id));
    await expect(callerFor(user).fillIn.download({ templateId: lease.id, values: {} })).rejects.toThrow(FILL_LOCKED);
  });

  it("download: a value that does not fit its blank is refused with the field named", async () => {
    const user = await vip();
    const { form } = await leaseForm(user);
    const phone = form.fields.find((f) => f.type === "phone");
    if (!phone) throw new Error("lease has no phone blank");
    await expect(callerFor(user).fillIn.download({ templateId: lease.id, values: { [phone.key]: "12345" } })).rejects.toThrow(
      `${phone.label}：请填写正确的手机号或固定电话`,
    );
  });
});
