import { z } from "zod";
import { DISPLAY_TEXT_MESSAGE, isDisplaySafe, isMultilineDisplaySafe } from "./display-text";
import { parseYuan } from "./money";
import { PUBLISHING_LIMITS as L, PUBLISHING_MESSAGES as M, TEMPLATE_FILE_MAX_BYTES } from "./publishing";

// 范本管理 (issue 16): the console's template form, one schema for the page and the procedure, with the
// limits and messages of the upload area (core/publishing) so a template is held to the same rules
// whoever writes it. The text comes from an uploaded .docx (read on the server) or is pasted.

/** Sources the console gives the templates it makes; 用户提供 rows come only through an author's upload. */
export const CONSOLE_SOURCES = [0, 2] as const;

export const TEMPLATE_EDIT_MESSAGES = {
  authorText: "用户提供的范本由作者修改并经审核后更新，后台只能调整分类或上下架",
  textMissing: `请上传 Word 文件或粘贴正文（至少 ${L.bodyMin} 字）`,
} as const;

const unixLines = (v: string) => v.replace(/\r\n?/g, "\n");
const id = (message: string) => z.coerce.number({ error: message }).int(message).positive(message);
const version = z.coerce.number().int().min(0);

/** Yuan as typed (empty or 0 for free, at most two decimals, ¥ and 元 allowed) → fen. */
const price = z
  .string()
  .trim()
  .default("")
  .transform((value, ctx) => {
    const text = value.replace(/^[¥￥]/, "").replace(/元$/, "");
    if (text === "") return 0;
    try {
      const fen = parseYuan(text);
      if (fen <= L.priceMaxFen) return fen;
    } catch {
      // Reported below with the rule.
    }
    ctx.addIssue({ code: "custom", message: "价格应为 0 至 9999 元，最多两位小数（免费填 0）" });
    return z.NEVER;
  });

/** 使用说明 / 风险提示: one per line in the form (or a list), blank lines dropped. */
const notes = (label: string) =>
  z
    .union([z.array(z.string()), z.string().transform((v) => unixLines(v).split("\n"))])
    .default([])
    .transform((items) => items.map((i) => i.trim()).filter(Boolean))
    .pipe(
      z
        .array(z.string().max(L.noteMax, `${label}每条不超过 ${L.noteMax} 字`).refine(isDisplaySafe, `${label}${DISPLAY_TEXT_MESSAGE}`))
        .max(L.notesMax, `${label}最多 ${L.notesMax} 条`),
    );

/** A chosen .docx (an empty file input posts a nameless empty file: none chosen). */
const docxFile = z
  .instanceof(File)
  .optional()
  .transform((f) => (f && f.size > 0 ? f : undefined))
  .refine((f) => !f || f.size <= TEMPLATE_FILE_MAX_BYTES, M.fileTooBig)
  .refine((f) => !f || /\.docx$/i.test(f.name), M.fileType);

const body = z.string().overwrite(unixLines).trim().max(L.bodyMax, M.bodyLong).refine(isMultilineDisplaySafe, `正文${DISPLAY_TEXT_MESSAGE}`).default("");

/** The length the body rule counts: characters other than white space (as the upload gates). */
export const bodyLength = (text: string) => [...text.replace(/\s/g, "")].length;

export const templateFields = z
  .object({
    categoryId: id(M.category),
    title: z
      .string({ error: M.titleLength })
      .trim()
      .min(L.titleMin, M.titleLength)
      .max(L.titleMax, M.titleLength)
      .refine(isDisplaySafe, `标题${DISPLAY_TEXT_MESSAGE}`),
    source: z.coerce.number({ error: "请选择来源" }).pipe(z.literal(CONSOLE_SOURCES, { error: "请选择来源" })),
    price,
    memberFree: z.unknown().transform((v) => v === true || v === "on" || v === "true"),
    summary: z
      .string({ error: M.summary })
      .overwrite(unixLines)
      .trim()
      .min(1, M.summary)
      .max(L.summaryMax, `适用场景不超过 ${L.summaryMax} 字`)
      .refine(isMultilineDisplaySafe, `适用场景${DISPLAY_TEXT_MESSAGE}`),
    useNotes: notes("使用说明"),
    riskNotes: notes("风险提示"),
    body,
    file: docxFile,
  })
  // The uploaded file's text replaces the body; without one the pasted text must make a contract.
  .refine((v) => v.file !== undefined || bodyLength(v.body) >= L.bodyMin, { path: ["body"], message: TEMPLATE_EDIT_MESSAGES.textMissing });
export type TemplateFields = z.output<typeof templateFields>;

export const templateEdit = templateFields.safeExtend({ id: id("范本编号无效"), version });

/** A user-provided template: the console changes its category only (the text is the author's). */
export const templateCategoryEdit = z.object({ id: id("范本编号无效"), version, categoryId: id(M.category) });
