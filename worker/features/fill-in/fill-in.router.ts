import { z } from "zod";
import { CONFIRMABLE_TYPES } from "#core/fill-in/blanks";
import { pageInput } from "#core/page";
import { contentProcedure, router, staffWrite, userProcedure } from "../../trpc/init";
import { deleteDraft, downloadFilled, duplicateDraft, fillForm, ownDraft, pageDrafts, saveDraft } from "./fill-in.service";
import { blankList, confirmBlankList } from "./template-blanks.service";

// 在线填写 and 我的合同 (/myTemplate?tab=contracts): signed-in users only; drafts are the owner's alone.

const id = (message: string) => z.coerce.number({ error: message }).int(message).positive(message);
const idInput = z.object({ id: id("草稿编号无效") });
const templateInput = z.object({ templateId: id("范本编号无效") });

/** A form's values: at most 300 fields of at most 2,000 characters (a whole clause typed into a blank). */
const values = z
  .record(z.string().max(200, "填写项无效"), z.string().max(2_000, "每项最多填写 2000 字"))
  .refine((v) => Object.keys(v).length <= 300, "填写项过多");
const title = z.string({ error: "请填写合同名称" }).trim().min(1, "请填写合同名称").max(100, "合同名称最多 100 字");

/** A confirmed list of a template's blanks, for the version (updated_at) it was read from. */
const confirmInput = templateInput.extend({
  updatedAt: z.number().int().nonnegative(),
  blanks: z
    .array(
      z.object({
        key: z.string().max(200, "填写项无效"),
        type: z.enum([...CONFIRMABLE_TYPES, "choice", "skip"], { error: "填写项类型无效" }),
        label: z.string({ error: "请填写名称" }).trim().min(1, "请填写每一项的名称").max(50, "填写项名称最多 50 字"),
      }),
    )
    .max(300, "填写项过多")
    .refine((list) => new Set(list.map((b) => b.key)).size === list.length, "填写项重复"),
});

const saveInput = templateInput.extend({ id: id("草稿编号无效").optional(), title, values });
const downloadInput = templateInput.extend({
  title: title.optional().default(""),
  values,
  format: z.enum(["docx", "pdf"], { error: "下载格式无效" }).optional().default("docx"),
});

export const fillInRouter = router({
  form: userProcedure.input(templateInput).query(({ ctx, input }) => fillForm(ctx.db, ctx.user.id, input.templateId, Date.now())),
  drafts: userProcedure.input(pageInput).query(({ ctx, input }) => pageDrafts(ctx.db, ctx.user.id, input)),
  draft: userProcedure.input(idInput).query(({ ctx, input }) => ownDraft(ctx.db, ctx.user.id, input.id)),
  save: userProcedure.input(saveInput).mutation(({ ctx, input }) => saveDraft(ctx.db, ctx.user.id, input, Date.now())),
  duplicate: userProcedure.input(idInput).mutation(({ ctx, input }) => duplicateDraft(ctx.db, ctx.user.id, input.id, Date.now())),
  remove: userProcedure.input(idInput).mutation(async ({ ctx, input }) => {
    await deleteDraft(ctx.db, ctx.user.id, input.id);
    return true;
  }),
  download: userProcedure.input(downloadInput).mutation(({ ctx, input }) => downloadFilled(ctx.db, ctx.env, ctx.user.id, input, Date.now())),
  /** The author of a template: which blanks are which, as guessed and as confirmed; another's template is NOT_FOUND. */
  blanks: userProcedure.input(templateInput).query(({ ctx, input }) => blankList(ctx.db, input.templateId, ctx.user.id)),
  confirmBlanks: userProcedure.input(confirmInput).mutation(({ ctx, input }) => confirmBlankList(ctx.db, ctx.user.id, ctx.user.id, input, Date.now())),
  /** The console (内容审核): the same for any template. */
  console: router({
    blanks: contentProcedure.input(templateInput).query(({ ctx, input }) => blankList(ctx.db, input.templateId, null)),
    confirm: staffWrite("content", "template_blanks", { column: "template_id", inputKey: "templateId" })
      .input(confirmInput)
      .mutation(({ ctx, input }) => confirmBlankList(ctx.db, ctx.user.id, null, input, Date.now())),
  }),
});
