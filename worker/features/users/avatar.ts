import { AVATAR_MAX_BYTES } from "#core/profile";
import { ImageError, MAX_IMAGE_PIXELS, storeVariants } from "../../files/images";

// Avatars are checked by their magic bytes, not by the name or type the browser claims.
export type ImageKind = { ext: "jpg" | "png" | "webp"; type: string };

export function sniffImage(bytes: Uint8Array): ImageKind | null {
  const at = (i: number) => bytes[i] ?? -1;
  if (at(0) === 0xff && at(1) === 0xd8 && at(2) === 0xff) return { ext: "jpg", type: "image/jpeg" };
  if ([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a].every((b, i) => at(i) === b)) return { ext: "png", type: "image/png" };
  const ascii = (from: number, to: number) => String.fromCharCode(...bytes.slice(from, to));
  if (ascii(0, 4) === "RIFF" && ascii(8, 12) === "WEBP") return { ext: "webp", type: "image/webp" };
  return null;
}

export class AvatarError extends Error {
  override name = "AvatarError";
}

export function checkAvatar(bytes: Uint8Array): ImageKind {
  if (bytes.length === 0) throw new AvatarError("请选择要上传的头像");
  if (bytes.length > AVATAR_MAX_BYTES) throw new AvatarError("头像不能超过 2MB");
  const kind = sniffImage(bytes);
  if (!kind) throw new AvatarError("头像须为 JPG、PNG 或 WebP 图片");
  return kind;
}

const IMAGE_REFUSALS: Record<ImageError["reason"], string> = {
  undecodable: "头像图片已损坏或无法识别，请换一张 JPG、PNG 或 WebP 图片",
  "too-large": `头像像素过多（不能超过 ${MAX_IMAGE_PIXELS / 10_000} 万像素），请缩小后重试`,
};

/** Stores a checked avatar or photo with its square variants, refusing what does not decode. */
export async function storeAvatar(bucket: R2Bucket, key: string, bytes: Uint8Array, kind: ImageKind): Promise<void> {
  try {
    await storeVariants(bucket, key, bytes);
  } catch (error) {
    if (error instanceof ImageError) throw new AvatarError(IMAGE_REFUSALS[error.reason]);
    throw error;
  }
  await bucket.put(key, bytes, { httpMetadata: { contentType: kind.type, cacheControl: "public, max-age=31536000, immutable" } });
}
