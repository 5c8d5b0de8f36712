import { env } from "cloudflare:workers";
import { eq, sql } from "drizzle-orm";
import { zipSync } from "fflate";
import { expect } from "vitest";
import { createDb } from "#db/client";
import { chats, customOrders, orders, templateCategories, userRoles, users } from "#db/schema";
import type { SessionUser } from "#worker/middleware/session";
import { callerFor } from "../../../tests/setup/helpers";
import { seedLawyers } from "../../../tests/setup/lawyers-fixture";
import { seedLibrary } from "../../../tests/setup/library-fixture";
import { notify } from "../../../tests/setup/pay-fixture";

// What the customisation and review tests share: clients, a placed (and paid) order, its row, files.

export const db = createDb(env.DB);
export const LAWYER: SessionUser = { id: 3, roles: ["ROLE_ADVICE_LAWYER", "ROLE_CONTRACT_CUSTOMIZATION"] };
export const ADMIN: SessionUser = { id: 1, roles: ["ROLE_ADMIN"] };
let nextUser = 8000;
export let category = 0;
/** Other seeded lawyers given the customisation role, for the acceptance race. */
export let rivals: SessionUser[] = [];

export const docx = () => new File([zipSync({ "word/document.xml": new TextEncoder().encode("<w:document/>") })], "买卖合同.docx");
export const pdf = () => new File([new TextEncoder().encode("%PDF-1.4\n%审查意见\n")], "审查意见.pdf");

export async function newUser(): Promise<SessionUser> {
  const id = nextUser++;
  await db.insert(users).values({ id, phone: `136${String(id).padStart(8, "0")}`, nickname: `委托人${id}`, createdAt: 1, updatedAt: 1 });
  return { id, roles: [] };
}

export const requirement = {
  parties: [
    { name: "上海某贸易有限公司", role: "买方" },
    { name: "苏州某机械制造有限公司", role: "卖方" },
  ],
  subject: "数控机床采购",
  amountRange: "100k-1m" as const,
  keyTerms: ["质量异议期", "逾期交货违约金"],
  wantedBy: null,
  details: "我方采购三台数控机床，希望合同写清验收标准、质保期和逾期交货的违约责任。",
};

export async function order(user: SessionUser, kind: "CONTRACT_CUSTOMIZATION" | "CONTRACT_REVIEW", opts: { lawyerId?: number; pay?: boolean } = {}) {
  const caller = callerFor(user);
  const attachmentIds = kind === "CONTRACT_REVIEW" ? [(await caller.custom.uploadAttachment({ file: docx() })).id] : [];
  const created = await caller.custom.create({ kind, categoryId: category, lawyerId: opts.lawyerId ?? null, requirement, attachmentIds });
  if (opts.pay !== false) {
    await caller.orders.prepay({ orderNo: created.orderNo, channel: "WECHAT" });
    expect((await notify(created.orderNo, created.amountFen)).status).toBe(200);
  }
  return created;
}

export async function state(customId: number) {
  const [row] = await db
    .select({
      status: customOrders.status,
      orderStatus: sql<number>`${orders.status}`.as("order_status"),
      lawyerId: customOrders.lawyerId,
      orderId: customOrders.orderId,
      chatId: sql<number | null>`${chats.id}`.as("chat_id"),
    })
    .from(customOrders)
    .innerJoin(orders, eq(orders.id, customOrders.orderId))
    .leftJoin(chats, eq(chats.customId, customOrders.id))
    .where(eq(customOrders.id, customId));
  if (!row) throw new Error("custom order missing");
  return row;
}

/** The beforeAll of each custom test file: lawyers, the library, the admin and rival customisation lawyers. */
export async function seedCustom(): Promise<void> {
  await seedLawyers();
  await seedLibrary();
  await db.insert(users).values({ id: 1, phone: "13800000000", nickname: "运营", createdAt: 1, updatedAt: 1 }).onConflictDoNothing();
  await db.insert(userRoles).values({ userId: 1, role: "ROLE_ADMIN" }).onConflictDoNothing();
  category = (await db.select({ id: templateCategories.id }).from(templateCategories).limit(1))[0]?.id ?? 0;
  const others = await env.DB.prepare("SELECT user_id AS id FROM lawyer_profiles WHERE user_id <> 3 AND published = 1 LIMIT 4").all<{ id: number }>();
  rivals = others.results.map((r) => ({ id: r.id, roles: ["ROLE_CONTRACT_CUSTOMIZATION"] }));
  await db
    .insert(userRoles)
    .values(rivals.map((r) => ({ userId: r.id, role: "ROLE_CONTRACT_CUSTOMIZATION" })))
    .onConflictDoNothing();
}
