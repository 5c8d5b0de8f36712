import { env } from "cloudflare:workers";
import { beforeAll, describe, expect, it } from "vitest";
import { CATEGORY_TREE_KEYS } from "#core/content-categories";
import { callerFor } from "../../../tests/setup/helpers";
import { EDITOR, editor, FINANCE, refusal, seedPeople, visitor } from "../content/content-test-kit";

// 分类管理: each behaviour through the console's procedures, checked on the site's own reads.

beforeAll(seedPeople);

const categories = () => editor().categories;
const rowOf = async (tree: "clauseTree" | "templateTree" | "causeTree" | "documentTree" | "articleTree", id: number) => {
  const row = (await categories()[tree]()).find((r) => r.id === id);
  if (!row) throw new Error(`category ${id} not in the console tree`);
  return row;
};
/** The children of a top clause category as the site lists them (name order of the public filter). */
const publicClauseChildren = async (slug: string) => (await visitor().clauses.categories()).find((c) => c.slug === slug)?.children.map((c) => c.name) ?? [];

describe("console: category trees", () => {
  it("categories: a category created or renamed shows on the public list filter at once", async () => {
    const { id: top } = await categories().clauseCreate({ name: "担保条款", parentId: null, slug: "cat-guarantee" });
    const { id: child } = await categories().clauseCreate({ name: "保证期间", parentId: top, slug: "cat-guarantee-period" });
    expect(await publicClauseChildren("cat-guarantee")).toEqual(["保证期间"]);
    const { id: clause } = await editor().content.createClause({
      categoryId: child,
      title: "保证期间条款",
      body: "保证人承担保证责任的期间为主债务履行期限届满之日起六个月。",
      tips: "",
    });
    expect((await visitor().clauses.list({ current: 1, size: 20, category: "cat-guarantee-period" })).records.map((r) => r.id)).toEqual([clause]);

    const row = await rowOf("clauseTree", child);
    await categories().clauseUpdate({ id: child, name: "保证期限", parentId: top, sort: row.sort, version: row.version });
    expect(await publicClauseChildren("cat-guarantee")).toEqual(["保证期限"]);
    // The slug stays as it was: links to the list keep working after a rename.
    expect((await visitor().clauses.list({ current: 1, size: 20, category: "cat-guarantee-period" })).records.map((r) => r.id)).toEqual([clause]);

    const { id: flat } = await categories().articleCreate({ name: "知识产权实务", parentId: null });
    const article = (await visitor().articles.classifications()).find((c) => c.id === flat);
    expect(article?.name).toBe("知识产权实务");
    expect(article?.slug).toMatch(/^article-[a-z0-9]+-[a-z0-9-]+$/);
  });

  it("categories: a slug is lowercase latin, digits and hyphens, and a taken one is a Chinese 409", async () => {
    expect(await refusal(categories().templateCreate({ name: "借款合同", parentId: null, slug: "Loan_合同" }))).toEqual({
      code: "BAD_REQUEST",
      message: "标识只能由小写英文字母、数字和连字符组成，且不能以连字符开头或结尾",
    });
    await categories().templateCreate({ name: "借款合同", parentId: null, slug: "cat-loan" });
    expect(await refusal(categories().templateCreate({ name: "民间借贷", parentId: null, slug: "cat-loan" }))).toEqual({
      code: "CONFLICT",
      message: "标识“cat-loan”已被使用，请换一个",
    });
    const outcomes = await Promise.allSettled(
      Array.from({ length: 5 }, (_, i) => categories().templateCreate({ name: `并发分类${i}`, parentId: null, slug: "cat-race" })),
    );
    expect(outcomes.filter((o) => o.status === "fulfilled")).toHaveLength(1);
    for (const o of outcomes) if (o.status === "rejected") expect(o.reason).toMatchObject({ code: "CONFLICT", message: "标识“cat-race”已被使用，请换一个" });
    expect(await refusal(categories().templateCreate({ name: "借款合同", parentId: null }))).toEqual({
      code: "CONFLICT",
      message: "同一级下已有同名分类，请换一个名称",
    });
    expect(await refusal(categories().templateCreate({ name: "", parentId: null }))).toEqual({ code: "BAD_REQUEST", message: "请填写分类名称" });
  });

  it("categories: reordering (drag, up/down or a sort number) changes the public order", async () => {
    const { id: top } = await categories().clauseCreate({ name: "付款条款", parentId: null, slug: "cat-payment" });
    const ids: number[] = [];
    for (const name of ["预付款", "进度款", "尾款"]) ids.push((await categories().clauseCreate({ name, parentId: top })).id);
    expect(await publicClauseChildren("cat-payment")).toEqual(["预付款", "进度款", "尾款"]);
    const [a = 0, b = 0, c = 0] = ids;
    await categories().clauseReorder({ id: c, order: [c, a, b], seen: [a, b, c] });
    expect(await publicClauseChildren("cat-payment")).toEqual(["尾款", "预付款", "进度款"]);
    expect((await categories().clauseTree()).filter((r) => r.parentId === top).map((r) => r.sort)).toEqual([1, 2, 3]);
    // The number input: 预付款 to the end.
    const row = await rowOf("clauseTree", a);
    await categories().clauseUpdate({ id: a, name: row.name, parentId: top, sort: 9, version: row.version });
    expect(await publicClauseChildren("cat-payment")).toEqual(["尾款", "进度款", "预付款"]);
  });

  it("categories: concurrent reorders from two editors end in one consistent order, the others refused", async () => {
    const { id: top } = await categories().templateCreate({ name: "租赁合同", parentId: null, slug: "cat-lease" });
    const ids: number[] = [];
    for (const name of ["房屋租赁", "车辆租赁", "设备租赁", "场地租赁"]) ids.push((await categories().templateCreate({ name, parentId: top })).id);
    const orders = [[...ids].reverse(), [ids[1], ids[0], ids[3], ids[2]], [ids[2], ids[3], ids[0], ids[1]], [ids[3], ids[1], ids[2], ids[0]]] as number[][];
    const outcomes = await Promise.allSettled([...orders, ...orders].map((order) => categories().templateReorder({ id: order[0] ?? 0, order, seen: ids })));
    const landed = outcomes.flatMap((o, i) => (o.status === "fulfilled" ? [[...orders, ...orders][i]] : []));
    expect(landed).toHaveLength(1);
    for (const o of outcomes) if (o.status === "rejected") expect(o.reason).toMatchObject({ code: "CONFLICT", message: "分类顺序已被他人修改，请刷新后重试" });
    const children = (await visitor().templates.categories()).find((c) => c.slug === "cat-lease")?.children ?? [];
    const nameOf = new Map((await categories().templateTree()).map((r) => [r.id, r.name]));
    expect(children.map((c) => c.name)).toEqual(landed[0]?.map((id) => nameOf.get(id)));
    // A list that no longer matches the siblings (one added since) is refused too.
    await categories().templateCreate({ name: "仓库租赁", parentId: top });
    const current = (await categories().templateTree()).filter((r) => r.parentId === top).map((r) => r.id);
    expect(await refusal(categories().templateReorder({ id: ids[0] ?? 0, order: ids, seen: current.slice(0, 4) }))).toMatchObject({ code: "CONFLICT" });
  });

  it("categories: concurrent edits from the same version: exactly one lands, the others 409", async () => {
    const { id } = await categories().causeCreate({ name: "物权纠纷", parentId: null, slug: "cat-property" });
    const row = await rowOf("causeTree", id);
    const outcomes = await Promise.allSettled(
      Array.from({ length: 5 }, (_, i) => categories().causeUpdate({ id, name: `物权纠纷${i}`, parentId: null, sort: row.sort, version: row.version })),
    );
    expect(outcomes.filter((o) => o.status === "fulfilled")).toHaveLength(1);
    for (const o of outcomes) if (o.status === "rejected") expect(o.reason).toMatchObject({ code: "CONFLICT", message: "该分类已被他人修改，请刷新后重试" });
  });

  it("categories: a category in use or with children cannot be deleted (the refusal says how many); an unused one is gone", async () => {
    const { id: top } = await categories().clauseCreate({ name: "保密条款", parentId: null, slug: "cat-secrecy" });
    const { id: used } = await categories().clauseCreate({ name: "保密期限", parentId: top });
    const { id: unused } = await categories().clauseCreate({ name: "保密范围", parentId: top });
    for (const title of ["保密期限条款甲", "保密期限条款乙"]) {
      await editor().content.createClause({ categoryId: used, title, body: "接收方对保密信息负有保密义务，期限为合同终止后三年。", tips: "" });
    }
    expect(await rowOf("clauseTree", used)).toMatchObject({ uses: 2, children: 0 });
    expect(await rowOf("clauseTree", top)).toMatchObject({ uses: 0, children: 2 });
    expect(await refusal(categories().clauseDelete({ id: used }))).toEqual({ code: "CONFLICT", message: "有 2 条条款使用该分类，不能删除" });
    expect(await refusal(categories().clauseDelete({ id: top }))).toEqual({ code: "CONFLICT", message: "该分类下还有 2 个子分类，不能删除" });
    await categories().clauseDelete({ id: unused });
    expect(await publicClauseChildren("cat-secrecy")).toEqual(["保密期限"]);
    expect(await refusal(categories().clauseDelete({ id: unused }))).toEqual({ code: "NOT_FOUND", message: "该分类不存在或已删除" });
  });

  it("categories: a move that would make a cycle or a third level is refused; the flat tree takes no parent", async () => {
    const { id: top } = await categories().causeCreate({ name: "侵权责任纠纷", parentId: null, slug: "cat-tort" });
    const { id: child } = await categories().causeCreate({ name: "产品责任纠纷", parentId: top });
    const { id: other } = await categories().causeCreate({ name: "婚姻家庭纠纷", parentId: null, slug: "cat-family" });
    const move = async (id: number, parentId: number) => {
      const row = await rowOf("causeTree", id);
      return refusal(categories().causeUpdate({ id, name: row.name, parentId, sort: row.sort, version: row.version }));
    };
    expect(await move(top, child)).toEqual({ code: "BAD_REQUEST", message: "不能把分类移到它自己或它的下级分类之下" });
    expect(await move(top, top)).toEqual({ code: "BAD_REQUEST", message: "不能把分类移到它自己或它的下级分类之下" });
    expect(await move(top, other)).toEqual({ code: "BAD_REQUEST", message: "该分类下还有子分类，不能再移到其他分类之下（分类最多两级）" });
    expect(await move(other, child)).toEqual({ code: "BAD_REQUEST", message: "上级分类不存在或不是一级分类" });
    expect(await move(child, other)).toBe("ok");
    expect((await visitor().cases.causes()).find((c) => c.slug === "cat-family")?.children.map((c) => c.name)).toEqual(["产品责任纠纷"]);
    expect(await refusal(categories().articleCreate({ name: "公司治理", parentId: other }))).toEqual({
      code: "BAD_REQUEST",
      message: "文集分类只有一级，不能选择上级分类",
    });
  });

  it("categories: a document category takes its parent's kind, and its children follow a change of kind", async () => {
    const { id: top } = await categories().documentCreate({ name: "执行文书", parentId: null, slug: "cat-enforce", kind: 1 });
    const { id: child } = await categories().documentCreate({ name: "执行申请书", parentId: top, kind: 2 });
    expect((await rowOf("documentTree", child)).kind).toBe(1);
    expect(await refusal(categories().documentCreate({ name: "公证文书", parentId: null }))).toEqual({ code: "BAD_REQUEST", message: "请选择文书类别" });
    const row = await rowOf("documentTree", top);
    await categories().documentUpdate({ id: top, name: row.name, parentId: null, sort: row.sort, kind: 2, version: row.version });
    expect((await rowOf("documentTree", child)).kind).toBe(2);
    const kinds = await visitor().documents.categories();
    expect(kinds.find((k) => k.kind === 2)?.categories.some((c) => c.slug === "cat-enforce")).toBe(true);
    expect(kinds.find((k) => k.kind === 1)?.categories.some((c) => c.slug === "cat-enforce")).toBe(false);
  });

  it("categories: every write of every tree moves the public pages' cache generation, so no cached page keeps an old tree", async () => {
    const generation = async () => (await env.DB.prepare("SELECT gen FROM site_generation WHERE id = 1").first<{ gen: number }>())?.gen ?? 0;
    const moves = async (write: () => Promise<unknown>) => {
      const before = await generation();
      await write();
      return (await generation()) > before;
    };
    const c = categories();
    for (const tree of CATEGORY_TREE_KEYS) {
      let id = 0;
      expect(
        await moves(async () => {
          id = (await c[`${tree}Create`]({ name: "缓存代次", parentId: null, slug: `cat-generation-${tree}`, kind: 1 })).id;
        }),
        `${tree}: create`,
      ).toBe(true);
      const row = (await c[`${tree}Tree`]()).find((r) => r.id === id);
      if (!row) throw new Error(`${tree}: created row not listed`);
      expect(
        await moves(() => c[`${tree}Update`]({ id, name: "缓存代次二", parentId: null, sort: row.sort, kind: 1, version: row.version })),
        `${tree}: update`,
      ).toBe(true);
      const tops = (await c[`${tree}Tree`]()).filter((r) => r.parentId === null).map((r) => r.id);
      expect(await moves(() => c[`${tree}Reorder`]({ id, order: [id, ...tops.filter((x) => x !== id)], seen: tops })), `${tree}: reorder`).toBe(true);
      expect(await moves(() => c[`${tree}Delete`]({ id })), `${tree}: delete`).toBe(true);
    }
  });

  it("categories: finance staff are refused, and every write is in the audit log with the row before and after", async () => {
    expect(await refusal(callerFor(FINANCE).categories.clauseCreate({ name: "财务分类", parentId: null }))).toMatchObject({ code: "FORBIDDEN" });
    expect(await refusal(callerFor(FINANCE).categories.clauseTree())).toMatchObject({ code: "FORBIDDEN" });
    const { id } = await categories().clauseCreate({ name: "争议解决", parentId: null, slug: "cat-dispute" });
    const row = await rowOf("clauseTree", id);
    await categories().clauseUpdate({ id, name: "争议解决方式", parentId: null, sort: row.sort, version: row.version });
    await categories().clauseDelete({ id });
    const { results } = await env.DB.prepare("SELECT action, target, before, after FROM audit_log WHERE actor_id = ? AND target = ? ORDER BY id")
      .bind(EDITOR.id, `clause_categories#${id}`)
      .all<{ action: string; target: string; before: string | null; after: string | null }>();
    expect(results.map((r) => r.action)).toEqual(["categories.clauseCreate", "categories.clauseUpdate", "categories.clauseDelete"]);
    expect(JSON.parse(results[1]?.before ?? "{}")).toEqual({ name: "争议解决" });
    expect(JSON.parse(results[1]?.after ?? "{}")).toEqual({ name: "争议解决方式" });
    expect(JSON.parse(results[2]?.before ?? "{}")).toMatchObject({ slug: "cat-dispute", name: "争议解决方式" });
  });
});
