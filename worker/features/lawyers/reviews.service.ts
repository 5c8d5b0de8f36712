import { TRPCError } from "@trpc/server";
import { and, count, desc, eq, sql } from "drizzle-orm";
import { ADVICE_KIND_TEXT, ADVICE_STATUS, type AdviceKind } from "#core/advice";
import { CUSTOM_KIND_TEXT, CUSTOM_STATUS, type CustomKind } from "#core/custom";
import { type Page, type PageInput, pageOffset, toPage } from "#core/page";
import type { DB } from "#db/client";
import { adviceOrders, customOrders, lawyerReviews, professionalFields, templateCategories, users } from "#db/schema";
import { bad } from "../../trpc/refuse";

// A lawyer's reviews: written by the user of a completed service, shown on the lawyer's profile.

/** 评价: one review per completed order, by its user. */
export async function reviewAdvice(db: DB, userId: number, adviceId: number, rating: number, content: string, now: number) {
  const row = await db.query.adviceOrders.findFirst({ where: and(eq(adviceOrders.id, adviceId), eq(adviceOrders.userId, userId)) });
  if (!row) throw new TRPCError({ code: "NOT_FOUND", message: "咨询订单不存在" });
  if (row.status !== ADVICE_STATUS.COMPLETED || row.lawyerId === null) bad("咨询完成后才能评价");
  try {
    await db.insert(lawyerReviews).values({ adviceId, lawyerId: row.lawyerId, userId, rating, content, createdAt: now });
  } catch {
    bad("您已评价过该咨询");
  }
  return { adviceId };
}

/** 评价 of a completed custom order: the same one-per-order rule as advice. */
export async function reviewCustom(db: DB, userId: number, customId: number, rating: number, content: string, now: number) {
  const row = await db.query.customOrders.findFirst({ where: and(eq(customOrders.id, customId), eq(customOrders.userId, userId)) });
  if (!row) throw new TRPCError({ code: "NOT_FOUND", message: "定制订单不存在" });
  if (row.status !== CUSTOM_STATUS.COMPLETED || row.lawyerId === null) bad("订单完成后才能评价");
  try {
    await db.insert(lawyerReviews).values({ customId, lawyerId: row.lawyerId, userId, rating, content, createdAt: now });
  } catch {
    bad("您已评价过该订单");
  }
  return { customId };
}

/** `service`: 电话咨询, 在线咨询, 合同定制 or 合同审核; `field`: the advice field or the contract category. */
export type ReviewView = { id: number; rating: number; content: string; createdAt: number; user: string; service: string; field: string };

/** A lawyer's reviews for the profile, with the average and the count; user names are masked. */
export async function reviewsOf(db: DB, lawyerId: number, input: PageInput): Promise<Page<ReviewView> & { average: number | null }> {
  const [rows, total] = await db.batch([
    db
      .select({
        id: lawyerReviews.id,
        rating: lawyerReviews.rating,
        content: lawyerReviews.content,
        createdAt: lawyerReviews.createdAt,
        nickname: users.nickname,
        // D1 returns rows by column name: both tables' "kind" need their own names.
        adviceKind: sql<AdviceKind | null>`${adviceOrders.kind}`.as("advice_kind"),
        customKind: sql<CustomKind | null>`${customOrders.kind}`.as("custom_kind"),
        field: sql<string>`coalesce(${professionalFields.name}, ${templateCategories.name}, '')`,
      })
      .from(lawyerReviews)
      .innerJoin(users, eq(users.id, lawyerReviews.userId))
      .leftJoin(adviceOrders, eq(adviceOrders.id, lawyerReviews.adviceId))
      .leftJoin(professionalFields, eq(professionalFields.id, adviceOrders.fieldId))
      .leftJoin(customOrders, eq(customOrders.id, lawyerReviews.customId))
      .leftJoin(templateCategories, eq(templateCategories.id, customOrders.categoryId))
      .where(eq(lawyerReviews.lawyerId, lawyerId))
      .orderBy(desc(lawyerReviews.createdAt), desc(lawyerReviews.id))
      .limit(input.size)
      .offset(pageOffset(input)),
    db
      .select({ n: count(), avg: sql<number | null>`avg(${lawyerReviews.rating})` })
      .from(lawyerReviews)
      .where(eq(lawyerReviews.lawyerId, lawyerId)),
  ]);
  const items = rows.map(({ nickname, adviceKind, customKind, ...r }) => ({ ...r, user: maskName(nickname), service: serviceText(adviceKind, customKind) }));
  const avg = total[0]?.avg ?? null;
  return { ...toPage(items, total[0]?.n ?? 0, input), average: avg === null ? null : Math.round(avg * 10) / 10 };
}

function serviceText(advice: AdviceKind | null, custom: CustomKind | null): string {
  return advice ? ADVICE_KIND_TEXT[advice] : custom ? CUSTOM_KIND_TEXT[custom] : "";
}

function maskName(name: string | null): string {
  const n = (name ?? "").trim();
  if (!n) return "契合用户";
  return `${[...n][0]}**`;
}
