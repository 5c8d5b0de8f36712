import type { DB } from "#db/client";
import { sandboxAllowed } from "../../middleware/environment";
import { HtkNameCards } from "./htk";
import { NameCardError, type NameCardProvider } from "./name-card";
import { SandboxNameCards } from "./sandbox";

/**
 * NAME_CARD_PROVIDER=sandbox (default: records the PUT in name_card_syncs) or live (NAME_CARD_URL with
 * NAME_CARD_TOKEN and NAME_CARD_SECRET). Production refuses the sandbox unless ALLOW_SANDBOX_PROVIDERS=1.
 */
export function nameCardProvider(env: Env, db: DB): NameCardProvider {
  const kind = env.NAME_CARD_PROVIDER?.trim() || "sandbox";
  if (kind === "live") {
    const token = env.NAME_CARD_TOKEN?.trim() ?? "";
    const secret = env.NAME_CARD_SECRET?.trim() ?? "";
    if (!env.NAME_CARD_URL || !token || !secret) throw new NameCardError("NAME_CARD_PROVIDER=live 缺少配置：NAME_CARD_URL、NAME_CARD_TOKEN、NAME_CARD_SECRET");
    return new HtkNameCards({ baseUrl: env.NAME_CARD_URL, token, secret });
  }
  if (kind !== "sandbox") throw new NameCardError(`NAME_CARD_PROVIDER 取值无效：${kind}（可选 sandbox、live）`);
  if (!sandboxAllowed(env)) {
    throw new NameCardError("生产环境不能使用名片沙箱：请配置 NAME_CARD_PROVIDER=live，或显式设置 ALLOW_SANDBOX_PROVIDERS=1");
  }
  return new SandboxNameCards(db);
}
