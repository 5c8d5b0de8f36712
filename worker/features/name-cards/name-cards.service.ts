import { TRPCError } from "@trpc/server";
import { and, asc, count, desc, eq, ne, sql } from "drizzle-orm";
import type { DB } from "#db/client";
import { lawyerCases, lawyerProfiles, nameCards, users } from "#db/schema";
import { type CardPayload, NameCardError, type NameCardProvider } from "../../providers/name-card/name-card";
import { CARDS_MAX, type CardInput } from "./name-cards.schema";

// 电子名片: a lawyer's shareable cards (at most five, exactly one default once any exists), their
// representative cases, and the sync of a card to the card product through its provider.
type Card = typeof nameCards.$inferSelect;
type CardCase = { id: number; title: string; summary: string; year: number };
/**
 * A card as anyone it is shared with sees it: public fields only (no ids, sync state or dates), the
 * phone and e-mail only when the lawyer opted in.
 */
export type PublicCard = {
  slug: string;
  label: string;
  name: string;
  position: string;
  firm: string;
  phone: string | null;
  email: string | null;
  address: string;
  intro: string;
  photo: string | null;
  profilePath: string;
  cases: CardCase[];
};

const notFound = (): never => {
  throw new TRPCError({ code: "NOT_FOUND", message: "名片不存在" });
};
const bad = (message: string): never => {
  throw new TRPCError({ code: "BAD_REQUEST", message });
};

/** The lawyer's own card by id, with everything the editor shows; another lawyer's is not found. */
export async function ownCard(db: DB, lawyerId: number, id: number): Promise<Card> {
  const card = await db.query.nameCards.findFirst({ where: and(eq(nameCards.id, id), eq(nameCards.lawyerId, lawyerId)) });
  return card ?? notFound();
}

async function profileOf(db: DB, lawyerId: number) {
  const profile = await db.query.lawyerProfiles.findFirst({ where: eq(lawyerProfiles.userId, lawyerId) });
  if (!profile) throw new TRPCError({ code: "NOT_FOUND", message: "您的律师主页尚未开通，请先完成律师认证" });
  return profile;
}

export async function myCards(db: DB, lawyerId: number): Promise<Card[]> {
  return db.select().from(nameCards).where(eq(nameCards.lawyerId, lawyerId)).orderBy(sql`${nameCards.isDefault} DESC`, asc(nameCards.id));
}

/** The default card; a lawyer without any gets one made from the profile (once: the index allows one default). */
export async function defaultCard(db: DB, lawyerId: number, now: number): Promise<Card> {
  const existing = await db.query.nameCards.findFirst({ where: and(eq(nameCards.lawyerId, lawyerId), eq(nameCards.isDefault, true)) });
  if (existing) return existing;
  const profile = await profileOf(db, lawyerId);
  const user = await db.query.users.findFirst({ columns: { phone: true }, where: eq(users.id, lawyerId) });
  await db
    .insert(nameCards)
    .values({
      lawyerId,
      label: "默认名片",
      name: profile.name,
      position: profile.title,
      firm: profile.firm,
      phone: user?.phone ?? "",
      intro: profile.intro.slice(0, 500),
      isDefault: true,
      createdAt: now,
      updatedAt: now,
    })
    .onConflictDoNothing();
  const made = await db.query.nameCards.findFirst({ where: and(eq(nameCards.lawyerId, lawyerId), eq(nameCards.isDefault, true)) });
  return made ?? notFound();
}

export async function createCard(db: DB, lawyerId: number, input: CardInput, now: number): Promise<Card> {
  await profileOf(db, lawyerId);
  const [{ n } = { n: 0 }] = await db.select({ n: count() }).from(nameCards).where(eq(nameCards.lawyerId, lawyerId));
  if (n >= CARDS_MAX) bad(`最多可以创建 ${CARDS_MAX} 张名片`);
  const [card] = await db
    .insert(nameCards)
    .values({ ...input, lawyerId, isDefault: n === 0, createdAt: now, updatedAt: now })
    .returning();
  return card ?? notFound();
}

export async function updateCard(db: DB, lawyerId: number, id: number, input: CardInput, now: number): Promise<Card> {
  await ownCard(db, lawyerId, id);
  const [card] = await db
    .update(nameCards)
    .set({ ...input, syncStatus: "none", updatedAt: now })
    .where(and(eq(nameCards.id, id), eq(nameCards.lawyerId, lawyerId)))
    .returning();
  return card ?? notFound();
}

/** Makes one card the default: clearing the old and setting the new are one batch. */
export async function setDefault(db: DB, lawyerId: number, id: number, now: number): Promise<void> {
  await ownCard(db, lawyerId, id);
  await db.batch([
    db
      .update(nameCards)
      .set({ isDefault: false, updatedAt: now })
      .where(and(eq(nameCards.lawyerId, lawyerId), ne(nameCards.id, id))),
    db
      .update(nameCards)
      .set({ isDefault: true, updatedAt: now })
      .where(and(eq(nameCards.id, id), eq(nameCards.lawyerId, lawyerId))),
  ]);
}

/** Deletes a card but never the last; the oldest remaining card becomes the default if this one was. */
export async function deleteCard(db: DB, lawyerId: number, id: number, now: number): Promise<void> {
  const card = await ownCard(db, lawyerId, id);
  const others = await db
    .select({ id: nameCards.id })
    .from(nameCards)
    .where(and(eq(nameCards.lawyerId, lawyerId), ne(nameCards.id, id)))
    .orderBy(asc(nameCards.id));
  const heir = others[0];
  if (!heir) bad("至少需要保留一张名片");
  const remove = db.delete(nameCards).where(and(eq(nameCards.id, id), eq(nameCards.lawyerId, lawyerId)));
  if (!card.isDefault || !heir) return void (await remove);
  await db.batch([remove, db.update(nameCards).set({ isDefault: true, updatedAt: now }).where(eq(nameCards.id, heir.id))]);
}

function casesOf(db: DB, card: Pick<Card, "lawyerId" | "showCases">): Promise<CardCase[]> | CardCase[] {
  if (!card.showCases) return [];
  // The profile's order: 排序号, then the newest year.
  return db
    .select({ id: lawyerCases.id, title: lawyerCases.title, summary: lawyerCases.summary, year: lawyerCases.year })
    .from(lawyerCases)
    .where(eq(lawyerCases.lawyerId, card.lawyerId))
    .orderBy(asc(lawyerCases.sort), desc(lawyerCases.year), asc(lawyerCases.id));
}

/** The representative cases of the lawyer's own card (by its id), as its public view will show them. */
export async function ownCardCases(db: DB, lawyerId: number, id: number): Promise<CardCase[]> {
  return casesOf(db, await ownCard(db, lawyerId, id));
}

async function toPublic(db: DB, card: Card): Promise<PublicCard | null> {
  const profile = await db.query.lawyerProfiles.findFirst({ columns: { photoKey: true, published: true }, where: eq(lawyerProfiles.userId, card.lawyerId) });
  if (!profile?.published || !card.slug) return null;
  return {
    slug: card.slug,
    label: card.label,
    name: card.name,
    position: card.position,
    firm: card.firm,
    phone: card.showPhone ? card.phone : null,
    email: card.showEmail && card.email ? card.email : null,
    address: card.address,
    intro: card.intro,
    photo: profile.photoKey ? `/files/${profile.photoKey}` : null,
    profilePath: `/authorInformation/${card.lawyerId}`,
    cases: await casesOf(db, card),
  };
}

/** A shared card by its random slug; unknown slugs and unpublished lawyers are not found. */
export async function publicCard(db: DB, slug: string): Promise<PublicCard> {
  const card = await db.query.nameCards.findFirst({ where: eq(nameCards.slug, slug) });
  return (card && (await toPublic(db, card))) ?? notFound();
}

/** PUTs the card to the card product and records the outcome on the card. */
export async function syncCard(db: DB, provider: NameCardProvider, origin: string, lawyerId: number, id: number, now: number): Promise<Card> {
  const own = await ownCard(db, lawyerId, id);
  // The card product shows the card publicly: it gets the public view, opt-ins applied.
  const card = (await toPublic(db, own)) ?? notFound();
  const payload: CardPayload = {
    cardId: own.id,
    slug: card.slug,
    lawyerId,
    label: card.label,
    name: card.name,
    position: card.position,
    firm: card.firm,
    phone: card.phone ?? "",
    email: card.email ?? "",
    address: card.address,
    intro: card.intro,
    photo: card.photo ? `${origin}${card.photo}` : null,
    profileUrl: `${origin}${card.profilePath}`,
    cases: card.cases.map(({ title, summary, year }) => ({ title, summary, year })),
    updatedAt: own.updatedAt,
  };
  try {
    await provider.put(payload);
    await db.update(nameCards).set({ syncStatus: "synced", syncedAt: now, syncError: null }).where(eq(nameCards.id, id));
  } catch (error) {
    if (!(error instanceof NameCardError)) throw error;
    await db.update(nameCards).set({ syncStatus: "failed", syncedAt: now, syncError: error.message }).where(eq(nameCards.id, id));
    bad(error.message);
  }
  return ownCard(db, lawyerId, id);
}
