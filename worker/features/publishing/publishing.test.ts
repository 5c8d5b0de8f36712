import { env } from "cloudflare:workers";
import { and, eq, isNotNull } from "drizzle-orm";
import { beforeAll, describe, expect, it } from "vitest";
import { previewOf } from "#core/library";
import { createDb } from "#db/client";
import { templateCategories, templateSubmissions, templates } from "#db/schema";
import { applicant } from "../../../tests/setup/certification-fixture";
import { ADMIN, bearer, callerFor, request } from "../../../tests/setup/helpers";
import { seedLibrary } from "../../../tests/setup/library-fixture";
import { notify } from "../../../tests/setup/pay-fixture";
import { seedRegulations } from "../../../tests/setup/regulations-fixture";
import { templateDocx } from "../templates/docx";

const db = createDb(env.DB);
const admin = callerFor(ADMIN);
const visitor = callerFor(null);
let categoryId = 0;

beforeAll(async () => {
  await seedLibrary();
  const [leaf] = await db.select({ id: templateCategories.id }).from(templateCategories).where(isNotNull(templateCategories.parentId)).limit(1);
  categoryId = leaf?.id ?? 0;
});

let serial = 0;
/** A random common Han character: sprinkled through each test contract so no two are near-duplicates. */
const han = () => String.fromCharCode(0x4e00 + Math.floor(Math.random() * 0x4000));

/** A contract of our own (not in the library): every call a different one, long enough for the gates. */
function contractText(): string {
  serial += 1;
  const clauses = [
    "甲方委托乙方加工货物，加工数量、规格与交付时间以双方签字确认的加工单为准。",
    "乙方应当按照甲方提供的图纸与样品组织生产，未经甲方书面同意不得变更原料产地与工艺流程。",
    "加工费按件计算，单价为人民币________元，甲方于每批货物验收合格后十五个工作日内付清该批加工费。",
    "乙方应当妥善保管甲方提供的原料，因保管不善造成原料毁损灭失的，乙方按原料进价赔偿并承担延误交付的责任。",
    "甲方应当在收到成品后七日内完成验收，逾期未提出书面异议的，视为验收合格；隐蔽瑕疵自发现之日起三十日内提出。",
    "任何一方违反本合同约定的，应当赔偿对方因此遭受的直接损失，包括合理的律师费、诉讼费、保全费与鉴定费。",
    "本合同履行中发生争议的，双方协商解决；协商不成的，任何一方均可向合同签订地有管辖权的人民法院提起诉讼。",
    "本合同一式两份，双方各执一份，自双方签字盖章之日起生效；未尽事宜，双方可另行签订补充协议。",
  ];
  return clauses.map((c, i) => `${i + 1}. ${[...c].map((ch, j) => (j % 4 === 3 ? `${ch}${han()}` : ch)).join("")}（${serial}）`).join("\n");
}

async function docxFile(body: string, name = "加工合同.docx"): Promise<File> {
  return new File([new Uint8Array(await templateDocx("加工承揽合同", body))], name, { type: "application/octet-stream" });
}

const fields = (id: number, title: string) => ({
  id,
  title,
  categoryId,
  summary: "适用于委托方提供原料、承揽方按图纸加工的来料加工业务。",
  useNotes: ["签约前核对加工单"],
  riskNotes: ["注意原料保管责任"],
  suitHints: ["来料加工"],
  priceMode: "paid" as const,
  price: "19.9",
});

async function uploaded(author = callerFor(null), body = contractText()) {
  return author.publishing.upload({ file: await docxFile(body) });
}

async function submitted(title: string) {
  const user = await applicant();
  const author = callerFor(user);
  // The very bytes sent: a DOCX written again carries another timestamp.
  const file = await docxFile(contractText());
  const draft = await author.publishing.upload({ file });
  await author.publishing.save({ ...fields(draft.id, title), submit: true });
  return { user, author, draft, file };
}

describe("upload", () => {
  it("upload: a DOCX becomes a draft whose preview is what a buyer sees; other bytes are refused", async () => {
    const author = callerFor(await applicant());
    const body = contractText();
    const draft = await uploaded(author, body);
    expect(draft.status).toBe(0);
    expect(draft.text).toBe(`加工承揽合同\n${body}`);
    expect(draft.fileName).toBe("加工合同.docx");
    expect("fileKey" in draft).toBe(false);
    const paid = await author.publishing.save({ ...fields(draft.id, "来料加工合同（预览）"), submit: false });
    expect(paid.priceFen).toBe(1990);
    expect(paid.buyerView.text).toBe(previewOf(paid.text));
    await expect(author.publishing.upload({ file: new File(["PK\u0003\u0004 不是 Word"], "x.docx") })).rejects.toThrow("无法读取该 Word 文件");
    await expect(author.publishing.upload({ file: new File(["%PDF-1.4"], "x.pdf") })).rejects.toThrow("仅支持 Word（.docx）文件");
  });
});

describe("status transitions", () => {
  it("transitions: submit, withdraw, resubmit, reject with a reason, edit, approve — each only along the table", async () => {
    const { author, draft } = await submitted("来料加工合同（流转）");
    expect((await author.publishing.detail({ id: draft.id })).status).toBe(1);
    await expect(author.publishing.save({ ...fields(draft.id, "来料加工合同（流转）"), submit: false })).rejects.toThrow("正在审核中");
    await expect(author.publishing.remove({ id: draft.id })).rejects.toThrow("只能删除");
    expect((await author.publishing.withdraw({ id: draft.id })).status).toBe(0);
    await expect(author.publishing.withdraw({ id: draft.id })).rejects.toThrow("当前状态不能进行该操作");
    await author.publishing.save({ ...fields(draft.id, "来料加工合同（流转）"), submit: true });
    await expect(admin.publishing.reject({ id: draft.id, reason: " " })).rejects.toThrow("请填写驳回原因");
    await admin.publishing.reject({ id: draft.id, reason: "使用说明过于简略" });
    const rejected = await author.publishing.detail({ id: draft.id });
    expect(rejected).toMatchObject({ status: 3, reviewReason: "使用说明过于简略" });
    expect("reviewerId" in rejected).toBe(false);
    await expect(admin.publishing.approve({ id: draft.id })).rejects.toThrow("已被处理");
    await author.publishing.save({ ...fields(draft.id, "来料加工合同（流转）"), useNotes: ["签约前核对加工单与样品"], submit: true });
    expect(await author.publishing.statusCount()).toEqual({ 0: 0, 1: 1, 2: 0, 3: 0 });
    const { templateId } = await admin.publishing.approve({ id: draft.id });
    expect(await author.publishing.statusCount()).toEqual({ 0: 0, 1: 0, 2: 1, 3: 0 });
    const live = await db.query.templates.findFirst({ where: eq(templates.id, templateId) });
    expect(live).toMatchObject({ source: 1, status: 2, priceFen: 1990, title: "来料加工合同（流转）", useNotes: JSON.stringify(["签约前核对加工单与样品"]) });
  });

  it("approve: the template is live at once, found by a two-character and a longer search, its original is what buyers download", async () => {
    const { user, draft, file } = await submitted("茶园承包经营合同");
    expect((await visitor.publishing.byAuthor({ id: user.id })).total).toBe(0);
    const { templateId } = await admin.publishing.approve({ id: draft.id });
    // list_by_author: the author's live templates, public.
    expect((await visitor.publishing.byAuthor({ id: user.id })).records.map((t) => t.id)).toEqual([templateId]);
    for (const keyword of ["茶园", "茶园承包"]) {
      const page = await visitor.templates.list({ keyword, current: 1, size: 50 });
      expect(
        page.records.map((r) => r.id),
        keyword,
      ).toContain(templateId);
    }
    const stored = await env.FILES.get(`templates/${templateId}.docx`);
    expect(new Uint8Array((await stored?.arrayBuffer()) ?? new ArrayBuffer(0))).toEqual(new Uint8Array(await file.arrayBuffer()));
  });

  it("creation statistics: an author's totals add up the live uploads' sales and the 70 % the ledger holds, nobody else's", async () => {
    const { user, draft } = await submitted("果园托管经营合同");
    const { templateId } = await admin.publishing.approve({ id: draft.id });
    const author = callerFor(user);
    expect(await author.publishing.totals()).toEqual({ views: 0, downloads: 0, sales: 0, earningsFen: 0 });
    const buyer = callerFor(await applicant());
    const order = await buyer.orders.create({ type: "TEMPLATE", templateId });
    await buyer.orders.prepay({ orderNo: order.orderNo, channel: "WECHAT" });
    expect((await notify(order.orderNo, order.amountFen)).status).toBe(200);
    expect(await author.publishing.totals()).toMatchObject({ sales: 1, earningsFen: 1393 });
    expect(await callerFor(await applicant()).publishing.totals()).toEqual({ views: 0, downloads: 0, sales: 0, earningsFen: 0 });
  });

  it("revision: an edit of an approved template is reviewed while the approved text stays live", async () => {
    const { author, draft } = await submitted("渔船租赁合同");
    const { templateId } = await admin.publishing.approve({ id: draft.id });
    const before = await visitor.templates.detail({ id: templateId });
    await author.publishing.upload({ file: await docxFile(contractText()), id: draft.id });
    await author.publishing.save({ ...fields(draft.id, "渔船租赁合同（修订）"), priceMode: "free", submit: true });
    const during = await visitor.templates.detail({ id: templateId });
    expect(during.title).toBe("渔船租赁合同");
    expect(during.text).toBe(before.text);
    expect((await admin.publishing.approve({ id: draft.id })).templateId).toBe(templateId);
    const after = await visitor.templates.detail({ id: templateId });
    expect(after.title).toBe("渔船租赁合同（修订）");
    expect(after.priceFen).toBe(0);
    expect(after.text).not.toBe(before.text);
    expect((await visitor.templates.list({ keyword: "修订", current: 1, size: 50 })).records.map((r) => r.id)).toContain(templateId);
  });

  it("concurrent approvals: many approvals of one submission write one library row", async () => {
    const { draft } = await submitted("林木采伐承揽合同");
    const results = await Promise.allSettled(Array.from({ length: 6 }, () => admin.publishing.approve({ id: draft.id })));
    expect(results.filter((r) => r.status === "fulfilled")).toHaveLength(1);
    const rows = await db.select().from(templates).where(eq(templates.title, "林木采伐承揽合同"));
    expect(rows).toHaveLength(1);
  });

  it("concurrent uploads: the open-uploads cap holds under parallel requests", async () => {
    const user = await applicant();
    const author = callerFor(user);
    const now = Date.now();
    const filler = Array.from({ length: 48 }, (_, i) => ({
      authorId: user.id,
      title: `草稿${i}`,
      body: "草稿",
      fileKey: `k${i}`,
      fileName: "a.docx",
      createdAt: now,
      updatedAt: now,
    }));
    for (let i = 0; i < filler.length; i += 4) await db.insert(templateSubmissions).values(filler.slice(i, i + 4));
    const results = await Promise.allSettled(Array.from({ length: 6 }, () => uploaded(author)));
    expect(results.filter((r) => r.status === "fulfilled")).toHaveLength(2);
    expect((await author.publishing.statusCount())[0]).toBe(50);
  });
});

describe("quality gates", () => {
  it("duplicate gate: an upload ≥ 90 % the same as a library template is refused, naming the match", async () => {
    const [library] = await db
      .select()
      .from(templates)
      .where(and(eq(templates.status, 2), eq(templates.priceFen, 0)))
      .limit(1);
    if (!library) throw new Error("fixture missing");
    const author = callerFor(await applicant());
    const copy = await uploaded(author, `${library.body}\n补充条款：双方另行约定。`);
    await expect(author.publishing.save({ ...fields(copy.id, "我的合同范本"), submit: true })).rejects.toThrow(
      new RegExp(`与已上架范本《${library.title.replace(/[()（）]/g, ".")}》的重复度达 (9\\d|100)%`),
    );
    const paid = (await db.select().from(templates).where(eq(templates.status, 2))).find((t) => t.priceFen > 0 && t.body.length > 2000);
    if (!paid) throw new Error("fixture missing");
    const paidCopy = await uploaded(author, paid.body);
    await expect(author.publishing.save({ ...fields(paidCopy.id, "我的另一份合同"), submit: true })).rejects.toThrow(`《${paid.title}》`);
  });

  it("gates: a taken title, a phone number or web address, and a short text are refused with their messages", async () => {
    const author = callerFor(await applicant());
    const [taken] = await db.select({ title: templates.title }).from(templates).where(eq(templates.status, 2)).limit(1);
    const draft = await uploaded(author);
    await expect(author.publishing.save({ ...fields(draft.id, taken?.title ?? ""), submit: true })).rejects.toThrow("已有同名范本上架");
    await expect(author.publishing.save({ ...fields(draft.id, "来料加工合同（联系）"), summary: "咨询请拨 13912345678", submit: true })).rejects.toThrow(
      "站外联系方式",
    );
    await expect(author.publishing.save({ ...fields(draft.id, "来料加工合同（联系）"), useNotes: ["详见 www.example.com"], submit: true })).rejects.toThrow(
      "站外联系方式",
    );
    await expect(author.publishing.save({ ...fields(draft.id, "来料加工合同（联系）"), price: "0", submit: true })).rejects.toThrow("价格应在");
    const short = await uploaded(author, "甲乙双方协商一致。");
    await expect(author.publishing.save({ ...fields(short.id, "来料加工合同（短）"), submit: true })).rejects.toThrow("正文过短");
    // A draft is saved as typed: the gates judge a submission.
    expect((await author.publishing.save({ ...fields(short.id, "来料加工合同（短）"), submit: false })).status).toBe(0);
  });
});

describe("ownership", () => {
  it("IDOR: nobody reads, edits, withdraws, deletes or downloads another author's upload", async () => {
    const { draft } = await submitted("来料加工合同（他人）");
    const other = callerFor(await applicant());
    await expect(other.publishing.detail({ id: draft.id })).rejects.toThrow("该上传范本不存在或已删除");
    await expect(other.publishing.original({ id: draft.id })).rejects.toThrow("该上传范本不存在或已删除");
    await expect(other.publishing.withdraw({ id: draft.id })).rejects.toThrow("该上传范本不存在或已删除");
    await expect(other.publishing.save({ ...fields(draft.id, "来料加工合同（篡改）"), submit: false })).rejects.toThrow("该上传范本不存在或已删除");
    await expect(other.publishing.suitHints({ id: draft.id, suitHints: ["x"] })).rejects.toThrow("该上传范本不存在或已删除");
    await expect(other.publishing.upload({ file: await docxFile(contractText()), id: draft.id })).rejects.toThrow("该上传范本不存在或已删除");
    await expect(other.publishing.remove({ id: draft.id })).rejects.toThrow("该上传范本不存在或已删除");
    expect((await other.publishing.mine({ current: 1, size: 10 })).total).toBe(0);
    await expect(other.publishing.queue({ current: 1, size: 10 })).rejects.toThrow("没有权限执行此操作");
    await expect(other.publishing.approve({ id: draft.id })).rejects.toThrow("没有权限执行此操作");
    // The original lives under a private key: no signed link, no file.
    const row = await db.query.templateSubmissions.findFirst({ where: eq(templateSubmissions.id, draft.id) });
    expect(row?.fileKey.startsWith("private/")).toBe(true);
    expect((await request(`/files/${row?.fileKey}`)).status).not.toBe(200);
  });
});

describe("citations", () => {
  it("approve: the statute articles the text cites are bound to the library entries in force, in the approval's batch", async () => {
    await seedRegulations();
    const author = callerFor(await applicant());
    const body = `${contractText()}\n9. 定金依照《中华人民共和国民法典》第五百八十六条处理；试用期依照《中华人民共和国劳动合同法》第十九条；另见《中华人民共和国合同法》第五十二条。`;
    const draft = await author.publishing.upload({ file: await docxFile(body) });
    await author.publishing.save({ ...fields(draft.id, "来料加工合同（引用）"), submit: true });
    const { templateId } = await admin.publishing.approve({ id: draft.id });
    const bound = await env.DB.prepare(
      "SELECT r.title, c.article FROM template_citations c JOIN regulations r ON r.id = c.regulation_id WHERE c.template_id = ? ORDER BY c.article",
    )
      .bind(templateId)
      .all<{ title: string; article: number }>();
    expect(bound.results).toEqual([
      { title: "中华人民共和国劳动合同法（2012修正）", article: 19 },
      { title: "中华人民共和国合同法", article: 52 },
      { title: "中华人民共和国民法典", article: 586 },
    ]);
  });
});

describe("review queue", () => {
  it("review queue: submissions oldest first, as a list of kinds", async () => {
    const first = await submitted("来料加工合同（排队一）");
    const second = await submitted("来料加工合同（排队二）");
    await db.update(templateSubmissions).set({ submittedAt: 1 }).where(eq(templateSubmissions.id, first.draft.id));
    const queue = await admin.publishing.queue({ current: 1, size: 50 });
    const ids = queue.records.map((r) => r.id);
    expect(ids[0]).toBe(first.draft.id);
    expect(ids).toContain(second.draft.id);
    expect(queue.records[0]).toMatchObject({ kind: "template", title: "来料加工合同（排队一）", revision: false });
  });
});

describe("REST rows", () => {
  it("REST: user upload and user provide rows answer the envelope; without a session 424", async () => {
    const user = await applicant();
    const auth = { ...(await bearer(user)), origin: "http://localhost" } as Record<string, string>;
    const form = new FormData();
    form.set("file", await docxFile(contractText()));
    const up = (await (await request("/admin/template/user_upload", { method: "POST", headers: auth, body: form })).json()) as {
      code: number;
      data: { id: number };
    };
    expect(up.code).toBe(0);
    const save = await request("/admin/template/user_provide/update", {
      method: "PUT",
      headers: { ...auth, "content-type": "application/json" },
      body: JSON.stringify(fields(up.data.id, "来料加工合同（接口）")),
    });
    expect(await save.json()).toMatchObject({ code: 0, data: { status: 1 } });
    expect(await (await request("/admin/template/user_provide/status_count", { headers: auth })).json()).toMatchObject({ code: 0, data: { 1: 1 } });
    expect(await (await request("/admin/template/user_provide/page?current=1&size=10", { headers: auth })).json()).toMatchObject({
      code: 0,
      data: { total: 1, records: [{ id: up.data.id, status: 1 }] },
    });
    expect(await (await request(`/admin/template/user_provide/detail/${up.data.id}`, { headers: auth })).json()).toMatchObject({
      code: 0,
      data: { id: up.data.id },
    });
    const hints = await request("/admin/template/user_provide/suit_template", {
      method: "PUT",
      headers: { ...auth, "content-type": "application/json" },
      body: JSON.stringify({ id: up.data.id, suitHints: ["来料加工"] }),
    });
    expect(await hints.json()).toMatchObject({ code: -1, msg: "该范本正在审核中，请先撤回审核再修改" });
    const anonymous = await request("/admin/template/user_provide/page", { headers: { origin: "http://localhost" } });
    expect(anonymous.status).toBe(424);
    expect(await anonymous.json()).toEqual({ code: -1, msg: "登录已过期，请重新登录", data: null });
    const byAuthor = (await (await request("/admin/template/list_by_author/2")).json()) as { code: number; data: { total: number } };
    expect(byAuthor.code).toBe(0);
    expect(byAuthor.data.total).toBeGreaterThan(0);
  });
});
