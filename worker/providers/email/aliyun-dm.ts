import { type Fetch, signAcs3 } from "../sms/aliyun";
import { EmailError, type EmailMessage, type EmailProvider } from "./email";

// Aliyun DirectMail (邮件推送, dm 2015-11-23, SingleSendMail), signed with the same V3 scheme as SMS,
// ACS3-HMAC-SHA256: https://help.aliyun.com/zh/direct-mail/api-dm-2015-11-23-singlesendmail
// RPC style: every parameter travels in the query string and the body is empty (all the shared signer
// supports). That suits our messages (short notices and codes); a very large HtmlBody would need the
// form-body variant of the signature.

const ENDPOINT = "dm.aliyuncs.com";
const VERSION = "2015-11-23";
const TIMEOUT_MS = 10_000;
/** The sender's display name. */
const FROM_ALIAS = "契合";

const GENERIC_FAILURE = "邮件发送失败，请稍后再试";
/** Vendor codes a user can act on; everything else (sender address, domain, quota, keys) is the operator's. */
const FAILURES: Record<string, string> = {
  InvalidToAddress: "收件邮箱地址不正确",
  "InvalidToAddress.Spam": "该邮箱地址暂时无法接收邮件，请更换邮箱",
  "InvalidMailAddress.NotFound": "收件邮箱地址不正确",
  "Throttling.User": "邮件发送过于频繁，请稍后再试",
};

export interface AliyunEmailOptions {
  accessKeyId: string;
  accessKeySecret: string;
  /** The verified sender address (发信地址) configured in the DirectMail console. */
  accountName: string;
  /** Injected by tests so nothing reaches the network. */
  fetch?: Fetch;
  now?: () => Date;
  nonce?: () => string;
}

type SingleSendMailReply = { EnvId?: string; RequestId?: string; Code?: string; Message?: string };

/** The SingleSendMail parameters of a message (exported for tests). */
export function singleSendMailQuery(accountName: string, msg: EmailMessage): Record<string, string> {
  return {
    AccountName: accountName,
    // 1: send from the sender address itself (0 would be a random address of the domain).
    AddressType: "1",
    ReplyToAddress: "false",
    ToAddress: msg.to,
    Subject: msg.subject,
    TextBody: msg.text,
    ...(msg.html ? { HtmlBody: msg.html } : {}),
    FromAlias: FROM_ALIAS,
  };
}

export class AliyunEmail implements EmailProvider {
  readonly name = "aliyun";
  // A private field keeps the secret out of logs that print the provider object.
  readonly #options: AliyunEmailOptions;

  constructor(options: AliyunEmailOptions) {
    this.#options = options;
  }

  async send(msg: EmailMessage): Promise<void> {
    const { accessKeyId, accessKeySecret, accountName } = this.#options;
    const send = this.#options.fetch ?? ((url, init) => fetch(url, init));
    const request = signAcs3(
      {
        method: "POST",
        host: ENDPOINT,
        action: "SingleSendMail",
        version: VERSION,
        query: singleSendMailQuery(accountName, msg),
        date: this.#options.now?.() ?? new Date(),
        nonce: this.#options.nonce?.() ?? crypto.randomUUID().replaceAll("-", ""),
      },
      { accessKeyId, accessKeySecret },
    );

    let reply: SingleSendMailReply;
    let ok: boolean;
    try {
      const res = await send(request.url, { method: "POST", headers: request.headers, signal: AbortSignal.timeout(TIMEOUT_MS) });
      ok = res.ok;
      // Refusals come with a 4xx/5xx status and {Code, Message, RequestId}.
      reply = Object(await res.json());
    } catch (error) {
      console.error("Aliyun SingleSendMail unreachable or unreadable", error instanceof Error ? error.message : error);
      throw new EmailError(GENERIC_FAILURE);
    }
    if (ok && !reply.Code && reply.EnvId) return;
    console.error("Aliyun SingleSendMail refused", { code: reply.Code, message: reply.Message, requestId: reply.RequestId });
    throw new EmailError((reply.Code && FAILURES[reply.Code]) || GENERIC_FAILURE, reply.Code);
  }
}
