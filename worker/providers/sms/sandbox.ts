import type { DB } from "#db/client";
import { smsOutbox } from "#db/schema";
import { type SmsProvider, type SmsTemplate, templateParam } from "./sms";

// The text a user would receive; the real provider's templates are registered in the Aliyun console
// with the same wording, so what a developer reads in the outbox is what production sends.
const TEXTS: Record<SmsTemplate, (code: string) => string> = {
  login: (code) => `【契合】您的登录验证码为 ${code}，5 分钟内有效。请勿泄露给他人。`,
  register: (code) => `【契合】您正在注册契合账号，验证码为 ${code}，5 分钟内有效。请勿泄露给他人。`,
  reset: (code) => `【契合】您正在重置登录密码，验证码为 ${code}，5 分钟内有效。如非本人操作，请忽略本短信。`,
  bind: (code) => `【契合】您正在绑定手机号，验证码为 ${code}，5 分钟内有效。请勿泄露给他人。`,
};

export function renderSms(template: SmsTemplate, code: string): string {
  return TEXTS[template](code);
}

/** The embedded default: "sends" by writing the rendered message to sms_outbox (read at /__dev/sms). */
export class SandboxSms implements SmsProvider {
  readonly name = "sandbox";

  constructor(
    private readonly db: DB,
    private readonly now: () => number = Date.now,
  ) {}

  async sendCode(phone: string, template: SmsTemplate, code: string): Promise<void> {
    await this.db.insert(smsOutbox).values({ phone, template, content: renderSms(template, code), params: templateParam(code), createdAt: this.now() });
  }
}
