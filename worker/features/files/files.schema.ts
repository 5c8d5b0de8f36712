import { z } from "zod";
import { DEFAULT_FILE_PURPOSE, FILE_ID, FILE_PURPOSE } from "#core/files";

const NOT_FOUND = "文件不存在";

/** A malformed id reads as a missing file, the answer a stranger's id gets too. */
export const fileIdInput = z.object({ id: z.string({ error: NOT_FOUND }).regex(FILE_ID, NOT_FOUND) });

export const fileUploadInput = z.object({
  file: z.instanceof(File, { message: "请选择要上传的文件" }),
  purpose: z
    .string()
    .regex(FILE_PURPOSE, "文件用途只能是小写字母、数字和下划线（以字母开头，最多 32 个字符）")
    .optional()
    .transform((p) => p ?? DEFAULT_FILE_PURPOSE),
});
