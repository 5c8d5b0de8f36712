import { z } from "zod";
import { DICT_KINDS, DICT_LABEL_MAX, linkProblem } from "#core/dictionaries";
import { DISPLAY_TEXT_MESSAGE, isDisplaySafe } from "#core/display-text";

// Console input of the dictionaries and the navigation: one schema for the page's form and the procedure.

const id = z.coerce.number({ error: "编号无效" }).int("编号无效").positive("编号无效").max(2_147_483_647, "编号无效");

export const dictLabel = (what: string) =>
  z
    .string({ error: `请填写${what}` })
    .trim()
    .min(1, `请填写${what}`)
    .refine((v) => [...v].length <= DICT_LABEL_MAX, `${what}不能超过 ${DICT_LABEL_MAX} 个字`)
    .refine(isDisplaySafe, `${what}${DISPLAY_TEXT_MESSAGE}`);

const sort = z.coerce
  .number({ error: "排序应为 0–9999 的整数" })
  .int("排序应为 0–9999 的整数")
  .min(0, "排序应为 0–9999 的整数")
  .max(9999, "排序应为 0–9999 的整数");

/** A site path or a vetted https URL (core linkProblem). */
const link = z
  .string({ error: "请填写链接" })
  .trim()
  .superRefine((v, ctx) => {
    const problem = linkProblem(v);
    if (problem) ctx.addIssue({ code: "custom", message: problem });
  });

export const dictKindInput = z.object({ kind: z.enum(DICT_KINDS, { error: "字典类型不存在" }) });

export const dictAddInput = z.object({
  kind: z.enum(DICT_KINDS, { error: "字典类型不存在" }),
  label: dictLabel("名称"),
  value: link.optional(),
  sort: sort.optional(),
});

export const dictUpdateInput = z.object({ id, label: dictLabel("名称"), sort, value: link.optional() });

export const dictEnableInput = z.object({ id, enabled: z.boolean({ error: "请选择启用或停用" }) });

export const dictIdInput = z.object({ id });

export const navEditInput = z.object({
  name: dictLabel("导航名称"),
  routePath: link,
  /** 红点 or NEW; an empty choice is none. */
  badge: z.preprocess((v) => (v === "" || v === undefined ? null : v), z.enum(["dot", "new"], { error: "角标只能是红点或 NEW" }).nullable()),
  sort,
});

export const navUpdateInput = navEditInput.extend({ id });

export const fieldAddInput = z.object({
  name: dictLabel("领域名称"),
  /** Empty: a top-level field. */
  parentId: z.preprocess((v) => (v === "" || v === null ? undefined : v), id.optional()),
  sort: sort.optional(),
});

export const fieldUpdateInput = z.object({ id, name: dictLabel("领域名称"), sort });
