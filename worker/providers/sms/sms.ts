import { ProviderError } from "../provider-error";

// The SMS provider interface. The sandbox (embedded default) writes to the sms_outbox table; the real
// provider is Aliyun SMS (dysmsapi). Services depend on this interface only.
export type SmsTemplate = "login" | "register" | "reset" | "bind";

export interface SmsProvider {
  readonly name: "sandbox" | "aliyun";
  /** Sends a verification code; throws SmsError with a Chinese message when the provider refuses. */
  sendCode(phone: string, template: SmsTemplate, code: string): Promise<void>;
}

export class SmsError extends ProviderError {
  override name = "SmsError";
}

/** A missing or unsafe provider configuration; raised when the provider is built, never shown to users. */
export class SmsConfigError extends Error {
  override name = "SmsConfigError";
}

/** The template variables every provider sends (Aliyun's TemplateParam, the outbox's params column). */
export function templateParam(code: string): string {
  return JSON.stringify({ code });
}
