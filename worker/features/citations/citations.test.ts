import { env } from "cloudflare:workers";
import { sql } from "drizzle-orm";
import { beforeAll, describe, expect, it } from "vitest";
import { createDb } from "#db/client";
import { seedContractKinds } from "../../../tests/setup/contract-check-fixture";
import { callerFor, USER } from "../../../tests/setup/helpers";
import { seedLibrary } from "../../../tests/setup/library-fixture";
import { seedRegulations } from "../../../tests/setup/regulations-fixture";
import { bindCitations, citationWrites } from "./citations.service";

const db = createDb(env.DB);
const EDITOR = { id: 1091, roles: ["ROLE_CONTENT_REVIEW"] };
const editor = callerFor(EDITOR);
let templateId = 0;

const idOf = async (title: string) => (await env.DB.prepare("SELECT id FROM regulations WHERE title = ?").bind(title).first<{ id: number }>())?.id ?? 0;

beforeAll(async () => {
  await seedLibrary();
  await seedRegulations();
  // The key clauses cite by id what the seed bound them to.
  await seedContractKinds();
  // Roles are checked live against user_roles.
  await env.DB.batch([
    env.DB.prepare("INSERT OR IGNORE INTO users (id, phone, nickname, created_at, updated_at) VALUES (?, '13900001091', '编辑', 1, 1)").bind(EDITOR.id),
    env.DB.prepare("INSERT OR IGNORE INTO user_roles (user_id, role) VALUES (?, 'ROLE_CONTENT_REVIEW')").bind(EDITOR.id),
  ]);
  templateId = (await env.DB.prepare("SELECT id FROM templates WHERE status = 2 ORDER BY id LIMIT 1").first<{ id: number }>())?.id ?? 0;
  const body = "试用期依照《中华人民共和国劳动合同法》第十九条约定；无效情形见《中华人民共和国合同法》第五十二条；违约金见《民法典》第五百八十五条。";
  for (const statement of citationWrites(sql`${templateId}`, await bindCitations(db, body))) await db.run(statement);
});

describe("引用复核", () => {
  it("citations: the check rules cite articles the library holds in force", async () => {
    const rules = await editor.citations.rules();
    expect(rules.length).toBeGreaterThan(8);
    expect(rules.filter((r) => r.status !== "ok")).toEqual([]);
    expect(rules.find((r) => r.article === "第十九条")).toMatchObject({ usedBy: ["试用期上限"], href: expect.stringMatching(/#art-19$/) });
  });

  it("citations: a template citing a repealed law is flagged at once, one citing a law amended later when it is amended", async () => {
    const first = await editor.citations.templates({ current: 1, size: 50 });
    expect(first.records.filter((r) => r.templateId === templateId).map((r) => [r.law, r.article, r.timeliness])).toEqual([
      ["中华人民共和国合同法", "第五十二条", "已废止"],
    ]);
    const labour = await idOf("中华人民共和国劳动合同法（2012修正）");
    await env.DB.prepare("UPDATE regulations SET timeliness = 2 WHERE id = ?").bind(labour).run();
    const after = await editor.citations.templates({ current: 1, size: 50 });
    expect(after.records.filter((r) => r.templateId === templateId).map((r) => r.law)).toContain("中华人民共和国劳动合同法（2012修正）");
    const rules = await editor.citations.rules();
    expect(rules.find((r) => r.article === "第十九条")?.status).toBe("amended");
    await env.DB.prepare("UPDATE regulations SET timeliness = 1 WHERE id = ?").bind(labour).run();
  });

  it("citations: only content staff and administrators see the review list", async () => {
    await expect(callerFor(USER).citations.rules()).rejects.toMatchObject({ code: "FORBIDDEN" });
    await expect(callerFor({ id: 1092, roles: ["ROLE_FINANCE"] }).citations.templates({ current: 1, size: 10 })).rejects.toMatchObject({ code: "FORBIDDEN" });
    await expect(callerFor(null).citations.rules()).rejects.toMatchObject({ code: "UNAUTHORIZED" });
  });

  it("citations: a regulation the console unpublished binds nothing new and shows as missing to the rules", async () => {
    const law = await idOf("中华人民共和国劳动争议调解仲裁法");
    await env.DB.prepare("UPDATE regulations SET hidden_at = 1 WHERE id = ?").bind(law).run();
    expect(await bindCitations(db, "见《中华人民共和国劳动争议调解仲裁法》第五条")).toEqual([]);
    expect((await editor.citations.rules()).find((r) => r.law === "中华人民共和国劳动争议调解仲裁法")?.status).toBe("missing");
    await env.DB.prepare("UPDATE regulations SET hidden_at = NULL WHERE id = ?").bind(law).run();
  });
});
