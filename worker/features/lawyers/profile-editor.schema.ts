import { z } from "zod";
import { DISPLAY_TEXT_MESSAGE, isDisplaySafe, isMultilineDisplaySafe } from "#core/display-text";
import { TAG_CHARS, TAGS_MAX } from "#core/lawyers";
import { parseYuan } from "#core/money";

// What a lawyer may change on the public profile. Prices are typed in yuan and kept in fen; an empty
// price means the service is not offered.
export const PRICE_MIN_FEN = 100;
export const PRICE_MAX_FEN = 999_900;

function price(label: string) {
  return z
    .string()
    .trim()
    .default("")
    .transform((text, ctx) => {
      if (text === "") return null;
      let fen: number;
      try {
        fen = parseYuan(text);
      } catch {
        ctx.addIssue({ code: "custom", message: `${label}价格格式不正确，最多两位小数` });
        return z.NEVER;
      }
      if (fen < PRICE_MIN_FEN || fen > PRICE_MAX_FEN) {
        ctx.addIssue({ code: "custom", message: `${label}价格应在 ¥1 到 ¥9,999 之间` });
        return z.NEVER;
      }
      return fen;
    });
}

export const profileEditInput = z.object({
  title: z.string().trim().max(20, "头衔不能超过 20 个字").refine(isDisplaySafe, `头衔${DISPLAY_TEXT_MESSAGE}`).default(""),
  intro: z.string().trim().max(1000, "个人简介不能超过 1000 字").refine(isMultilineDisplaySafe, `个人简介${DISPLAY_TEXT_MESSAGE}`).default(""),
  tags: z
    .string()
    .default("")
    .transform((text) => [...new Set(text.split(/[\s,，、;；]+/).filter(Boolean))])
    .refine((tags) => tags.length <= TAGS_MAX, `标签最多 ${TAGS_MAX} 个`)
    .refine((tags) => tags.every((t) => [...t].length <= TAG_CHARS), `每个标签不超过 ${TAG_CHARS} 个字`)
    .refine((tags) => tags.every(isDisplaySafe), `标签${DISPLAY_TEXT_MESSAGE}`),
  phonePrice: price("电话咨询"),
  onlinePrice: price("在线咨询"),
  customPrice: price("合同定制"),
  reviewPrice: price("合同审查"),
});
export type ProfileEdit = z.infer<typeof profileEditInput>;
