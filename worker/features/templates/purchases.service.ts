import { and, count, desc, eq, isNull } from "drizzle-orm";
import type { Page, PageInput } from "#core/page";
import type { DB } from "#db/client";
import { templatePurchases, templates, users } from "#db/schema";
import { PUBLISHED_TEMPLATE } from "#worker/lib/library/published";
import { selectPage } from "#worker/lib/select-page";

/** 林晓 → 林*; 13800000001 → 138****0001: buyers are never named in public. */
export function anonymise(nickname: string | null, phone: string | null): string {
  if (nickname?.trim()) return `${Array.from(nickname.trim())[0]}*`;
  if (phone && phone.length === 11) return `${phone.slice(0, 3)}****${phone.slice(7)}`;
  return "匿名用户";
}

/** The home page's 最近购买 panel: the latest purchases, buyers anonymised. */
export type RecentPurchase = { buyer: string; templateId: number; title: string; at: number };

export async function recentlyPurchased(db: DB, limit = 8): Promise<RecentPurchase[]> {
  return (await recentQuery(db, limit)).map(toRecent);
}

export function recentQuery(db: DB, limit: number) {
  return db
    .select({ nickname: users.nickname, phone: users.phone, templateId: templates.id, title: templates.title, at: templatePurchases.createdAt })
    .from(templatePurchases)
    .innerJoin(users, eq(users.id, templatePurchases.userId))
    .innerJoin(templates, eq(templates.id, templatePurchases.templateId))
    .where(and(isNull(templatePurchases.revokedAt), PUBLISHED_TEMPLATE))
    .orderBy(desc(templatePurchases.id))
    .limit(limit);
}

export function toRecent(r: { nickname: string | null; phone: string | null; templateId: number; title: string; at: number }): RecentPurchase {
  return { buyer: anonymise(r.nickname, r.phone), templateId: r.templateId, title: r.title, at: r.at };
}

export type Purchased = { templateId: number; title: string; priceFen: number; boughtAt: number };

/** mine purchased: the user's templates bought and not refunded, newest first. */
export async function purchasedTemplates(db: DB, userId: number, input: PageInput): Promise<Page<Purchased>> {
  const where = and(eq(templatePurchases.userId, userId), isNull(templatePurchases.revokedAt));
  return selectPage(
    db,
    input,
    db
      .select({ templateId: templates.id, title: templates.title, priceFen: templates.priceFen, boughtAt: templatePurchases.createdAt })
      .from(templatePurchases)
      .innerJoin(templates, eq(templates.id, templatePurchases.templateId))
      .where(where)
      .orderBy(desc(templatePurchases.id))
      .$dynamic(),
    db.select({ n: count() }).from(templatePurchases).where(where),
  );
}
