import { env } from "cloudflare:workers";
import { beforeAll, describe, expect, it } from "vitest";
import { CONTENT_ROLE, FINANCE_ROLE, SERVICE_ROLE } from "#core/roles";
import type { SessionUser } from "#worker/middleware/session";
import { bearer, callerFor, JSON_HEADERS, request } from "../../../tests/setup/helpers";
import { seedLawyers } from "../../../tests/setup/lawyers-fixture";

const EDITOR: SessionUser = { id: 9701, roles: [CONTENT_ROLE] };
const FINANCE: SessionUser = { id: 9702, roles: [FINANCE_ROLE] };
const SERVICE: SessionUser = { id: 9703, roles: [SERVICE_ROLE] };
const LAWYER: SessionUser = { id: 3, roles: ["ROLE_ADVICE_LAWYER"] };

type Envelope = { code: number; msg: string; data: unknown };
const rest = async (path: string) => (await (await request(path)).json()) as Envelope;
const labels = (data: unknown) => (data as { label: string }[]).map((i) => i.label);

async function itemId(kind: string, label: string): Promise<number> {
  const row = await env.DB.prepare("SELECT id FROM dict_items WHERE kind = ? AND label = ?").bind(kind, label).first<{ id: number }>();
  if (!row) throw new Error(`no ${kind} ${label}`);
  return row.id;
}

const editor = () => callerFor(EDITOR).dictionaries;

beforeAll(async () => {
  await seedLawyers();
  for (const [person, role] of [
    [EDITOR, CONTENT_ROLE],
    [FINANCE, FINANCE_ROLE],
    [SERVICE, SERVICE_ROLE],
  ] as const) {
    await env.DB.batch([
      env.DB.prepare("INSERT INTO users (id, phone, nickname, created_at, updated_at) VALUES (?, ?, ?, 1, 1)").bind(
        person.id,
        `1390000${person.id}`,
        `人员${person.id}`,
      ),
      env.DB.prepare("INSERT INTO user_roles (user_id, role) VALUES (?, ?)").bind(person.id, role),
    ]);
  }
});

describe("dictionaries", () => {
  it("dictionaries over REST: kvs, title items, tag items and types reflect a console edit", async () => {
    expect(labels((await rest("/admin/dict/type/lawyer_professional_title")).data)).toEqual([
      "高级合伙人",
      "合伙人",
      "主任律师",
      "执业律师",
      "专职律师",
      "法律顾问",
    ]);
    const tags = await rest("/admin/dict/type/lawyer_individual_tag");
    expect(tags.data).toContainEqual(expect.objectContaining({ value: "经验丰富", label: "经验丰富", dictType: "lawyer_individual_tag" }));

    const partner = await itemId("lawyer_professional_title", "合伙人");
    await editor().update({ id: partner, label: "权益合伙人", sort: 5 });
    await editor().add({ kind: "lawyer_individual_tag", label: "知识产权" });
    await editor().setEnabled({ id: await itemId("lawyer_individual_tag", "前法官"), enabled: false });
    await editor().update({ id: await itemId("lawyer_type", "公司律师"), label: "企业法务律师", sort: 20 });
    const mediators = (await callerFor(null).lawyers.list({ tag: "调解能手", size: 50 })).total;
    await editor().update({ id: await itemId("lawyer_individual_tag", "调解能手"), label: "调解专家", sort: 80 });

    expect(labels((await rest("/admin/dict/type/lawyer_professional_title")).data)).toEqual([
      "权益合伙人",
      "高级合伙人",
      "主任律师",
      "执业律师",
      "专职律师",
      "法律顾问",
    ]);
    const after = labels((await rest("/admin/dict/type/lawyer_individual_tag")).data);
    expect(after).toContain("知识产权");
    expect(after).not.toContain("前法官");
    expect((await rest("/admin/lawyer/types/0")).data).toEqual([
      { value: 1, label: "执业律师" },
      { value: 2, label: "企业法务律师" },
      { value: 3, label: "公职律师" },
    ]);
    expect((await rest("/admin/lawyer/types/1")).data).toContainEqual(expect.objectContaining({ value: 2, label: "企业法务律师" }));
    const kvs = (await rest("/admin/lawyer/kvs")).data as Record<string, { value: string; label: string }[]>;
    expect(kvs.lawyer_professional_title?.[0]).toEqual({ value: "权益合伙人", label: "权益合伙人" });
    expect(kvs.lawyer_individual_tag?.map((t) => t.label)).toContain("知识产权");
    expect(kvs.lawyer_type).toContainEqual({ value: "2", label: "企业法务律师" });
    // Cards name the type as the dictionary does; the rename carried to the profiles that had the title.
    const inHouse = await callerFor(null).lawyers.list({ type: 2, size: 20 });
    expect(inHouse.records.every((r) => r.lawyerTypeName === "企业法务律师")).toBe(true);
    const renamed = await callerFor(null).lawyers.list({ title: "权益合伙人", size: 50 });
    expect(renamed.total).toBeGreaterThan(0);
    expect(renamed.records.every((r) => r.title === "权益合伙人")).toBe(true);
    const tagged = await callerFor(null).lawyers.list({ tag: "调解专家", size: 50 });
    expect(tagged.total).toBe(mediators);
    expect(tagged.records.every((r) => r.tags.includes("调解专家") && !r.tags.includes("调解能手"))).toBe(true);
    await expect(callerFor(null).dictionaries.items({ kind: "nope" as "lawyer_type" })).rejects.toThrow("字典类型不存在");
  });

  it("dictionaries: a disabled title disappears from the filters and is refused by the profile editor", async () => {
    const all = (await callerFor(null).lawyers.list({ size: 50 })).total;
    const directors = await callerFor(null).lawyers.list({ title: "主任律师", size: 50 });
    expect(directors.total).toBeGreaterThan(0);
    expect(directors.total).toBeLessThan(all);
    const base = { intro: "专注合同纠纷。", tags: "经验丰富，响应及时", phonePrice: "", onlinePrice: "", customPrice: "", reviewPrice: "" };
    expect(await callerFor(LAWYER).lawyers.updateProfile({ ...base, title: "主任律师" })).toMatchObject({ title: "主任律师" });

    await editor().setEnabled({ id: await itemId("lawyer_professional_title", "主任律师"), enabled: false });

    expect((await callerFor(null).dictionaries.lawyerOptions()).titles).not.toContain("主任律师");
    // Unknown to the dictionary now: the filter is ignored, as a malformed one is.
    expect((await callerFor(null).lawyers.list({ title: "主任律师", size: 50 })).total).toBe(all);
    const own = await callerFor(LAWYER).lawyers.myProfile();
    expect(own.titleOptions).not.toContain("主任律师");
    await expect(callerFor(LAWYER).lawyers.updateProfile({ ...base, title: "主任律师" })).rejects.toMatchObject({
      code: "BAD_REQUEST",
      message: "头衔“主任律师”不在可选职称中，请重新选择",
    });
    await expect(callerFor(LAWYER).lawyers.updateProfile({ ...base, title: "", tags: "经验丰富，随便写的" })).rejects.toThrow("标签“随便写的”不在可选标签中");
    expect(await callerFor(LAWYER).lawyers.updateProfile({ ...base, title: "高级合伙人" })).toMatchObject({
      title: "高级合伙人",
      tags: ["经验丰富", "响应及时"],
    });
  });

  it("dictionaries: console procedures are refused for finance and service roles", async () => {
    for (const person of [FINANCE, SERVICE]) {
      await expect(callerFor(person).dictionaries.console()).rejects.toMatchObject({ code: "FORBIDDEN" });
      await expect(callerFor(person).dictionaries.add({ kind: "lawyer_individual_tag", label: "越权标签" })).rejects.toMatchObject({ code: "FORBIDDEN" });
      await expect(callerFor(person).dictionaries.navCustomise()).rejects.toMatchObject({ code: "FORBIDDEN" });
    }
    const console = await editor().console();
    expect(console.kinds.map((k) => k.kind)).toEqual(["lawyer_professional_title", "lawyer_individual_tag", "lawyer_type", "footer_link"]);
  });

  it("dictionaries: a duplicate label is a Chinese 409, also when many editors add it at once", async () => {
    const outcomes = await Promise.allSettled(Array.from({ length: 6 }, () => editor().add({ kind: "lawyer_professional_title", label: "首席合伙人" })));
    expect(outcomes.filter((o) => o.status === "fulfilled")).toHaveLength(1);
    for (const o of outcomes.filter((o) => o.status === "rejected")) {
      expect(o.reason).toMatchObject({ code: "CONFLICT", message: "同一字典中已有同名项，请换一个名称" });
    }
    await expect(editor().update({ id: await itemId("lawyer_professional_title", "首席合伙人"), label: "高级合伙人", sort: 1 })).rejects.toMatchObject({
      code: "CONFLICT",
      message: "同一字典中已有同名项，请换一个名称",
    });
    // Over HTTP the page's client gets the status and the same words.
    const headers = { ...JSON_HEADERS, ...(await bearer(EDITOR)), origin: "http://localhost" };
    const res = await request("/api/trpc/dictionaries.add", {
      method: "POST",
      headers,
      body: JSON.stringify({ kind: "lawyer_individual_tag", label: "经验丰富" }),
    });
    expect(res.status).toBe(409);
    expect(JSON.stringify(await res.json())).toContain("同一字典中已有同名项");
    await expect(editor().add({ kind: "lawyer_individual_tag", label: "诉讼 仲裁" })).rejects.toThrow("标签不能包含空格、逗号、顿号或分号");
    await expect(editor().add({ kind: "lawyer_professional_title", label: "合\u202E伙人" })).rejects.toThrow("名称不能包含控制字符或文字方向控制符");
    await expect(editor().add({ kind: "lawyer_professional_title", label: "长".repeat(21) })).rejects.toThrow("名称不能超过 20 个字");
    await expect(editor().add({ kind: "lawyer_type", label: "涉外律师" })).rejects.toMatchObject({ code: "BAD_REQUEST" });
  });

  it("dictionaries: a value in use is only disabled, an unused one is deleted", async () => {
    await expect(editor().remove({ id: await itemId("lawyer_individual_tag", "经验丰富") })).rejects.toMatchObject({
      code: "CONFLICT",
      message: "已有律师使用该项，不能删除，可改为停用",
    });
    const fresh = await editor().add({ kind: "lawyer_individual_tag", label: "待删标签" });
    expect(await editor().remove({ id: fresh.id })).toBe(true);
    expect(await env.DB.prepare("SELECT count(*) AS n FROM dict_items WHERE id = ?").bind(fresh.id).first()).toEqual({ n: 0 });
  });

  it("dictionaries: footer links and navigation edited in the console show in the site chrome at once", async () => {
    const before = await callerFor(null).site.chrome();
    expect(before.footerLinks).toEqual([
      { label: "关于我们", href: "/aboutUs", external: false },
      { label: "律师入驻", href: "/settleIn", external: false },
    ]);
    for (const bad of ["javascript:alert(1)", "//evil.example/x", "http://example.com", "https://user:pw@example.com", "/a b"]) {
      await expect(editor().add({ kind: "footer_link", label: "坏链接", value: bad }), bad).rejects.toMatchObject({ code: "BAD_REQUEST" });
    }
    await editor().update({ id: await itemId("footer_link", "关于我们"), label: "关于契合", sort: 10, value: "/aboutUs" });
    await editor().add({ kind: "footer_link", label: "帮助中心", value: "https://help.example.cn/qihe" });
    expect((await callerFor(null).site.chrome()).footerLinks).toEqual([
      { label: "关于契合", href: "/aboutUs", external: false },
      { label: "律师入驻", href: "/settleIn", external: false },
      { label: "帮助中心", href: "https://help.example.cn/qihe", external: true },
    ]);

    const copied = await Promise.all(Array.from({ length: 4 }, () => editor().navCustomise()));
    expect(copied.filter((n) => n > 0)).toHaveLength(1);
    const { nav } = await editor().console();
    expect(nav.map((n) => n.name)).toEqual([...before.nav.map((n) => n.name)]);
    const cases = nav.find((n) => n.name === "案例库");
    if (!cases) throw new Error("no 案例库");
    await editor().navUpdate({ id: cases.id, name: "裁判案例", routePath: "/caseLibrary", badge: null, sort: cases.sort });
    await editor().navAdd({ name: "法律咨询", routePath: "/onLineAdvice/onLineAdvice", badge: "new", sort: 1 });
    const shown = (await callerFor(null).site.chrome()).nav;
    expect(shown[0]).toMatchObject({ name: "法律咨询", badge: "new", external: false });
    expect(shown.map((n) => n.name)).toContain("裁判案例");
    expect(shown.map((n) => n.name)).not.toContain("案例库");
    const added = shown[0] && (await editor().console()).nav.find((n) => n.name === "法律咨询");
    if (!added) throw new Error("no 法律咨询");
    await editor().navRemove({ id: added.id });
    expect((await callerFor(null).site.chrome()).nav.map((n) => n.name)).not.toContain("法律咨询");
    await editor().navReset();
    expect((await callerFor(null).site.chrome()).nav.map((n) => n.name)).toEqual(before.nav.map((n) => n.name));
  });

  it("dictionaries: the professional field tree over REST reflects a console edit", async () => {
    type Node = { id: number; name: string; children: { id: number; name: string; count: number }[] };
    const tree = async () => (await rest("/admin/lawyer/professional_field/tree?lazy=false&parentId=-1")).data as Node[];
    const [top] = await tree();
    const used = top?.children.find((c) => c.count > 0);
    if (!top || !used) throw new Error("no field in use");
    await editor().fieldUpdate({ id: used.id, name: `${used.name}（含仲裁）`, sort: 0 });
    const added = await Promise.allSettled(Array.from({ length: 5 }, () => editor().fieldAdd({ name: "数据合规", parentId: top.id })));
    expect(added.filter((o) => o.status === "fulfilled")).toHaveLength(1);
    for (const o of added.filter((o) => o.status === "rejected"))
      expect(o.reason).toMatchObject({ code: "CONFLICT", message: "同一级下已有同名领域，请换一个名称" });
    const children = (await tree()).find((f) => f.id === top.id)?.children ?? [];
    expect(children[0]?.name).toBe(`${used.name}（含仲裁）`);
    expect(children.at(-1)?.name).toBe("数据合规");
    await expect(editor().fieldAdd({ name: "三级领域", parentId: children[0]?.id })).rejects.toThrow("上级领域不存在或不是一级领域");
    await expect(editor().fieldRemove({ id: used.id })).rejects.toThrow("已有律师选择该领域或其下还有细分领域，不能删除");
    await expect(editor().fieldRemove({ id: top.id })).rejects.toMatchObject({ code: "CONFLICT" });
    const fresh = children.at(-1);
    if (!fresh) throw new Error("no new field");
    expect(await editor().fieldRemove({ id: fresh.id })).toBe(true);
    expect((await tree()).find((f) => f.id === top.id)?.children.map((c) => c.name)).not.toContain("数据合规");
    const fields = (await editor().console()).fields;
    expect(fields.find((f) => f.id === used.id)).toMatchObject({ lawyers: used.count, children: 0 });
    expect(fields.find((f) => f.id === top.id)?.children).toBe(children.length - 1);
  });

  it("dictionaries: every console write is in the audit log", async () => {
    const rows = await env.DB.prepare("SELECT DISTINCT action FROM audit_log WHERE actor_id = ?").bind(EDITOR.id).all<{ action: string }>();
    expect(rows.results.map((r) => r.action).sort()).toEqual(
      [
        "dictionaries.add",
        "dictionaries.update",
        "dictionaries.setEnabled",
        "dictionaries.remove",
        "dictionaries.navCustomise",
        "dictionaries.navUpdate",
        "dictionaries.navAdd",
        "dictionaries.navRemove",
        "dictionaries.navReset",
        "dictionaries.fieldAdd",
        "dictionaries.fieldUpdate",
        "dictionaries.fieldRemove",
      ].sort(),
    );
    const rename = await env.DB.prepare("SELECT target, before, after FROM audit_log WHERE action = 'dictionaries.update' ORDER BY id LIMIT 1").first<{
      target: string;
      before: string;
      after: string;
    }>();
    expect(rename?.target).toMatch(/^dict_items#\d+$/);
    expect(JSON.parse(rename?.before ?? "{}")).toMatchObject({ label: "合伙人" });
    expect(JSON.parse(rename?.after ?? "{}")).toMatchObject({ label: "权益合伙人" });
  });
});
