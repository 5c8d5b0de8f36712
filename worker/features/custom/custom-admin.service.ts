import { and, eq, inArray, sql } from "drizzle-orm";
import { CUSTOM_STATUS } from "#core/custom";
import { NO_PAID_SERVICES_REASON, sellsPaidServices } from "#core/lawyers";
import { ORDER_STATUS } from "#core/orders";
import { CUSTOMIZATION_LAWYER_ROLE } from "#core/roles";
import type { DB } from "#db/client";
import { chats, customEvents, customOrders, lawyerProfiles, userRoles } from "#db/schema";
import type { SessionUser } from "../../middleware/session";
import { sellsSql } from "../lawyers/selling";
import { bad, conflict, loadRow, notFound, rowFor } from "./custom-row";

// The console's hand on a custom order (reassigning a lawyer who stopped answering) and the parties'
// read marks (the sign-in chat message REST row).

/** 改派: a serving order moves to another customisation lawyer; the conversation follows. */
export async function reassignCustom(db: DB, adminId: number, customId: number, lawyerId: number, reason: string, now: number) {
  const row = await loadRow(db, customId);
  if (!row) return notFound();
  if (row.lawyerId === lawyerId) bad("该订单已由这位律师承办");
  if (row.userId === lawyerId) bad("不能改派给下单用户本人");
  const [lawyer] = await db
    .select({ name: lawyerProfiles.name, lawyerType: lawyerProfiles.lawyerType })
    .from(lawyerProfiles)
    .innerJoin(userRoles, and(eq(userRoles.userId, lawyerProfiles.userId), eq(userRoles.role, CUSTOMIZATION_LAWYER_ROLE)))
    .where(and(eq(lawyerProfiles.userId, lawyerId), eq(lawyerProfiles.published, true)));
  if (!lawyer) bad("该律师未开通合同定制服务或主页未发布");
  if (!sellsPaidServices(lawyer.lawyerType)) bad(`${NO_PAID_SERVICES_REASON}，不能改派给这位律师`);
  try {
    await db.batch([
      db
        .update(customOrders)
        .set({ lawyerId, updatedAt: now })
        .where(
          and(
            eq(customOrders.id, customId),
            inArray(customOrders.status, [CUSTOM_STATUS.IN_PROGRESS, CUSTOM_STATUS.DELIVERED]),
            sql`(SELECT status FROM orders WHERE id = ${customOrders.orderId}) = ${ORDER_STATUS.PAID}`,
            sellsSql(lawyerId),
          ),
        ),
      db.insert(customEvents).values({
        customId: sql`(SELECT id FROM custom_orders WHERE id = ${customId} AND changes() = 1 AND lawyer_id = ${lawyerId})`,
        kind: "reassign",
        actorId: adminId,
        note: `平台改派给${lawyer.name}律师：${reason}`,
        createdAt: now,
      }),
      db.update(chats).set({ lawyerId, lawyerUnread: 0 }).where(eq(chats.customId, customId)),
    ]);
  } catch {
    conflict("只有服务中或已交付、且未在退款的订单可以改派");
  }
  return { customId, chatId: row.chatId, lawyerName: lawyer.name, userId: row.userId, previousLawyerId: row.lawyerId };
}

/** The party opened the conversation: their unread count on it goes to zero. */
export async function markCustomRead(db: DB, user: SessionUser, customId: number, now: number) {
  const { row, viewer } = await rowFor(db, user, customId, now);
  if (viewer === "admin" || row.chatId === null) return { customId, chatId: row.chatId };
  const mine = viewer === "user" ? { userUnread: 0 } : { lawyerUnread: 0 };
  const party = viewer === "user" ? eq(chats.userId, user.id) : eq(chats.lawyerId, user.id);
  await db
    .update(chats)
    .set(mine)
    .where(and(eq(chats.id, row.chatId), party));
  return { customId, chatId: row.chatId };
}
