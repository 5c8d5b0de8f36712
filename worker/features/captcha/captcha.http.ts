import type { Context, Hono } from "hono";
import { CAPTCHA_TYPE } from "#core/captcha";
import { createDb } from "#db/client";
import type { AppEnv } from "../../hono-env";
import { type AjReply, checkChallenge, getChallenge, peekAnswer } from "./captcha.service";

// The AJ-Captcha endpoints (SPEC §7): always HTTP 200 with {repCode, repMsg, repData}, as the
// existing clients expect; /code and /code/check are the older paths of the same two calls.

type Body = Record<string, unknown>;
type Field = { value: string } | { error: AjReply<never> };

const reply = (repCode: string, repMsg: string): AjReply<never> => ({ repCode, repMsg, repData: null });

/** A string field, named in the message when it is missing ("0011") or malformed ("0016"), as AJ-Captcha does. */
function field(body: Body, name: string, options: { required: boolean; max: number }): Field {
  const value = body[name];
  if (value === undefined || value === null || value === "") {
    return options.required ? { error: reply("0011", `${name}不能为空`) } : { value: "" };
  }
  if (typeof value !== "string" || value.length > options.max) return { error: reply("0016", `${name}格式错误`) };
  return { value };
}

function captchaType(body: Body): AjReply<never> | null {
  const type = field(body, "captchaType", { required: true, max: 32 });
  if ("error" in type) return type.error;
  return type.value === CAPTCHA_TYPE ? null : reply("0016", `captchaType格式错误，仅支持 ${CAPTCHA_TYPE}`);
}

async function readBody(c: Context<AppEnv>): Promise<Body | null> {
  try {
    const body: unknown = await c.req.json();
    return body && typeof body === "object" && !Array.isArray(body) ? (body as Body) : null;
  } catch {
    return null;
  }
}

type Handler = (c: Context<AppEnv>, body: Body) => Promise<AjReply<unknown>>;

function ajEndpoint(handler: Handler) {
  return async (c: Context<AppEnv>) => {
    c.header("cache-control", "no-store");
    const body = await readBody(c);
    if (!body) return c.json(reply("0011", "请求参数不能为空，请以 JSON 提交"));
    try {
      return c.json(await handler(c, body));
    } catch (error) {
      console.error("captcha endpoint failed", error);
      return c.json(reply("9999", "服务器繁忙，请稍后再试"));
    }
  };
}

const get: Handler = async (c, body) => {
  const typeError = captchaType(body);
  if (typeError) return typeError;
  const clientUid = field(body, "clientUid", { required: false, max: 64 });
  if ("error" in clientUid) return clientUid.error;
  return getChallenge(createDb(c.env.DB), { clientUid: clientUid.value, ip: c.req.header("cf-connecting-ip") ?? "" }, Date.now());
};

const check: Handler = async (c, body) => {
  const typeError = captchaType(body);
  if (typeError) return typeError;
  const token = field(body, "token", { required: true, max: 64 });
  if ("error" in token) return token.error;
  const pointJson = field(body, "pointJson", { required: true, max: 256 });
  if ("error" in pointJson) return pointJson.error;
  return checkChallenge(createDb(c.env.DB), { token: token.value, pointJson: pointJson.value }, Date.now());
};

export function mountCaptcha(app: Hono<AppEnv>): void {
  app.post("/captcha/get", ajEndpoint(get));
  app.post("/captcha/check", ajEndpoint(check));
  app.post("/code", ajEndpoint(get));
  app.post("/code/check", ajEndpoint(check));

  // Development only (/__dev/* is gated in middleware/environment): end-to-end tests solve the puzzle by reading the stored answer.
  app.get("/__dev/captcha/:token", async (c) => {
    const answer = await peekAnswer(createDb(c.env.DB), c.req.param("token"));
    return answer ? c.json(answer) : c.json({ msg: "验证码不存在" }, 404);
  });
}
