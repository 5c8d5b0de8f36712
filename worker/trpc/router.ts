import { realtimeRouter } from "../features/realtime/realtime.router";
import { regionsRouter } from "../features/regions/regions.router";
import { settleInRouter } from "../features/settle-in/settle-in.router";
import { siteRouter } from "../features/site/site.router";
import { createCallerFactory, router } from "./init";

export const appRouter = router({
  site: siteRouter,
  regions: regionsRouter,
  realtime: realtimeRouter,
  settleIn: settleInRouter,
});

export type AppRouter = typeof appRouter;
export const createCaller = createCallerFactory(appRouter);
