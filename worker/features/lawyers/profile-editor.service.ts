import { TRPCError } from "@trpc/server";
import { eq } from "drizzle-orm";
import type { DB } from "#db/client";
import { lawyerProfiles } from "#db/schema";
import { checkAvatar } from "../users/avatar";
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
};

async function profileRow(db: DB, userId: number) {
  const row = await db.query.lawyerProfiles.findFirst({ where: eq(lawyerProfiles.userId, userId) });
  if (!row) throw new TRPCError({ code: "NOT_FOUND", message: "您的律师主页尚未开通，请先完成律师认证" });
  return row;
}

export async function ownProfile(db: DB, userId: number): Promise<OwnProfile> {
  const p = await profileRow(db, userId);
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
  };
}

export async function updateOwnProfile(db: DB, userId: number, input: ProfileEdit, now: number): Promise<OwnProfile> {
  await profileRow(db, userId);
  await db
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
    .where(eq(lawyerProfiles.userId, userId));
  return ownProfile(db, userId);
}

/** The profile photo: checked by its bytes like an avatar (JPEG/PNG/WebP, ≤ 2 MB), public and cached. */
export async function replacePhoto(db: DB, bucket: R2Bucket, userId: number, bytes: Uint8Array, now: number): Promise<string> {
  const before = await profileRow(db, userId);
  const kind = checkAvatar(bytes);
  const key = `public/lawyers/${userId}-${now.toString(36)}.${kind.ext}`;
  await bucket.put(key, bytes, { httpMetadata: { contentType: kind.type, cacheControl: "public, max-age=31536000, immutable" } });
  await db.update(lawyerProfiles).set({ photoKey: key, updatedAt: now }).where(eq(lawyerProfiles.userId, userId));
  if (before.photoKey && before.photoKey !== key) await bucket.delete(before.photoKey);
  return `/files/${key}`;
}
