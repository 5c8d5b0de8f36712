import type { Session } from "#worker/middleware/session";
import type { Context } from "#worker/trpc/init";

declare module "react-router" {
  interface AppLoadContext {
    cloudflare: { env: Env; ctx: ExecutionContext };
    trpc: Context;
    session: Session;
    /** The Content-Security-Policy nonce of this response, for the SSR scripts. */
    cspNonce: string;
  }
}
