import { env } from "cloudflare:workers";
import { beforeAll, describe, expect, it } from "vitest";
import { LABOUR_CONTRACT as LABOUR } from "../../../tests/fixtures/labour-contract";
import { seedContractKinds } from "../../../tests/setup/contract-check-fixture";
import { callerFor } from "../../../tests/setup/helpers";
import { EDITOR, editor, FINANCE, MEMBER, refusal, SERVICE, seedPeople, visitor } from "../content/content-test-kit";

// 合同体检's key clauses kept in the console: edits reach the next check, patterns and citations are
// validated, concurrent saves are refused, and the citation review reads them.

const kindId = async (key: string) => (await env.DB.prepare("SELECT id FROM contract_kinds WHERE key = ?").bind(key).first<{ id: number }>())?.id ?? 0;
const clauseId = async (kind: string, key: string) =>
  (
    await env.DB.prepare("SELECT c.id FROM contract_key_clauses c JOIN contract_kinds k ON k.id = c.kind_id WHERE k.key = ? AND c.key = ?")
      .bind(kind, key)
      .first<{ id: number }>()
  )?.id ?? 0;
const rules = async (text: string, kind?: string) => (await visitor().contractCheck.text({ text, kind })).findings.map((f) => f.rule);

/** The edit form of a clause as the procedure input (patterns and citations one a line). */
async function formOf(id: number) {
  const { kindName: _, ...form } = await editor().keyClauses.clause({ id });
  return form;
}

beforeAll(async () => {
  await seedPeople();
  await seedContractKinds();
});

describe("合同体检 key clauses in the console", () => {
  it("key clauses: an edited clause changes the next check's findings", async () => {
    expect(await rules(LABOUR)).not.toContain("missing-labour-insurance");
    const id = await clauseId("labour", "labour-insurance");
    const form = await formOf(id);
    expect(form).toMatchObject({ name: "社会保险", patterns: "社会保险|社保", citations: "《中华人民共和国劳动合同法（2012修正）》第十七条" });
    await editor().keyClauses.update({ ...form, name: "社会保险和住房公积金", patterns: "社会保险|社保\n住房公积金" });
    const result = await visitor().contractCheck.text({ text: LABOUR });
    const finding = result.findings.find((f) => f.rule === "missing-labour-insurance");
    expect(finding).toMatchObject({ title: "缺少“社会保险和住房公积金”条款", severity: "high" });
    expect(finding?.citations[0]).toMatchObject({ label: "《劳动合同法》第十七条", href: expect.stringMatching(/^\/regulations\/\d+#art-17$/) });
    await editor().keyClauses.update({ ...(await formOf(id)), name: "社会保险", patterns: "社会保险|社保" });
    expect(await rules(LABOUR)).not.toContain("missing-labour-insurance");
  });

  it("key clauses: a disabled clause is not reported, and is again once enabled", async () => {
    const id = await clauseId("labour", "dispute");
    expect(await rules(LABOUR)).toContain("missing-dispute");
    await editor().keyClauses.setEnabled({ id, enabled: false });
    expect(await rules(LABOUR)).not.toContain("missing-dispute");
    expect((await editor().keyClauses.list()).kinds.find((k) => k.key === "labour")?.clauses.find((c) => c.id === id)).toMatchObject({ enabled: false });
    await editor().keyClauses.setEnabled({ id, enabled: true });
    expect(await rules(LABOUR)).toContain("missing-dispute");
  });

  it("key clauses: a clause's 排序 reorders it in the kind's list and among the report's findings", async () => {
    const text = "甲乙双方就软件开发事宜达成如下协议，全文共二十个字以上。";
    const high = async () => (await visitor().contractCheck.text({ text, kind: "general" })).findings.filter((f) => f.severity === "high").map((f) => f.rule);
    expect(await high()).toEqual(["missing-parties", "missing-price", "missing-performance", "missing-breach", "missing-dispute"]);
    const id = await clauseId("general", "parties");
    await editor().keyClauses.update({ ...(await formOf(id)), sort: 9 });
    expect(await high()).toEqual(["missing-price", "missing-performance", "missing-breach", "missing-dispute", "missing-parties"]);
    const general = (await editor().keyClauses.list()).kinds.find((k) => k.key === "general");
    expect(general?.clauses.at(-1)).toMatchObject({ id, sort: 9 });
    await editor().keyClauses.update({ ...(await formOf(id)), sort: 0 });
    expect((await high())[0]).toBe("missing-parties");
  });

  it("key clauses: a bad pattern, an article not in the library or not in force, an unknown clause are refused in Chinese (400)", async () => {
    const form = await formOf(await clauseId("general", "breach"));
    const save = (change: Record<string, unknown>) => refusal(editor().keyClauses.update({ ...form, ...change }));
    expect(await save({ patterns: "违约金\n(a+)+$" })).toEqual({
      code: "BAD_REQUEST",
      message: expect.stringContaining("匹配规则第 2 条：匹配规则不支持符号“+”"),
    });
    expect(await save({ patterns: "违约~400金~400责任" })).toMatchObject({ code: "BAD_REQUEST", message: expect.stringContaining("最多使用一次") });
    expect(await save({ patterns: "" })).toMatchObject({ code: "BAD_REQUEST", message: "请至少填写一条匹配规则" });
    expect(await save({ citations: "《民法典》第九千条" })).toEqual({
      code: "BAD_REQUEST",
      message: "《中华人民共和国民法典》中没有第九千条的条文，请先在“法律法规管理”中补充",
    });
    expect(await save({ citations: "《中华人民共和国合同法》第五十二条" })).toMatchObject({
      code: "BAD_REQUEST",
      message: expect.stringContaining("不是现行有效的版本"),
    });
    expect(await save({ citations: "《不存在的条例》第一条" })).toMatchObject({
      code: "BAD_REQUEST",
      message: expect.stringContaining("法规库中没有《不存在的条例》"),
    });
    expect(await save({ citations: "民法典五百七十七" })).toMatchObject({
      code: "BAD_REQUEST",
      message: expect.stringContaining("应写作“《法律名称》第几条”"),
    });
    expect(await save({ suggestionTitle: "没有这个条款" })).toMatchObject({
      code: "BAD_REQUEST",
      message: expect.stringContaining("条款库中没有标题为“没有这个条款”"),
    });
    expect(await save({ suggestionText: "另拟条文" })).toMatchObject({ code: "BAD_REQUEST", message: "参考条款与建议条文只能填写一项" });
    // Arabic article numbers are read as well; nothing above was saved.
    expect(await save({ citations: "《民法典》第577条" })).toBe("ok");
    expect((await formOf(form.id)).citations).toBe("《中华人民共和国民法典》第五百七十七条");
  });

  it("key clauses: only content staff and administrators may read or edit them", async () => {
    const id = await clauseId("general", "notice");
    for (const who of [MEMBER, FINANCE, SERVICE]) {
      expect(await refusal(callerFor(who).keyClauses.list())).toMatchObject({ code: "FORBIDDEN" });
      expect(await refusal(callerFor(who).keyClauses.setEnabled({ id, enabled: false }))).toMatchObject({ code: "FORBIDDEN" });
    }
    expect(await refusal(visitor().keyClauses.remove({ id }))).toMatchObject({ code: "UNAUTHORIZED" });
    expect(await clauseId("general", "notice")).toBe(id);
  });

  it("key clauses: two editors saving the same version at once — one is saved, the others are told in Chinese (409)", async () => {
    const id = await clauseId("sale", "acceptance");
    const form = await formOf(id);
    const names = ["检验与验收一", "检验与验收二", "检验与验收三", "检验与验收四", "检验与验收五"];
    const results = await Promise.all(names.map((name) => refusal(editor().keyClauses.update({ ...form, name }))));
    expect(results.filter((r) => r === "ok")).toHaveLength(1);
    expect(results.filter((r) => r !== "ok")).toEqual(Array(4).fill({ code: "CONFLICT", message: "该关键条款已被他人修改，请刷新后重试" }));
    const saved = await formOf(id);
    expect(names).toContain(saved.name);
    expect(saved.version).toBeGreaterThan(form.version);
    // A kind's edit is guarded the same way.
    const kind = (await editor().keyClauses.list()).kinds.find((k) => k.key === "sale");
    const kindEdit = { id: kind?.id ?? 0, version: kind?.version ?? 0, name: "买卖合同", signs: kind?.signs.join("\n") ?? "", sort: kind?.sort ?? 0 };
    const kinds = await Promise.all([1, 2, 3].map(() => refusal(editor().keyClauses.updateKind(kindEdit))));
    expect(kinds.filter((r) => r === "ok")).toHaveLength(1);
    expect(kinds.filter((r) => r !== "ok")).toEqual(Array(2).fill({ code: "CONFLICT", message: "该合同类型已被他人修改，请刷新后重试" }));
  });

  it("key clauses: each write is in the audit log with the row before and after", async () => {
    const kind = await kindId("lease");
    const { id } = await editor().keyClauses.create({
      kindId: kind,
      name: "押金",
      required: "on",
      patterns: "押金|保证金",
      reason: "约定押金的数额和退还条件，可以避免退租时的争议。",
      citations: "",
      enabled: "on",
      sort: "20",
    });
    await editor().keyClauses.update({ ...(await formOf(id)), name: "押金及其退还" });
    await editor().keyClauses.remove({ id });
    const { results } = await env.DB.prepare("SELECT action, target, before, after FROM audit_log WHERE actor_id = ? AND target = ? ORDER BY id")
      .bind(EDITOR.id, `contract_key_clauses#${id}`)
      .all<{ action: string; target: string; before: string | null; after: string | null }>();
    expect(results.map((r) => r.action)).toEqual(["keyClauses.create", "keyClauses.update", "keyClauses.remove"]);
    expect(JSON.parse(results[0]?.after ?? "{}")).toMatchObject({ id, name: "押金", kind_id: kind });
    expect(JSON.parse(results[1]?.before ?? "{}")).toMatchObject({ name: "押金" });
    expect(JSON.parse(results[1]?.after ?? "{}")).toMatchObject({ name: "押金及其退还" });
    expect(JSON.parse(results[2]?.before ?? "{}")).toMatchObject({ name: "押金及其退还" });
    expect(results[2]?.after).toBeNull();
  });

  it("key clauses: a new kind is recognised by its signs and checked against its own clauses, and can be deleted", async () => {
    const { id } = await editor().keyClauses.createKind({ name: "技术服务合同", signs: "技术服务合同|(委托方|受托方)…30技术服务", sort: "10" });
    expect(await refusal(editor().keyClauses.createKind({ name: "技术服务合同", signs: "", sort: "11" }))).toMatchObject({ code: "CONFLICT" });
    await editor().keyClauses.create({
      kindId: id,
      name: "技术成果归属",
      required: "on",
      patterns: "(成果|知识产权)…30(归属|所有)",
      reason: "技术服务中形成的成果归谁所有，应在合同中写明。",
      citations: "《民法典》第四百七十条",
      suggestionTitle: "",
      enabled: "on",
    });
    const text = "技术服务合同\n委托方：北京云帆科技有限公司\n受托方：上海启明信息技术有限公司\n受托方为委托方提供系统运维技术服务，服务费为人民币50,000元。";
    const result = await visitor().contractCheck.text({ text });
    const key = (await editor().keyClauses.list()).kinds.find((k) => k.id === id)?.key ?? "";
    expect(result).toMatchObject({ kind: key, kindName: "技术服务合同", detected: key });
    const finding = result.findings.find((f) => f.title === "缺少“技术成果归属”条款");
    expect(finding?.citations[0]).toMatchObject({ label: "《民法典》第四百七十条", timeliness: "现行有效" });
    expect(await rules(`${text}\n本合同履行中形成的成果归委托方所有。`, key)).not.toContain(finding?.rule);
    expect((await visitor().contractCheck.kinds()).kinds.map((k) => k.name)).toContain("技术服务合同");

    await editor().keyClauses.deleteKind({ id });
    expect((await visitor().contractCheck.text({ text })).kind).toBe("general");
    expect(await env.DB.prepare("SELECT count(*) AS n FROM contract_key_clauses WHERE kind_id = ?").bind(id).first<{ n: number }>()).toEqual({ n: 0 });
    expect(await refusal(visitor().contractCheck.text({ text, kind: key }))).toEqual({ code: "BAD_REQUEST", message: "合同类型无效" });
  });

  it("key clauses: the kinds the check relies on cannot be deleted", async () => {
    for (const key of ["general", "labour", "lease"]) {
      expect(await refusal(editor().keyClauses.deleteKind({ id: await kindId(key) }))).toMatchObject({
        code: "CONFLICT",
        message: expect.stringContaining("不能删除"),
      });
      expect(await kindId(key)).toBeGreaterThan(0);
    }
  });

  it("key clauses: a template of a linked category is checked as its kind, and a category belongs to one kind", async () => {
    const labourTemplate = await env.DB.prepare(
      "SELECT t.id FROM templates t JOIN template_categories c ON c.id = t.category_id WHERE c.slug = 'labor-contract' AND t.status = 2 LIMIT 1",
    ).first<{ id: number }>();
    expect((await visitor().contractCheck.kinds({ templateId: labourTemplate?.id })).preset).toBe("labour");
    expect((await visitor().contractCheck.kinds({ templateId: 999_999 })).preset).toBeNull();
    const category = await env.DB.prepare("SELECT id FROM template_categories WHERE slug = 'labor-contract'").first<{ id: number }>();
    const categoryId = category?.id ?? 0;
    expect(await refusal(editor().keyClauses.linkCategory({ kindId: await kindId("sale"), categoryId }))).toEqual({
      code: "CONFLICT",
      message: "合同分类“劳动合同”已归入“劳动合同”，请先在该类型下移除",
    });
    await editor().keyClauses.unlinkCategory({ kindId: await kindId("labour"), categoryId });
    expect((await visitor().contractCheck.kinds({ templateId: labourTemplate?.id })).preset).toBeNull();
    await editor().keyClauses.linkCategory({ kindId: await kindId("labour"), categoryId });
    expect((await visitor().contractCheck.kinds({ templateId: labourTemplate?.id })).preset).toBe("labour");
  });

  it("key clauses: the citation review lists a clause citing an amended law, and a cited law cannot be deleted", async () => {
    const law = await env.DB.prepare(
      `SELECT id, title FROM regulations WHERE timeliness = 1 AND hidden_at IS NULL AND instr(char(10) || body, char(10) || '第一条 ') > 0
      AND title NOT LIKE '%民法典%' AND title NOT LIKE '%劳动%' AND title NOT LIKE '%最高人民法院%'
      AND id NOT IN (SELECT current_id FROM regulations WHERE current_id IS NOT NULL) ORDER BY id LIMIT 1`,
    ).first<{ id: number; title: string }>();
    const { id } = await editor().keyClauses.create({
      kindId: await kindId("general"),
      name: "适用法律",
      required: "",
      patterns: "适用法律|法律适用",
      reason: "写明合同适用的法律。",
      citations: `《${law?.title}》第一条`,
      enabled: "on",
    });
    expect(await refusal(editor().content.deleteRegulation({ id: law?.id ?? 0 }))).toMatchObject({
      code: "CONFLICT",
      message: expect.stringContaining("合同体检"),
    });
    await env.DB.prepare("UPDATE regulations SET timeliness = 2 WHERE id = ?")
      .bind(law?.id ?? 0)
      .run();
    const review = await editor().citations.rules();
    expect(review.find((r) => r.law === law?.title)).toMatchObject({ article: "第一条", status: "amended", usedBy: ["通用合同：缺少“适用法律”"] });
    await env.DB.prepare("UPDATE regulations SET timeliness = 1 WHERE id = ?")
      .bind(law?.id ?? 0)
      .run();
    await editor().keyClauses.remove({ id });
    expect((await editor().citations.rules()).find((r) => r.law === law?.title)).toBeUndefined();
  });
});
