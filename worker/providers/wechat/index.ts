import { sandboxAllowed } from "../../middleware/environment";
import { OfficialWechatLogin } from "./official";
import { SandboxWechatLogin } from "./sandbox";
import { WechatConfigError, type WechatLogin } from "./wechat";

function official(env: Env): OfficialWechatLogin {
  const appId = env.WECHAT_APP_ID?.trim() ?? "";
  const appSecret = env.WECHAT_APP_SECRET?.trim() ?? "";
  const missing = Object.entries({ WECHAT_APP_ID: appId, WECHAT_APP_SECRET: appSecret }).flatMap(([name, value]) => (value ? [] : [name]));
  if (missing.length > 0) throw new WechatConfigError(`WECHAT_LOGIN_PROVIDER=wechat 缺少配置：${missing.join("、")}`);
  return new OfficialWechatLogin({ appId, appSecret });
}

/**
 * The configured WeChat login: WECHAT_LOGIN_PROVIDER=sandbox (default, a local "scan" page) or wechat.
 * Production refuses the sandbox unless ALLOW_SANDBOX_PROVIDERS=1: anyone could log in as anyone.
 */
export function wechatLogin(env: Env): WechatLogin {
  const kind = env.WECHAT_LOGIN_PROVIDER?.trim() || "sandbox";
  if (kind === "wechat") return official(env);
  if (kind !== "sandbox") throw new WechatConfigError(`WECHAT_LOGIN_PROVIDER 取值无效：${kind}（可选 sandbox、wechat）`);
  if (!sandboxAllowed(env)) {
    throw new WechatConfigError("生产环境不能使用微信登录沙箱：请配置 WECHAT_LOGIN_PROVIDER=wechat，或显式设置 ALLOW_SANDBOX_PROVIDERS=1");
  }
  return new SandboxWechatLogin(env.AUTH_SECRET);
}
