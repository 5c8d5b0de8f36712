import { publicProcedure, router } from "../../trpc/init";
import { checkFileInput, checkTextInput } from "./contract-check.schema";
import { checkDocx, checkText } from "./contract-check.service";

// 合同体检 is open to visitors: nothing is stored, and the text is bounded by the schema.
export const contractCheckRouter = router({
  text: publicProcedure.input(checkTextInput).mutation(({ ctx, input }) => checkText(ctx.db, input.text, input.kind)),
  docx: publicProcedure.input(checkFileInput).mutation(({ ctx, input }) => checkDocx(ctx.db, input.file, input.kind)),
});
