// Secrets are not in wrangler.toml: locally they come from .dev.vars (generated on first start),
// in production from `wrangler secret put`. Merged into the Env that `wrangler types` generates.
interface __BaseEnv_Env {
  /** HMAC key of access tokens, websocket tickets and signed file URLs (≥ 32 characters). */
  AUTH_SECRET: string;
  /** HMAC key mixed into password hashes (a pepper kept out of the database). */
  PASSWORD_PEPPER: string;
  /** SMS provider: "sandbox" (default, writes to sms_outbox) or "aliyun". */
  SMS_PROVIDER?: string;
  /** "1" lets a production configuration run on sandbox providers (a staging copy, a demo). */
  ALLOW_SANDBOX_PROVIDERS?: string;
  /** Aliyun AccessKey ID of a RAM user allowed dysms:SendSms. */
  ALIYUN_ACCESS_KEY_ID?: string;
  /** Aliyun AccessKey secret of that RAM user. */
  ALIYUN_ACCESS_KEY_SECRET?: string;
  /** Approved SMS signature (签名), e.g. 契合. */
  ALIYUN_SMS_SIGN_NAME?: string;
  /** TemplateCode (SMS_…) of the login code message; one ${code} variable. */
  ALIYUN_SMS_TEMPLATE_LOGIN?: string;
  /** TemplateCode of the registration code message. */
  ALIYUN_SMS_TEMPLATE_REGISTER?: string;
  /** TemplateCode of the password-reset code message. */
  ALIYUN_SMS_TEMPLATE_RESET?: string;
  /** TemplateCode of the bind-phone code message. */
  ALIYUN_SMS_TEMPLATE_BIND?: string;
  /** WeChat website login: "sandbox" (default, a local scan page) or "wechat" (WeChat Open Platform). */
  WECHAT_LOGIN_PROVIDER?: string;
  /** AppID of the approved 网站应用 on the WeChat Open Platform. */
  WECHAT_APP_ID?: string;
  /** AppSecret of that 网站应用. */
  WECHAT_APP_SECRET?: string;
}
