import { TRPCError } from "@trpc/server";
import { and, count, desc, eq, sql } from "drizzle-orm";
import { ADVICE_STATUS, type AdviceKind } from "#core/advice";
import { type Page, type PageInput, pageOffset, toPage } from "#core/page";
import type { DB } from "#db/client";
import { adviceOrders, lawyerReviews, professionalFields, users } from "#db/schema";

// A lawyer's reviews: written by the user of a completed service, shown on the lawyer's profile.

function bad(message: string): never {
  throw new TRPCError({ code: "BAD_REQUEST", message });
}

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

export type ReviewView = { id: number; rating: number; content: string; createdAt: number; user: string; kind: AdviceKind; field: string };

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
        kind: adviceOrders.kind,
        field: professionalFields.name,
      })
      .from(lawyerReviews)
      .innerJoin(users, eq(users.id, lawyerReviews.userId))
      .innerJoin(adviceOrders, eq(adviceOrders.id, lawyerReviews.adviceId))
      .innerJoin(professionalFields, eq(professionalFields.id, adviceOrders.fieldId))
      .where(eq(lawyerReviews.lawyerId, lawyerId))
      .orderBy(desc(lawyerReviews.createdAt), desc(lawyerReviews.id))
      .limit(input.size)
      .offset(pageOffset(input)),
    db
      .select({ n: count(), avg: sql<number | null>`avg(${lawyerReviews.rating})` })
      .from(lawyerReviews)
      .where(eq(lawyerReviews.lawyerId, lawyerId)),
  ]);
  const items = rows.map(({ nickname, ...r }) => ({ ...r, user: maskName(nickname) }));
  const avg = total[0]?.avg ?? null;
  return { ...toPage(items, total[0]?.n ?? 0, input), average: avg === null ? null : Math.round(avg * 10) / 10 };
}

function maskName(name: string | null): string {
  const n = (name ?? "").trim();
  if (!n) return "契合用户";
  return `${[...n][0]}**`;
}
