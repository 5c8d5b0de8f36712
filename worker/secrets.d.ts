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
  /** Name-card sync: "sandbox" (default, writes to name_card_syncs) or "live" (PUT to NAME_CARD_URL). */
  NAME_CARD_PROVIDER?: string;
  /** Bearer token of the card product's API. */
  NAME_CARD_TOKEN?: string;
  /** HMAC-SHA256 key signing each PUT body (X-Qihe-Signature). */
  NAME_CARD_SECRET?: string;
  /** E-mail provider: "sandbox" (default, writes to email_outbox) or "aliyun" (DirectMail). */
  EMAIL_PROVIDER?: string;
  /** Verified DirectMail sender address (发信地址), e.g. noreply@mail.example.cn; the RAM user also needs dm:SingleSendMail. */
  ALIYUN_DM_ACCOUNT_NAME?: string;
  /** Payments: "sandbox" (default, the local cashier takes both channels) or "live" (WeChat Pay and Alipay). */
  PAY_PROVIDER?: string;
  /** WeChat Pay merchant number (商户号). */
  WECHATPAY_MCH_ID?: string;
  /** AppID bound to the merchant number (Native payments are made in its name). */
  WECHATPAY_APP_ID?: string;
  /** Serial number of the merchant API certificate (商户API证书序列号). */
  WECHATPAY_SERIAL_NO?: string;
  /** Merchant API private key, PKCS#8 PEM (apiclient_key.pem); "\n" escapes are accepted. */
  WECHATPAY_PRIVATE_KEY?: string;
  /** APIv3 key (32 characters): decrypts notifications. */
  WECHATPAY_API_V3_KEY?: string;
  /** WeChat Pay public key, SPKI PEM (微信支付公钥, pub_key.pem), or a platform certificate (X.509 PEM): verifies responses and notifications. */
  WECHATPAY_PUBLIC_KEY?: string;
  /** ID of that key (PUB_KEY_ID_…, or the certificate's serial number), sent as Wechatpay-Serial and expected back. */
  WECHATPAY_PUBLIC_KEY_ID?: string;
  /** Alipay AppID of the application signed up for 当面付. */
  ALIPAY_APP_ID?: string;
  /** Application private key (应用私钥), PKCS#8 PEM or the bare base64 of Alipay's key tool; "\n" escapes are accepted. */
  ALIPAY_PRIVATE_KEY?: string;
  /** Alipay public key (支付宝公钥, public-key mode), SPKI PEM or bare base64: verifies responses and notifications. */
  ALIPAY_PUBLIC_KEY?: string;
  /** The merchant's Alipay account PID (2088…, 合作伙伴身份): notifications for another seller_id are refused. */
  ALIPAY_SELLER_ID?: string;
  /** Withdrawal payouts: "sandbox" (default, paid after a simulated bank delay) or "alipay" (转账到银行卡 with the ALIPAY_* keys). */
  PAYOUT_PROVIDER?: string;
  /** Invoicing: "sandbox" (default, a PDF marked 样票 in R2); a real 数电发票 service implements InvoiceProvider. */
  INVOICE_PROVIDER?: string;
  /** The seller printed on invoices (销售方名称), e.g. the operating company's registered name. */
  INVOICE_SELLER_NAME?: string;
  /** The seller's 统一社会信用代码. */
  INVOICE_SELLER_TAX_NO?: string;
}
