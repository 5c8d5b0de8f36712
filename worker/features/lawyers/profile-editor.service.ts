import { TRPCError } from "@trpc/server";
import { and, eq, inArray } from "drizzle-orm";
import { NO_PAID_SERVICES_REASON, SELLING_LAWYER_TYPES, sellsPaidServices } from "#core/lawyers";
import type { DB } from "#db/client";
import { lawyerProfiles } from "#db/schema";
import { deleteWithVariants } from "../../files/images";
import { lawyerOptions } from "../dictionaries/dictionaries.service";
import { checkAvatar, storeAvatar } from "../users/avatar";
import type { ProfileEdit } from "./profile-editor.schema";

// A certified lawyer's own public profile: photo, title, introduction, tags and service prices.
// Only the lawyer edits it; certification facts (name, firm, licence, fields) change by re-certifying.
export type OwnProfile = {
  name: string;
  firm: string;
  title: string;
  intro: string;
  tags: string[];
  photo: string | null;
  phonePriceFen: number | null;
  onlinePriceFen: number | null;
  customPriceFen: number | null;
  reviewPriceFen: number | null;
  /** False for 公司律师 and 公职律师, who may set no price (core sellsPaidServices). */
  sellsPaidServices: boolean;
  /** The enabled titles and tags (数据字典) the editor offers; nothing else is accepted. */
  titleOptions: string[];
  tagOptions: string[];
};

async function profileRow(db: DB, userId: number) {
  const row = await db.query.lawyerProfiles.findFirst({ where: eq(lawyerProfiles.userId, userId) });
  if (!row) throw new TRPCError({ code: "NOT_FOUND", message: "您的律师主页尚未开通，请先完成律师认证" });
  return row;
}

function refusePrices(): never {
  throw new TRPCError({ code: "BAD_REQUEST", message: `${NO_PAID_SERVICES_REASON}，不能设置服务价格，请将价格留空` });
}

export async function ownProfile(db: DB, userId: number): Promise<OwnProfile> {
  const [p, options] = await Promise.all([profileRow(db, userId), lawyerOptions(db)]);
  return {
    name: p.name,
    firm: p.firm,
    title: p.title,
    intro: p.intro,
    tags: JSON.parse(p.tags) as string[],
    photo: p.photoKey ? `/files/${p.photoKey}` : null,
    phonePriceFen: p.phonePriceFen,
    onlinePriceFen: p.onlinePriceFen,
    customPriceFen: p.customPriceFen,
    reviewPriceFen: p.reviewPriceFen,
    sellsPaidServices: sellsPaidServices(p.lawyerType),
    titleOptions: options.titles,
    tagOptions: options.tags,
  };
}

/** A title or tag that is no enabled dictionary item (unknown, or disabled since) is refused by name. */
async function refuseOutsideDictionary(db: DB, input: ProfileEdit): Promise<void> {
  const { titles, tags } = await lawyerOptions(db);
  if (input.title && !titles.includes(input.title)) {
    throw new TRPCError({ code: "BAD_REQUEST", message: `头衔“${input.title}”不在可选职称中，请重新选择` });
  }
  const stray = input.tags.find((t) => !tags.includes(t));
  if (stray) throw new TRPCError({ code: "BAD_REQUEST", message: `标签“${stray}”不在可选标签中，请重新选择` });
}

export async function updateOwnProfile(db: DB, userId: number, input: ProfileEdit, now: number): Promise<OwnProfile> {
  const before = await profileRow(db, userId);
  await refuseOutsideDictionary(db, input);
  const priced = [input.phonePrice, input.onlinePrice, input.customPrice, input.reviewPrice].some((fen) => fen !== null);
  if (priced && !sellsPaidServices(before.lawyerType)) refusePrices();
  const [saved] = await db
    .update(lawyerProfiles)
    .set({
      title: input.title,
      intro: input.intro,
      tags: JSON.stringify(input.tags),
      phonePriceFen: input.phonePrice,
      onlinePriceFen: input.onlinePrice,
      customPriceFen: input.customPrice,
      reviewPriceFen: input.reviewPrice,
      updatedAt: now,
      lastActiveAt: now,
    })
    .where(and(eq(lawyerProfiles.userId, userId), priced ? inArray(lawyerProfiles.lawyerType, [...SELLING_LAWYER_TYPES]) : undefined))
    .returning({ userId: lawyerProfiles.userId });
  if (!saved) refusePrices();
  return ownProfile(db, userId);
}

/** The profile photo: checked by its bytes like an avatar (JPEG/PNG/WebP, ≤ 2 MB), public and cached. */
export async function replacePhoto(db: DB, bucket: R2Bucket, userId: number, bytes: Uint8Array, now: number): Promise<string> {
  const before = await profileRow(db, userId);
  const kind = checkAvatar(bytes);
  const key = `public/lawyers/${userId}-${now.toString(36)}.${kind.ext}`;
  await storeAvatar(bucket, key, bytes, kind);
  await db.update(lawyerProfiles).set({ photoKey: key, updatedAt: now }).where(eq(lawyerProfiles.userId, userId));
  if (before.photoKey && before.photoKey !== key) await deleteWithVariants(bucket, before.photoKey);
  return `/files/${key}`;
}
