import { pageInput } from "#core/page";
import { contentProcedure, router } from "../../trpc/init";
import { flaggedTemplates, ruleCitations } from "./citations.service";

// 引用复核 in the console (content editors): what cites a statute entry no longer in force.
export const citationsRouter = router({
  templates: contentProcedure.input(pageInput).query(({ ctx, input }) => flaggedTemplates(ctx.db, input)),
  rules: contentProcedure.query(({ ctx }) => ruleCitations(ctx.db)),
});
