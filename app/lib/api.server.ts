import type { AppLoadContext } from "react-router";
import { createCaller } from "#worker/trpc/router";

/** Loaders and actions call procedures in-process with the request's context, never over HTTP. */
export function api(context: AppLoadContext) {
  return createCaller(context.trpc);
}
