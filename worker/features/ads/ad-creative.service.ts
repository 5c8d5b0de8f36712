import { TRPCError } from "@trpc/server";
import { and, eq, inArray } from "drizzle-orm";
import { AD_IMAGE_MAX_BYTES, AD_STATUS } from "#core/ads";
import type { DB } from "#db/client";
import { adCampaigns } from "#db/schema";
import { sniffImage } from "../users/avatar";

// The creative's image: the buyer sets or replaces it until the console has approved the campaign
// (the reviewer sees what will show); checked by its bytes, stored under public/ads/ in R2.

const EDITABLE = [AD_STATUS.AWAITING_PAYMENT, AD_STATUS.PENDING_REVIEW];

export async function uploadCreative(db: DB, bucket: R2Bucket, userId: number, campaignId: number, bytes: Uint8Array, now: number): Promise<string> {
  if (bytes.length === 0) throw new TRPCError({ code: "BAD_REQUEST", message: "请选择广告图片" });
  if (bytes.length > AD_IMAGE_MAX_BYTES) throw new TRPCError({ code: "BAD_REQUEST", message: "广告图片不能超过 1MB" });
  const kind = sniffImage(bytes);
  if (!kind) throw new TRPCError({ code: "BAD_REQUEST", message: "广告图片须为 JPG、PNG 或 WebP 格式" });
  const own = and(eq(adCampaigns.id, campaignId), eq(adCampaigns.userId, userId));
  const before = await db.query.adCampaigns.findFirst({ columns: { imageKey: true, status: true }, where: own });
  if (!before) throw new TRPCError({ code: "NOT_FOUND", message: "广告不存在" });
  const key = `public/ads/${campaignId}-${now.toString(36)}.${kind.ext}`;
  await bucket.put(key, bytes, { httpMetadata: { contentType: kind.type, cacheControl: "public, max-age=31536000, immutable" } });
  // Guarded on the state: an approval racing the upload keeps the image the reviewer saw.
  const [set] = await db
    .update(adCampaigns)
    .set({ imageKey: key, updatedAt: now })
    .where(and(own, inArray(adCampaigns.status, EDITABLE)))
    .returning({ id: adCampaigns.id });
  if (!set) {
    await bucket.delete(key);
    throw new TRPCError({ code: "CONFLICT", message: "广告已审核，不能再更换图片" });
  }
  if (before.imageKey && before.imageKey !== key) await bucket.delete(before.imageKey);
  return `/files/${key}`;
}

/** Where a stored creative is served. */
export const creativeUrl = (key: string | null) => (key ? `/files/${key}` : null);
