import { ProviderError } from "../provider-error";

// The e-mail provider interface. The sandbox (embedded default) writes to the email_outbox table; the
// real provider is Aliyun DirectMail (邮件推送). Services depend on this interface only.

export interface EmailMessage {
  /** One recipient address. */
  to: string;
  subject: string;
  /** Plain-text body: always sent, and what the sandbox outbox keeps. */
  text: string;
  /** Optional HTML alternative. */
  html?: string;
}

export interface EmailProvider {
  readonly name: "sandbox" | "aliyun";
  /** Sends one message; throws EmailError with a Chinese message when the provider refuses. */
  send(msg: EmailMessage): Promise<void>;
}

export class EmailError extends ProviderError {
  override name = "EmailError";
}

/** A missing or unsafe provider configuration; raised when the provider is built, never shown to users. */
export class EmailConfigError extends Error {
  override name = "EmailConfigError";
}
