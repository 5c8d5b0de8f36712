import { sniffImage } from "../features/users/avatar";

// Files users send (chat attachments, contracts to review, deliveries): recognised by their bytes,
// never by the name or type the browser gives. Each feature names the kinds and size it accepts.
export type CheckedUpload = { kind: "image" | "file"; ext: string; mime: string; bytes: Uint8Array; name: string };

export class UploadError extends Error {
  override name = "UploadError";
}

export const DOCUMENT_TYPES: Record<string, string> = {
  pdf: "application/pdf",
  docx: "application/vnd.openxmlformats-officedocument.wordprocessingml.document",
  xlsx: "application/vnd.openxmlformats-officedocument.spreadsheetml.sheet",
  doc: "application/msword",
  xls: "application/vnd.ms-excel",
  txt: "text/plain; charset=utf-8",
};
export type DocumentExt = keyof typeof DOCUMENT_TYPES;

function startsWith(bytes: Uint8Array, sig: number[]): boolean {
  return sig.every((b, i) => bytes[i] === b);
}

function documentKind(bytes: Uint8Array, ext: string): boolean {
  switch (ext) {
    case "pdf":
      return startsWith(bytes, [0x25, 0x50, 0x44, 0x46]);
    case "docx":
    case "xlsx":
      return startsWith(bytes, [0x50, 0x4b, 0x03, 0x04]);
    case "doc":
    case "xls":
      return startsWith(bytes, [0xd0, 0xcf, 0x11, 0xe0, 0xa1, 0xb1, 0x1a, 0xe1]);
    case "txt":
      if (bytes.includes(0)) return false;
      try {
        new TextDecoder("utf-8", { fatal: true }).decode(bytes);
        return true;
      } catch {
        return false;
      }
    default:
      return false;
  }
}

/** A file name safe to show and to put in Content-Disposition: no paths, no control characters. */
export function cleanName(name: string): string {
  const base = name.split(/[\\/]/).pop() ?? "";
  // biome-ignore lint/suspicious/noControlCharactersInRegex: stripping control characters is the point
  const clean = base.replace(/[\u0000-\u001f\u007f"]/g, "").trim();
  return clean.slice(-100) || "附件";
}

export type UploadRule = {
  maxBytes: number;
  documents: readonly string[];
  images: boolean;
  empty: string;
  tooBig: string;
  wrongType: string;
};

export async function checkUpload(file: File, rule: UploadRule): Promise<CheckedUpload> {
  if (file.size === 0) throw new UploadError(rule.empty);
  if (file.size > rule.maxBytes) throw new UploadError(rule.tooBig);
  const bytes = new Uint8Array(await file.arrayBuffer());
  const name = cleanName(file.name);
  const image = rule.images ? sniffImage(bytes) : null;
  if (image) return { kind: "image", ext: image.ext, mime: image.type, bytes, name };
  const ext = name.includes(".") ? (name.split(".").pop() ?? "").toLowerCase() : "";
  const mime = rule.documents.includes(ext) ? DOCUMENT_TYPES[ext] : undefined;
  if (!mime || !documentKind(bytes, ext)) throw new UploadError(rule.wrongType);
  return { kind: "file", ext, mime, bytes, name };
}

/** R2 metadata of a private upload that makes its signed download save under the file's own name. */
export function fileMetadata(upload: CheckedUpload): R2HTTPMetadata {
  return {
    contentType: upload.mime,
    cacheControl: "private, no-store",
    contentDisposition: `attachment; filename*=UTF-8''${encodeURIComponent(upload.name)}`,
  };
}
