import { sql } from "drizzle-orm";
import { FILE_MAX_BYTES, FILES_PER_USER } from "#core/files";
import { ADMIN_ROLE } from "#core/roles";
import type { DB } from "#db/client";
import { files } from "#db/schema";
import { type CheckedUpload, checkUpload, fileMetadata, UploadError, type UploadRule } from "../../files/checked-upload";
import { signedFileUrl } from "../../files/files.service";
import { toBase64Url } from "../../lib/crypto";
import { bad, missing } from "../../trpc/refuse";

// The files API of SPEC §7 (/admin/file/upload, download, full_info, download_url): private R2 objects
// with an owner. Uploads are recognised by their bytes like every other upload; only the owner and an
// administrator read a file, and anyone else gets the answer a missing file gets.

const FILE_RULE: UploadRule = {
  maxBytes: FILE_MAX_BYTES,
  documents: ["pdf", "docx", "doc", "xlsx", "xls", "txt"],
  images: true,
  empty: "请选择要上传的文件",
  tooBig: `单个文件不能超过 ${FILE_MAX_BYTES / 1024 / 1024}MB`,
  wrongType: "仅支持 PDF、Word、Excel、TXT 文件和 JPG、PNG、WebP 图片",
};
/** download_url links are handed out per click and live five minutes. */
export const FILE_URL_TTL_SECONDS = 300;

export type FileInfo = { id: string; name: string; mime: string; size: number; purpose: string; createdAt: number };
const infoColumns = { id: files.id, name: files.name, mime: files.mime, size: files.size, purpose: files.purpose, createdAt: files.createdAt };

const notFound = (): never => missing("文件不存在");

async function checked(file: File): Promise<CheckedUpload> {
  try {
    return await checkUpload(file, FILE_RULE);
  } catch (e) {
    if (e instanceof UploadError) bad(e.message);
    throw e;
  }
}

export async function uploadFile(db: DB, bucket: R2Bucket, ownerId: number, file: File, purpose: string, now: number): Promise<FileInfo> {
  const upload = await checked(file);
  const id = toBase64Url(crypto.getRandomValues(new Uint8Array(16)));
  const key = `private/files/u${ownerId}/${id}.${upload.ext}`;
  await bucket.put(key, upload.bytes, { httpMetadata: fileMetadata(upload) });
  // Counted in the insert itself, so parallel uploads cannot pass FILES_PER_USER together.
  const [row] = await db.all<{ id: string }>(sql`
    INSERT INTO ${files} (id, owner_id, key, name, mime, size, purpose, created_at)
    SELECT ${id}, ${ownerId}, ${key}, ${upload.name}, ${upload.mime}, ${upload.bytes.length}, ${purpose}, ${now}
    WHERE (SELECT count(*) FROM ${files} WHERE owner_id = ${ownerId}) < ${FILES_PER_USER}
    RETURNING id`);
  if (!row) {
    await bucket.delete(key);
    bad(`最多保存 ${FILES_PER_USER} 个文件，请删除不再需要的文件后再上传`);
  }
  return { id, name: upload.name, mime: upload.mime, size: upload.bytes.length, purpose, createdAt: now };
}

/** The file if the user owns it or is an administrator (roles read live); anyone else: not found. */
async function readable(db: DB, userId: number, id: string) {
  const [row] = await db
    .select({ ...infoColumns, key: files.key, ownerId: files.ownerId })
    .from(files)
    .where(sql`${files.id} = ${id} AND (${files.ownerId} = ${userId} OR EXISTS (SELECT 1 FROM user_roles WHERE user_id = ${userId} AND role = ${ADMIN_ROLE}))`);
  return row ?? notFound();
}

/** full_info/{id}. */
export async function fileInfo(db: DB, userId: number, id: string): Promise<FileInfo> {
  const { key: _key, ownerId: _owner, ...info } = await readable(db, userId, id);
  return info;
}

/** download_url/{id}: a signed link to the private object, valid for five minutes. */
export async function fileUrl(db: DB, secret: string, userId: number, id: string, now: number) {
  const file = await readable(db, userId, id);
  return { url: await signedFileUrl(secret, file.key, FILE_URL_TTL_SECONDS, now), name: file.name, expiresIn: FILE_URL_TTL_SECONDS };
}

/** The R2 key of a file the user may read, for download/{id}, which streams it. */
export async function fileKey(db: DB, userId: number, id: string): Promise<string> {
  return (await readable(db, userId, id)).key;
}

/** DELETE /admin/file/{id}: the owner removes a file (the object, then its row). */
export async function removeFile(db: DB, bucket: R2Bucket, userId: number, id: string): Promise<boolean> {
  const [row] = await db.delete(files).where(sql`${files.id} = ${id} AND ${files.ownerId} = ${userId}`).returning({ key: files.key });
  if (!row) return notFound();
  await bucket.delete(row.key);
  return true;
}
