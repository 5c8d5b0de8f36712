import { and, count, eq, isNull } from "drizzle-orm";
import { REQUIREMENT } from "#core/custom";
import type { DB } from "#db/client";
import { customFiles } from "#db/schema";
import { type CheckedUpload, fileMetadata, UploadError } from "../../files/checked-upload";
import { signedFileUrl } from "../../files/files.service";
import type { SessionUser } from "../../middleware/session";
import { attachmentKey, checkCustomFile, deliveryKey, FILE_URL_TTL_SECONDS } from "./custom-files";
import { type DeliveryFile, deliverCustom } from "./custom-lifecycle.service";
import { bad, notFound, rowFor } from "./custom-row";

// Files in and out of a custom order: the user's attachments before the order exists, the lawyer's
// deliveries, and short-lived signed download links for the parties and the console.

async function checked(file: File): Promise<CheckedUpload> {
  try {
    return await checkCustomFile(file);
  } catch (e) {
    if (e instanceof UploadError) bad(e.message);
    throw e;
  }
}

/** A user's attachment, stored before the order is placed and linked to it by createCustomOrder. */
export async function uploadAttachment(db: DB, bucket: R2Bucket, userId: number, file: File, now: number) {
  const [pending] = await db
    .select({ n: count() })
    .from(customFiles)
    .where(and(eq(customFiles.uploaderId, userId), isNull(customFiles.customId)));
  // Unlinked uploads are capped so the form cannot be used as free storage.
  if ((pending?.n ?? 0) >= REQUIREMENT.attachmentsMax * 4) bad("未提交的附件过多，请先提交订单或稍后再试");
  const upload = await checked(file);
  const key = attachmentKey(userId, upload.ext);
  await bucket.put(key, upload.bytes, { httpMetadata: fileMetadata(upload) });
  const [row] = await db
    .insert(customFiles)
    .values({ uploaderId: userId, purpose: "attachment", key, name: upload.name, mime: upload.mime, size: upload.bytes.length, createdAt: now })
    .returning({ id: customFiles.id, name: customFiles.name, size: customFiles.size, mime: customFiles.mime });
  if (!row) throw new Error("attachment insert failed");
  return row;
}

/** delivery/{id}: stores the files, then records the numbered delivery; a refused delivery leaves no file behind. */
export async function deliverWithFiles(
  db: DB,
  bucket: R2Bucket,
  lawyerId: number,
  customId: number,
  input: { contract: File; opinion?: File | null | undefined; note: string },
  now: number,
) {
  const uploads: [DeliveryFile["purpose"], CheckedUpload][] = [["contract", await checked(input.contract)]];
  if (input.opinion) uploads.push(["opinion", await checked(input.opinion)]);
  const files: DeliveryFile[] = [];
  for (const [purpose, upload] of uploads) {
    const key = deliveryKey(customId, upload.ext);
    await bucket.put(key, upload.bytes, { httpMetadata: fileMetadata(upload) });
    files.push({ purpose, key, name: upload.name, mime: upload.mime, size: upload.bytes.length });
  }
  try {
    return await deliverCustom(db, lawyerId, customId, files, input.note, now);
  } catch (e) {
    await bucket.delete(files.map((f) => f.key));
    throw e;
  }
}

/** A signed link to one file of an order the user may see, valid for five minutes. */
export async function customFileUrl(db: DB, secret: string, user: SessionUser, fileId: number, now: number): Promise<{ url: string; name: string }> {
  const file = await db.query.customFiles.findFirst({ where: eq(customFiles.id, fileId) });
  if (!file) return notFound();
  if (file.customId === null) {
    if (file.uploaderId !== user.id) return notFound();
  } else {
    await rowFor(db, user, file.customId, now);
  }
  return { url: await signedFileUrl(secret, file.key, FILE_URL_TTL_SECONDS, now), name: file.name };
}
