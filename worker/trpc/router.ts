import { authRouter } from "../features/auth/auth.router";
import { feesRouter } from "../features/fees/fees.router";
import { realtimeRouter } from "../features/realtime/realtime.router";
import { regionsRouter } from "../features/regions/regions.router";
import { settleInRouter } from "../features/settle-in/settle-in.router";
import { siteRouter } from "../features/site/site.router";
import { templatesRouter } from "../features/templates/templates.router";
import { usersRouter } from "../features/users/users.router";
import { createCallerFactory, router } from "./init";

export const appRouter = router({
  auth: authRouter,
  site: siteRouter,
  regions: regionsRouter,
  realtime: realtimeRouter,
  settleIn: settleInRouter,
  users: usersRouter,
  templates: templatesRouter,
  fees: feesRouter,
});

export type AppRouter = typeof appRouter;
export const createCaller = createCallerFactory(appRouter);
