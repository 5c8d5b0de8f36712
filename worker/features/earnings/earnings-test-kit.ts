import { eq, sql } from "drizzle-orm";
import { REALNAME_STATUS } from "#core/earnings";
import { orders, realNameVerifications, templates, users } from "#db/schema";
import type { SessionUser } from "#worker/middleware/session";
import { ADMIN, callerFor } from "../../../tests/setup/helpers";
import { idNumberHash } from "../certification/id-number";
import { settleEarnings } from "../ledger/ledger.service";
import { buyTemplate, db, newUser, userPaid } from "../orders/orders-test-kit";
import { sealBankCard } from "./bank-card";

// What the earnings tests share: earners with a verified card, money in their wallet, real sales.

export const SECRET = "test-secret-of-at-least-thirty-two-characters";
export const CARD = "6228480012345678903";
export const ID_NUMBER = "11010519491231002X";

/** A fresh user (with a phone) whose real-name verification is approved for CARD, unless told otherwise. */
export async function earner(options: { card?: string; status?: string } = {}): Promise<SessionUser> {
  const user = await newUser();
  const card = options.card ?? CARD;
  await db.insert(realNameVerifications).values({
    userId: user.id,
    realName: "张三",
    idNumberMasked: "110105********002X",
    idNumberHash: idNumberHash(SECRET, `${user.id}${ID_NUMBER}`),
    bankCardSealed: sealBankCard(SECRET, card),
    bankCardMasked: `${card.slice(0, 4)}${"*".repeat(card.length - 8)}${card.slice(-4)}`,
    bankName: "中国农业银行",
    bankBranch: "北京朝阳支行",
    status: options.status ?? REALNAME_STATUS.APPROVED,
    submittedAt: 1,
  });
  return user;
}

/** Money straight into available, as a console reward (a ledger posting of kind reward). */
export async function fund(user: SessionUser, amountFen: number, reason = "优质范本激励") {
  return callerFor(ADMIN).earningsAdmin.grantReward({ userId: user.id, amountFen, reason });
}

/** A real sale of a template the user authored (70 % theirs), settled into available when `settle`. */
export async function sale(author: SessionUser, priceFen: number, settle: boolean) {
  const [t] = await db
    .insert(templates)
    .values({ ...userPaid, id: undefined, authorId: author.id, priceFen, memberFree: false, title: `收益测试范本${author.id}-${priceFen}` })
    .returning();
  if (!t) throw new Error("template insert failed");
  const buyer = await newUser();
  const order = await buyTemplate(buyer, t.id);
  const [row] = await db.select().from(orders).where(eq(orders.orderNo, order.orderNo));
  if (settle) {
    await db.run(sql`UPDATE ledger_postings SET available_at = 0 WHERE ref = ${`earning:order:${row?.id}`}`);
    await settleEarnings(db, Date.now());
  }
  return { orderNo: order.orderNo, orderId: row?.id ?? 0 };
}

export async function phoneOf(user: SessionUser): Promise<string> {
  const row = await db.query.users.findFirst({ where: eq(users.id, user.id) });
  return row?.phone ?? "";
}
