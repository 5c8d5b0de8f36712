import type { DB } from "#db/client";
import { sandboxAllowed } from "../../middleware/environment";
import { AliyunEmail } from "./aliyun-dm";
import { EmailConfigError, type EmailProvider } from "./email";
import { SandboxEmail } from "./sandbox";

const ALIYUN_VARS = ["ALIYUN_ACCESS_KEY_ID", "ALIYUN_ACCESS_KEY_SECRET", "ALIYUN_DM_ACCOUNT_NAME"] as const;

function aliyun(env: Env): AliyunEmail {
  const value = Object.fromEntries(ALIYUN_VARS.map((name) => [name, env[name]?.trim() ?? ""])) as Record<(typeof ALIYUN_VARS)[number], string>;
  const missing = ALIYUN_VARS.filter((name) => !value[name]);
  if (missing.length > 0) throw new EmailConfigError(`EMAIL_PROVIDER=aliyun 缺少配置：${missing.join("、")}`);
  return new AliyunEmail({
    accessKeyId: value.ALIYUN_ACCESS_KEY_ID,
    accessKeySecret: value.ALIYUN_ACCESS_KEY_SECRET,
    accountName: value.ALIYUN_DM_ACCOUNT_NAME,
  });
}

/**
 * The configured e-mail provider: EMAIL_PROVIDER=sandbox (default, writes to the outbox) or aliyun
 * (DirectMail, reusing the SMS AccessKey). Production refuses the sandbox unless
 * ALLOW_SANDBOX_PROVIDERS=1, so a forgotten setting cannot silently swallow every message.
 */
export function emailProvider(env: Env, db: DB): EmailProvider {
  const kind = env.EMAIL_PROVIDER?.trim() || "sandbox";
  if (kind === "aliyun") return aliyun(env);
  if (kind !== "sandbox") throw new EmailConfigError(`EMAIL_PROVIDER 取值无效：${kind}（可选 sandbox、aliyun）`);
  if (!sandboxAllowed(env)) {
    throw new EmailConfigError("生产环境不能使用邮件沙箱：请配置 EMAIL_PROVIDER=aliyun，或显式设置 ALLOW_SANDBOX_PROVIDERS=1");
  }
  return new SandboxEmail(db);
}
