import { CHAT_FILE_MAX_BYTES } from "#core/advice";
import { type CheckedUpload, checkUpload, UploadError } from "../../files/checked-upload";

// Images and documents sent in a conversation, stored privately under private/chats/{chatId}/.
export type ChatUpload = CheckedUpload;
export { UploadError as ChatFileError };

export function checkChatFile(file: File): Promise<ChatUpload> {
  return checkUpload(file, {
    maxBytes: CHAT_FILE_MAX_BYTES,
    documents: ["pdf", "docx", "xlsx", "doc", "xls", "txt"],
    images: true,
    empty: "请选择要发送的文件",
    tooBig: "单个文件不能超过 10MB",
    wrongType: "仅支持发送 JPG、PNG、WebP 图片和 PDF、Word、Excel、TXT 文件",
  });
}

export function chatFileKey(chatId: number, ext: string): string {
  return `private/chats/${chatId}/${crypto.randomUUID()}.${ext}`;
}
