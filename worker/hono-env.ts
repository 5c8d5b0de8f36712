import type { Session } from "./middleware/session";
import type { Context } from "./trpc/init";

/** `cspNonce`: this request's Content-Security-Policy nonce (middleware/security-headers), for the SSR scripts. */
export type AppEnv = { Bindings: Env; Variables: { session: Session; trpc: Context; cspNonce: string } };
