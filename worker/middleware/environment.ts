import type { Hono, MiddlewareHandler } from "hono";
import type { AppEnv } from "../hono-env";

// The one place that decides what a deployment serves besides the product. An allow-list, not a
// deny-list: a typo (`prod`, `Production`), an empty or a missing APP_ENV serves no developer tool.
const DEVELOPMENT_ENVS: ReadonlySet<string> = new Set(["development", "test"]);

type EnvFlags = Pick<Env, "APP_ENV" | "ALLOW_SANDBOX_PROVIDERS">;

/** Development and tests: the outboxes, stored captcha answers and the sandbox providers are on. */
function isDevelopment(env: EnvFlags): boolean {
  return DEVELOPMENT_ENVS.has(env.APP_ENV ?? "");
}

/**
 * Sandbox providers (SMS/e-mail/card outboxes, WeChat "scan" page, local cashier) run in development,
 * and elsewhere only when ALLOW_SANDBOX_PROVIDERS=1 says so explicitly (a demo deployment).
 */
export function sandboxAllowed(env: EnvFlags): boolean {
  return isDevelopment(env) || env.ALLOW_SANDBOX_PROVIDERS === "1";
}

/** `/__dev/*` hands out SMS codes, captcha answers and download links: development only, no override. */
const developmentOnly: MiddlewareHandler<AppEnv> = async (c, next) => (isDevelopment(c.env) ? next() : c.notFound());
const sandboxOnly: MiddlewareHandler<AppEnv> = async (c, next) => (sandboxAllowed(c.env) ? next() : c.notFound());

/** Paths of the sandbox providers: their pages and the notification only the sandbox cashier sends. */
const SANDBOX_PATHS = ["/__sandbox/*", "/pay/sandbox/*", "/pay/notify/sandbox"] as const;

/** Mounted before every route, so no route under these paths can forget the check. */
export function gateDevelopmentRoutes(app: Hono<AppEnv>): void {
  app.use("/__dev/*", developmentOnly);
  for (const path of SANDBOX_PATHS) app.use(path, sandboxOnly);
}
