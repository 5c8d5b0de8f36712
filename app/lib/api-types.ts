import type { inferRouterOutputs } from "@trpc/server";
import type { AppRouter } from "#worker/trpc/router";

/** What each procedure answers: pages and components take their data types from here, not from service files. */
export type Outputs = inferRouterOutputs<AppRouter>;
