import { CHAT_FILE_MAX_BYTES } from "#core/advice";
import { sniffImage } from "../users/avatar";

// Images and documents sent in a conversation: recognised by their bytes, never by the name the
// browser gives, and stored privately under private/chats/{chatId}/.
export type ChatUpload = { kind: "image" | "file"; ext: string; mime: string; bytes: Uint8Array; name: string };

export class ChatFileError extends Error {
  override name = "ChatFileError";
}

const DOCS: Record<string, string> = {
  pdf: "application/pdf",
  docx: "application/vnd.openxmlformats-officedocument.wordprocessingml.document",
  xlsx: "application/vnd.openxmlformats-officedocument.spreadsheetml.sheet",
  doc: "application/msword",
  xls: "application/vnd.ms-excel",
  txt: "text/plain; charset=utf-8",
};

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

export async function checkChatFile(file: File): Promise<ChatUpload> {
  if (file.size === 0) throw new ChatFileError("请选择要发送的文件");
  if (file.size > CHAT_FILE_MAX_BYTES) throw new ChatFileError("单个文件不能超过 10MB");
  const bytes = new Uint8Array(await file.arrayBuffer());
  const name = cleanName(file.name);
  const image = sniffImage(bytes);
  if (image) return { kind: "image", ext: image.ext, mime: image.type, bytes, name };
  const ext = name.includes(".") ? (name.split(".").pop() ?? "").toLowerCase() : "";
  const mime = DOCS[ext];
  if (!mime || !documentKind(bytes, ext)) throw new ChatFileError("仅支持发送 JPG、PNG、WebP 图片和 PDF、Word、Excel、TXT 文件");
  return { kind: "file", ext, mime, bytes, name };
}

export function chatFileKey(chatId: number, ext: string): string {
  return `private/chats/${chatId}/${crypto.randomUUID()}.${ext}`;
}
