import { CERT_PHOTO_MAX_BYTES } from "#core/certification";
import { type ImageKind, sniffImage } from "../users/avatar";

// Licence and ID photos are private: stored under private/certifications/{userId}/ and only ever
// shown to reviewers through short-lived signed URLs. They are checked by their magic bytes.
export const PHOTO_LABELS = { licensePhoto: "律师执业证照片", idPhoto: "身份证照片" } as const;
export type PhotoField = keyof typeof PHOTO_LABELS;

export class PhotoError extends Error {
  override name = "PhotoError";
  constructor(
    readonly field: PhotoField,
    message: string,
  ) {
    super(message);
  }
}

export type CheckedPhoto = { field: PhotoField; bytes: Uint8Array; kind: ImageKind };

export async function checkPhoto(field: PhotoField, file: File): Promise<CheckedPhoto> {
  const label = PHOTO_LABELS[field];
  // Size first, from the declared length, so an oversized upload is refused before it is read.
  if (file.size === 0) throw new PhotoError(field, `请上传${label}`);
  if (file.size > CERT_PHOTO_MAX_BYTES) throw new PhotoError(field, `${label}不能超过 5MB`);
  const bytes = new Uint8Array(await file.arrayBuffer());
  const kind = sniffImage(bytes);
  if (!kind) throw new PhotoError(field, `${label}须为 JPG、PNG 或 WebP 图片`);
  return { field, bytes, kind };
}

export function photoKey(userId: number, kind: ImageKind): string {
  return `private/certifications/${userId}/${crypto.randomUUID()}.${kind.ext}`;
}

export async function storePhoto(bucket: R2Bucket, userId: number, photo: CheckedPhoto): Promise<string> {
  const key = photoKey(userId, photo.kind);
  await bucket.put(key, photo.bytes, { httpMetadata: { contentType: photo.kind.type, cacheControl: "private, no-store" } });
  return key;
}
