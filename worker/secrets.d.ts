// Secrets are not in wrangler.toml: locally they come from .dev.vars (generated on first start),
// in production from `wrangler secret put`. Merged into the Env that `wrangler types` generates.
interface __BaseEnv_Env {
  /** HMAC key of access tokens, websocket tickets and signed file URLs (≥ 32 characters). */
  AUTH_SECRET: string;
}
