import { and, desc, eq } from "drizzle-orm";
import { beforeAll, describe, expect, it } from "vitest";
import { CONTENT_ROLE } from "#core/roles";
import { auditLog, templateBlanks, templates, userRoles } from "#db/schema";
import type { SessionUser } from "#worker/middleware/session";
import { callerFor } from "../../../tests/setup/helpers";
import { db, newUser, seedOrders } from "../orders/orders-test-kit";
import { CHANGED_SINCE, STALE_NOTE } from "./template-blanks.service";

const BODY = [
  "技术服务合同",
  "",
  "甲方（委托方）：________________",
  "住所：________________",
  "",
  "第一条　服务内容",
  "服务方式为□现场服务　□远程服务，服务地点为________________。",
  "第二条　费用",
  "服务费为人民币________元，项目编号________。",
].join("\n");

let categoryId: number;

beforeAll(async () => {
  await seedOrders();
  const [any] = await db.select({ categoryId: templates.categoryId }).from(templates).limit(1);
  categoryId = any?.categoryId ?? 1;
});

/** A live template of the user's own, with the blanks above. */
async function ownTemplate(author: SessionUser) {
  const now = Date.now();
  const [t] = await db
    .insert(templates)
    .values({
      categoryId,
      authorId: author.id,
      title: "技术服务合同（作者版）",
      source: 1,
      status: 2,
      summary: "技术服务",
      body: BODY,
      createdAt: now,
      updatedAt: now,
    })
    .returning();
  if (!t) throw new Error("template not created");
  return t;
}

async function contentStaff(): Promise<SessionUser> {
  const user = await newUser();
  await db.insert(userRoles).values({ userId: user.id, role: CONTENT_ROLE });
  return { id: user.id, roles: [CONTENT_ROLE] };
}

describe("confirmed blanks", () => {
  it("confirmed blanks: the author sees the guessed list, corrects a type and a label, marks a blank 不需填写, and the form follows", async () => {
    const author = await newUser();
    const t = await ownTemplate(author);
    const caller = callerFor(author);
    const list = await caller.fillIn.blanks({ templateId: t.id });
    expect(list.staleNote).toBeNull();
    const number = list.blanks.find((b) => b.guessedLabel === "项目编号");
    const place = list.blanks.find((b) => b.guessedLabel === "服务地点");
    expect(number).toMatchObject({ guessedType: "text", group: "第二条　费用" });
    expect(list.blanks.find((b) => b.guessedType === "choice")?.options).toEqual(["现场服务", "远程服务"]);
    if (!number || !place) throw new Error("guessed list lacks 项目编号 or 服务地点");
    const confirmed = await caller.fillIn.confirmBlanks({
      templateId: t.id,
      updatedAt: list.updatedAt,
      blanks: [
        { key: number.key, type: "number", label: "项目编号（数字）" },
        { key: place.key, type: "skip", label: place.label },
      ],
    });
    expect(confirmed.confirmedAt).not.toBeNull();
    expect(confirmed.blanks.find((b) => b.key === number.key)).toMatchObject({ type: "number", label: "项目编号（数字）", guessedType: "text" });

    // The form is the reader's: the author may fill in their own template.
    const form = await caller.fillIn.form({ templateId: t.id });
    expect(form.fields.find((f) => f.key === number.key)).toMatchObject({ type: "number", label: "项目编号（数字）" });
    expect(form.fields.some((f) => f.key === place.key)).toBe(false);
    await expect(caller.fillIn.download({ templateId: t.id, values: { [number.key]: "A-12" } })).rejects.toThrow("项目编号（数字）：请填写数字");
  });

  it("confirmed blanks IDOR: an author cannot read or confirm another's template", async () => {
    const author = await newUser();
    const other = await newUser();
    const t = await ownTemplate(author);
    const list = await callerFor(author).fillIn.blanks({ templateId: t.id });
    const them = callerFor(other);
    await expect(them.fillIn.blanks({ templateId: t.id })).rejects.toMatchObject({ code: "NOT_FOUND" });
    const key = list.blanks[0]?.key ?? "";
    await expect(them.fillIn.confirmBlanks({ templateId: t.id, updatedAt: list.updatedAt, blanks: [{ key, type: "skip", label: "x" }] })).rejects.toMatchObject(
      {
        code: "NOT_FOUND",
      },
    );
    await expect(them.fillIn.console.confirm({ templateId: t.id, updatedAt: list.updatedAt, blanks: [] })).rejects.toThrow("没有权限执行此操作");
    expect(await db.$count(templateBlanks, eq(templateBlanks.templateId, t.id))).toBe(0);
  });

  it("confirmed blanks: a confirmation made before the template changed is ignored, with a note", async () => {
    const author = await newUser();
    const t = await ownTemplate(author);
    const caller = callerFor(author);
    const list = await caller.fillIn.blanks({ templateId: t.id });
    const number = list.blanks.find((b) => b.guessedLabel === "项目编号");
    await caller.fillIn.confirmBlanks({
      templateId: t.id,
      updatedAt: list.updatedAt,
      blanks: [{ key: number?.key ?? "", type: "number", label: "项目编号（数字）" }],
    });
    await db
      .update(templates)
      .set({ updatedAt: list.updatedAt + 1000 })
      .where(eq(templates.id, t.id));
    const after = await caller.fillIn.blanks({ templateId: t.id });
    expect(after).toMatchObject({ staleNote: STALE_NOTE, confirmedAt: null });
    expect(after.blanks.find((b) => b.key === number?.key)).toMatchObject({ type: "text", label: "项目编号" });
    expect((await caller.fillIn.form({ templateId: t.id })).fields.find((f) => f.key === number?.key)?.type).toBe("text");
  });

  it("confirmed blanks: a confirmation of a version changed meanwhile is refused and changes nothing, even when sent many times at once", async () => {
    const author = await newUser();
    const t = await ownTemplate(author);
    const caller = callerFor(author);
    const list = await caller.fillIn.blanks({ templateId: t.id });
    const key = list.blanks[0]?.key ?? "";
    await db
      .update(templates)
      .set({ updatedAt: list.updatedAt + 1000 })
      .where(eq(templates.id, t.id));
    const tries = await Promise.allSettled(
      Array.from({ length: 8 }, () =>
        caller.fillIn.confirmBlanks({ templateId: t.id, updatedAt: list.updatedAt, blanks: [{ key, type: "skip", label: "x" }] }),
      ),
    );
    expect(tries.every((r) => r.status === "rejected" && String(r.reason).includes(CHANGED_SINCE))).toBe(true);
    expect(await db.$count(templateBlanks, eq(templateBlanks.templateId, t.id))).toBe(0);
  });

  it("confirmed blanks: a choice stays a choice or is skipped, and a plain blank cannot become one", async () => {
    const author = await newUser();
    const t = await ownTemplate(author);
    const caller = callerFor(author);
    const list = await caller.fillIn.blanks({ templateId: t.id });
    const choice = list.blanks.find((b) => b.guessedType === "choice");
    const plain = list.blanks.find((b) => b.guessedLabel === "项目编号");
    await expect(
      caller.fillIn.confirmBlanks({ templateId: t.id, updatedAt: list.updatedAt, blanks: [{ key: choice?.key ?? "", type: "text", label: "服务方式" }] }),
    ).rejects.toThrow("选择项只能保留为选择或标记为不需填写");
    await expect(
      caller.fillIn.confirmBlanks({ templateId: t.id, updatedAt: list.updatedAt, blanks: [{ key: plain?.key ?? "", type: "choice", label: "编号" }] }),
    ).rejects.toThrow("该空白处不是选择项");
  });
});

describe("console confirmed blanks", () => {
  it("console confirm: 内容审核 confirms any template's blanks, and the write is in the audit log", async () => {
    const author = await newUser();
    const t = await ownTemplate(author);
    const staff = await contentStaff();
    const list = await callerFor(staff).fillIn.console.blanks({ templateId: t.id });
    const number = list.blanks.find((b) => b.guessedLabel === "项目编号");
    await callerFor(staff).fillIn.console.confirm({
      templateId: t.id,
      updatedAt: list.updatedAt,
      blanks: [{ key: number?.key ?? "", type: "number", label: "项目编号" }],
    });
    const rows = await db.select().from(templateBlanks).where(eq(templateBlanks.templateId, t.id));
    expect(rows).toEqual([expect.objectContaining({ blankKey: number?.key, type: "number", confirmedBy: staff.id, confirmedAgainst: list.updatedAt })]);
    const [entry] = await db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.action, "fillIn.console.confirm"), eq(auditLog.actorId, staff.id)))
      .orderBy(desc(auditLog.id))
      .limit(1);
    expect(entry?.target).toBe(`template_blanks#${t.id}`);
    expect(JSON.stringify(entry?.after)).toContain("number");
  });
});
