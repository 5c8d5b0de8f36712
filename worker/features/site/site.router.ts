import { adminProcedure, publicProcedure, router } from "../../trpc/init";
import { consoleOverview, navbar } from "./site.service";

export const siteRouter = router({
  navbar: publicProcedure.query(({ ctx }) => navbar(ctx.db, ctx.env)),
  /** Back-office dashboard figures; later issues add their queues here. */
  consoleOverview: adminProcedure.query(({ ctx }) => consoleOverview(ctx.db)),
});
