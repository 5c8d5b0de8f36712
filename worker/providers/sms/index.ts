import type { DB } from "#db/client";
import { sandboxAllowed } from "../../middleware/environment";
import { AliyunSms } from "./aliyun";
import { SandboxSms } from "./sandbox";
import { SmsConfigError, type SmsProvider, type SmsTemplate } from "./sms";

const TEMPLATE_VARS = {
  login: "ALIYUN_SMS_TEMPLATE_LOGIN",
  register: "ALIYUN_SMS_TEMPLATE_REGISTER",
  reset: "ALIYUN_SMS_TEMPLATE_RESET",
  bind: "ALIYUN_SMS_TEMPLATE_BIND",
} as const satisfies Record<SmsTemplate, keyof Env>;

const ALIYUN_VARS = ["ALIYUN_ACCESS_KEY_ID", "ALIYUN_ACCESS_KEY_SECRET", "ALIYUN_SMS_SIGN_NAME", ...Object.values(TEMPLATE_VARS)] as const;

function aliyun(env: Env): AliyunSms {
  const value = Object.fromEntries(ALIYUN_VARS.map((name) => [name, env[name]?.trim() ?? ""])) as Record<(typeof ALIYUN_VARS)[number], string>;
  const missing = ALIYUN_VARS.filter((name) => !value[name]);
  if (missing.length > 0) throw new SmsConfigError(`SMS_PROVIDER=aliyun 缺少配置：${missing.join("、")}`);
  return new AliyunSms({
    accessKeyId: value.ALIYUN_ACCESS_KEY_ID,
    accessKeySecret: value.ALIYUN_ACCESS_KEY_SECRET,
    signName: value.ALIYUN_SMS_SIGN_NAME,
    templateCodes: {
      login: value[TEMPLATE_VARS.login],
      register: value[TEMPLATE_VARS.register],
      reset: value[TEMPLATE_VARS.reset],
      bind: value[TEMPLATE_VARS.bind],
    },
  });
}

/**
 * The configured SMS provider: SMS_PROVIDER=sandbox (default, writes to the outbox) or aliyun.
 * Production refuses the sandbox unless ALLOW_SANDBOX_PROVIDERS=1, so a forgotten setting cannot
 * silently swallow every verification code.
 */
export function smsProvider(env: Env, db: DB): SmsProvider {
  const kind = env.SMS_PROVIDER?.trim() || "sandbox";
  if (kind === "aliyun") return aliyun(env);
  if (kind !== "sandbox") throw new SmsConfigError(`SMS_PROVIDER 取值无效：${kind}（可选 sandbox、aliyun）`);
  if (!sandboxAllowed(env)) {
    throw new SmsConfigError("生产环境不能使用短信沙箱：请配置 SMS_PROVIDER=aliyun，或显式设置 ALLOW_SANDBOX_PROVIDERS=1");
  }
  return new SandboxSms(db);
}
