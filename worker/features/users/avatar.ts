import { AVATAR_MAX_BYTES } from "#core/profile";

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
