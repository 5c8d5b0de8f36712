import type { Session } from "./middleware/session";
import type { Context } from "./trpc/init";

export type AppEnv = { Bindings: Env; Variables: { session: Session; trpc: Context } };
