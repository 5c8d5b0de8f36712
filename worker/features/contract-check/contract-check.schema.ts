import { z } from "zod";
import { CHECK_TEXT_MAX, CHECK_TEXT_MIN } from "#core/contract-check/check";

// Control characters other than line breaks and tabs come from copying out of PDFs and Word: dropped, not refused.
// biome-ignore lint/suspicious/noControlCharactersInRegex: stripping control characters is the point
const CONTROL = /[\u0000-\u0008\u000b\u000c\u000e-\u001f\u007f\u202a-\u202e\u2066-\u2069]/g;

/** A kind's key (the console keeps the list); whether it names a kind is checked against the list read for the check. */
export const KIND_KEY = /^[a-z][a-z0-9-]{0,39}$/;
const kind = z.string({ error: "合同类型无效" }).regex(KIND_KEY, "合同类型无效").optional();

const contractText = z
  .string({ error: "请粘贴合同正文" })
  .transform((t) => t.replace(CONTROL, "").trim())
  .pipe(
    z
      .string()
      .min(CHECK_TEXT_MIN, `合同正文太短，请粘贴至少${CHECK_TEXT_MIN}个字`)
      .max(CHECK_TEXT_MAX, `合同正文不能超过${CHECK_TEXT_MAX / 10_000}万字，请分段检查`),
  );

export const checkTextInput = z.object({ text: contractText, kind });

const templateId = z.coerce.number({ error: "范本编号无效" }).int("范本编号无效").positive("范本编号无效");

export const compareInput = z.object({ text: contractText, templateId: templateId.optional() });
export const compareTargetInput = z.object({ templateId });

export const checkFileInput = z.object({ file: z.instanceof(File, { message: "请选择要检查的 Word 文件" }), kind });

export const kindsInput = z.object({ templateId: templateId.optional().catch(undefined) }).optional();
