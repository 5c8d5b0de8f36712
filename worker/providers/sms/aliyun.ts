import { hmacSha256Hex, sha256Hex } from "../../lib/crypto";
import { SmsError, type SmsProvider, type SmsTemplate, templateParam } from "./sms";

// Aliyun SMS (dysmsapi 2017-05-25, SendSms) signed with Aliyun's V3 scheme, ACS3-HMAC-SHA256:
// https://help.aliyun.com/zh/sdk/product-overview/v3-request-structure-and-signature
// SendSms is an RPC-style API: every parameter travels in the query string and the body is empty.

const ENDPOINT = "dysmsapi.aliyuncs.com";
const VERSION = "2017-05-25";
const ALGORITHM = "ACS3-HMAC-SHA256";
const TIMEOUT_MS = 10_000;

const GENERIC_FAILURE = "短信发送失败，请稍后再试";
/** Vendor codes a user can act on; everything else (quota, template, signature, keys) is the operator's. */
const FAILURES: Record<string, string> = {
  "isv.BUSINESS_LIMIT_CONTROL": "短信发送过于频繁，请稍后再试",
  "isv.DAY_LIMIT_CONTROL": "该手机号今日接收短信次数已达上限，请明天再试",
  "isv.MOBILE_NUMBER_ILLEGAL": "手机号格式不正确",
};

/** RFC 3986 encoding as the signature requires: space is %20, `*` is %2A, `~` stays (encodeURIComponent keeps !'()*). */
export function percentEncode(value: string): string {
  return encodeURIComponent(value).replace(/[!'()*]/g, (ch) => `%${ch.charCodeAt(0).toString(16).toUpperCase()}`);
}

/** Encoded name=value pairs sorted by name; it is both signed and sent, so the two cannot differ. */
export function canonicalQuery(query: Record<string, string>): string {
  return Object.entries(query)
    .map(([name, value]) => [percentEncode(name), percentEncode(value)] as const)
    .sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0))
    .map(([name, value]) => `${name}=${value}`)
    .join("&");
}

export interface Acs3Request {
  method: "GET" | "POST";
  host: string;
  action: string;
  version: string;
  query: Record<string, string>;
  date: Date;
  nonce: string;
}

export interface SignedRequest {
  url: string;
  /** Every signed header except Host (fetch derives it from the URL), plus Authorization. */
  headers: Record<string, string>;
  canonicalRequest: string;
}

/** Signs a request with an empty body at path "/" (all SendSms needs). */
export function signAcs3(req: Acs3Request, credentials: { accessKeyId: string; accessKeySecret: string }): SignedRequest {
  const signed: [string, string][] = [
    ["host", req.host],
    ["x-acs-action", req.action],
    ["x-acs-content-sha256", sha256Hex("")],
    // ISO 8601 in UTC to the second: Aliyun rejects milliseconds.
    ["x-acs-date", req.date.toISOString().replace(/\.\d{3}Z$/, "Z")],
    ["x-acs-signature-nonce", req.nonce],
    ["x-acs-version", req.version],
  ];
  signed.sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0));
  const signedHeaders = signed.map(([name]) => name).join(";");
  const query = canonicalQuery(req.query);
  const canonicalRequest = [req.method, "/", query, signed.map(([name, value]) => `${name}:${value.trim()}\n`).join(""), signedHeaders, sha256Hex("")].join(
    "\n",
  );
  const signature = hmacSha256Hex(credentials.accessKeySecret, `${ALGORITHM}\n${sha256Hex(canonicalRequest)}`);
  const headers = Object.fromEntries(signed.filter(([name]) => name !== "host"));
  headers.authorization = `${ALGORITHM} Credential=${credentials.accessKeyId},SignedHeaders=${signedHeaders},Signature=${signature}`;
  return { url: `https://${req.host}/${query ? `?${query}` : ""}`, headers, canonicalRequest };
}

export type Fetch = (url: string, init: RequestInit) => Promise<Response>;

export interface AliyunSmsOptions {
  accessKeyId: string;
  accessKeySecret: string;
  /** The approved signature, e.g. 契合. */
  signName: string;
  /** The approved TemplateCode (SMS_…) of each template; each takes one variable, ${code}. */
  templateCodes: Record<SmsTemplate, string>;
  /** Injected by tests so nothing reaches the network. */
  fetch?: Fetch;
  now?: () => Date;
  nonce?: () => string;
}

type SendSmsReply = { Code?: string; Message?: string; BizId?: string; RequestId?: string };

export class AliyunSms implements SmsProvider {
  readonly name = "aliyun";
  // A private field keeps the secret out of logs that print the provider object.
  readonly #options: AliyunSmsOptions;

  constructor(options: AliyunSmsOptions) {
    this.#options = options;
  }

  async sendCode(phone: string, template: SmsTemplate, code: string): Promise<void> {
    const { accessKeyId, accessKeySecret, signName, templateCodes } = this.#options;
    const send = this.#options.fetch ?? ((url, init) => fetch(url, init));
    const request = signAcs3(
      {
        method: "POST",
        host: ENDPOINT,
        action: "SendSms",
        version: VERSION,
        query: { PhoneNumbers: phone, SignName: signName, TemplateCode: templateCodes[template], TemplateParam: templateParam(code) },
        date: this.#options.now?.() ?? new Date(),
        nonce: this.#options.nonce?.() ?? crypto.randomUUID().replaceAll("-", ""),
      },
      { accessKeyId, accessKeySecret },
    );

    let reply: SendSmsReply;
    try {
      const res = await send(request.url, { method: "POST", headers: request.headers, signal: AbortSignal.timeout(TIMEOUT_MS) });
      // Refusals (throttling, a bad signature) come with a 4xx status and the same JSON shape.
      reply = Object(await res.json());
    } catch (error) {
      console.error("Aliyun SendSms unreachable or unreadable", error instanceof Error ? error.message : error);
      throw new SmsError(GENERIC_FAILURE);
    }
    if (reply.Code === "OK") return;
    // Operators need the vendor's reason (a template not approved, no balance); users get a Chinese one.
    console.error("Aliyun SendSms refused", { code: reply.Code, message: reply.Message, requestId: reply.RequestId });
    throw new SmsError((reply.Code && FAILURES[reply.Code]) || GENERIC_FAILURE, reply.Code);
  }
}
