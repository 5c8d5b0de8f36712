import { createTRPCClient, httpLink, TRPCClientError, type TRPCLink } from "@trpc/client";
import { observable } from "@trpc/server/observable";
import type { AppRouter } from "#worker/trpc/router";
import { toast } from "~/components/ui/toast";
import { reportRequestError, reportSessionExpired } from "./request-events";

// The browser's API client with the error handling of SPEC §8:
// 424 → session-expired flow; 402 → silently ignored; message 10001 → not shown; anything else → an
// error toast with the server's message. Requests time out after 30 s. Pass
// `context: { loading: true }` to show the 请求中... indicator while it runs.
export const REQUEST_TIMEOUT_MS = 30_000;
export const SILENT_MESSAGE = "10001";

export type RequestContext = { loading?: boolean; silent?: boolean };

let pending = 0;
const loadingListeners = new Set<(count: number) => void>();
function setPending(delta: number) {
  pending = Math.max(0, pending + delta);
  for (const l of loadingListeners) l(pending);
}
export function onLoadingChange(listener: (count: number) => void): () => void {
  loadingListeners.add(listener);
  return () => loadingListeners.delete(listener);
}

/** What the UI should do with a failed call; exported for tests. */
export function classifyError(status: number | undefined, message: string): "expired" | "ignore" | "quiet" | "toast" {
  if (status === 424) return "expired";
  if (status === 402) return "ignore";
  if (message === SILENT_MESSAGE) return "quiet";
  return "toast";
}

const errorLink: TRPCLink<AppRouter> =
  () =>
  ({ next, op }) =>
    observable((observer) => {
      const ctx = op.context as RequestContext;
      if (ctx.loading) setPending(1);
      const done = () => {
        if (ctx.loading) setPending(-1);
      };
      return next(op).subscribe({
        next: (value) => observer.next(value),
        error(err) {
          done();
          const status = err instanceof TRPCClientError ? (err.data as { httpStatus?: number } | undefined)?.httpStatus : undefined;
          const network = !(err instanceof TRPCClientError) || err.cause?.name === "TimeoutError" || err.cause?.name === "TypeError";
          const message = network && !status ? "网络异常，请检查网络后重试" : err.message;
          switch (classifyError(status, message)) {
            case "expired":
              reportSessionExpired();
              break;
            case "toast":
              if (!ctx.silent) toast.error(message);
              reportRequestError();
              break;
            default:
              break;
          }
          observer.error(err);
        },
        complete() {
          done();
          observer.complete();
        },
      });
    });

export const trpc = createTRPCClient<AppRouter>({
  links: [
    errorLink,
    httpLink({
      url: "/api/trpc",
      fetch: (input, init) => fetch(input, { ...init, credentials: "same-origin", signal: AbortSignal.timeout(REQUEST_TIMEOUT_MS) }),
    }),
  ],
});
