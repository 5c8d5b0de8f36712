import { CUSTOM_FILE_MAX_BYTES } from "#core/custom";
import { type CheckedUpload, checkUpload } from "../../files/checked-upload";

// The private files of a custom order: the contract the user sends for review (or reference material)
// and each delivery's drafted or marked-up contract and written opinion. Recognised by their bytes.
export const CUSTOM_FILE_RULE = {
  maxBytes: CUSTOM_FILE_MAX_BYTES,
  documents: ["docx", "doc", "pdf"],
  images: true,
  empty: "请选择要上传的文件",
  tooBig: "单个文件不能超过 20MB",
  wrongType: "仅支持 Word（DOCX/DOC）、PDF 文件和 JPG、PNG、WebP 图片",
} as const;

/** Download links are handed out per click and live five minutes. */
export const FILE_URL_TTL_SECONDS = 300;

export function checkCustomFile(file: File): Promise<CheckedUpload> {
  return checkUpload(file, CUSTOM_FILE_RULE);
}

export function attachmentKey(userId: number, ext: string): string {
  return `private/custom/u${userId}/${crypto.randomUUID()}.${ext}`;
}

export function deliveryKey(customId: number, ext: string): string {
  return `private/custom/${customId}/${crypto.randomUUID()}.${ext}`;
}
