import { publicProcedure, router } from "../../trpc/init";
import { compareTarget, compareWithTemplate } from "./compare.service";
import { checkFileInput, checkTextInput, compareInput, compareTargetInput, kindsInput } from "./contract-check.schema";
import { checkDocx, checkText, kindOptions } from "./contract-check.service";

// 合同体检 is open to visitors: nothing is stored, and the text is bounded by the schema.
export const contractCheckRouter = router({
  /** The kinds a user may choose, and the one a template (when named) is checked as. */
  kinds: publicProcedure.input(kindsInput).query(({ ctx, input }) => kindOptions(ctx.db, input?.templateId)),
  text: publicProcedure.input(checkTextInput).mutation(({ ctx, input }) => checkText(ctx.db, input.text, input.kind)),
  docx: publicProcedure.input(checkFileInput).mutation(({ ctx, input }) => checkDocx(ctx.db, input.file, input.kind)),
  /** 对比范本: clause by clause against a template, as far as the caller may read it. */
  compare: publicProcedure
    .input(compareInput)
    .mutation(({ ctx, input }) => compareWithTemplate(ctx.db, ctx.user?.id ?? null, input.text, input.templateId, Date.now())),
  compareTarget: publicProcedure.input(compareTargetInput).query(({ ctx, input }) => compareTarget(ctx.db, ctx.user?.id ?? null, input.templateId, Date.now())),
});
