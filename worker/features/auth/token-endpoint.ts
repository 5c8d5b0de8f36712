import type { Hono } from "hono";
import { z } from "zod";
import { codeField, phoneField } from "#core/auth";
import { createDb } from "#db/client";
import type { AppEnv } from "../../hono-env";
import { wechatLogin } from "../../providers/wechat";
import { loginWithPassword, loginWithSms } from "./auth.service";
import { clientMeta, type IssuedTokens, rotateSession } from "./tokens.service";
import { loginWithWechat } from "./wechat.service";

// POST /api/auth/oauth/token for API clients (SPEC §7): password, social (SMS@phone, WX@appid) and
// refresh_token grants. Answers OAuth-style tokens, or {code:-1,msg}.
const passwordGrant = z.object({ username: phoneField, password: z.string().min(1, "请输入密码!") });
const smsGrant = z.object({ phone: phoneField, code: codeField });

function tokens(t: IssuedTokens) {
  return { access_token: t.accessToken, refresh_token: t.refreshToken, expires_in: t.expiresIn, token_type: "bearer", user_id: t.user.id };
}

// URLs end up in logs, histories and Referer headers: the query may name the grant (SPEC §7), while
// every credential (password, code, refresh token, captcha proof) travels in the body.
const QUERY_ALLOWED = new Set(["grant_type", "scope", "socialIdentity"]);
const CREDENTIALS_IN_URL = "登录凭据不能放在网址中，请放在请求体中提交";

async function readParams(req: Request): Promise<Record<string, string>> {
  const params: Record<string, string> = Object.fromEntries(new URL(req.url).searchParams);
  const type = req.headers.get("content-type") ?? "";
  if (type.includes("multipart/form-data") || type.includes("application/x-www-form-urlencoded")) {
    for (const [k, v] of (await req.formData()).entries()) if (typeof v === "string") params[k] = v;
  } else if (type.includes("application/json")) {
    const body: unknown = await req.json();
    if (body && typeof body === "object") for (const [k, v] of Object.entries(body)) if (typeof v === "string") params[k] = v;
  }
  return params;
}

export function mountTokenEndpoint(app: Hono<AppEnv>): void {
  app.post("/api/auth/oauth/token", async (c) => {
    const db = createDb(c.env.DB);
    const meta = clientMeta(c.req.raw);
    const now = Date.now();
    const query = new URL(c.req.url).searchParams;
    if ([...query.keys()].some((k) => !QUERY_ALLOWED.has(k))) return c.json({ code: -1, msg: CREDENTIALS_IN_URL }, 400);
    try {
      const p = await readParams(c.req.raw);
      switch (p.grant_type) {
        case "password": {
          const input = passwordGrant.parse(p);
          return c.json(
            tokens(
              await loginWithPassword(db, c.env, { phone: input.username, password: input.password, captchaVerification: p.captchaVerification }, meta, now),
            ),
          );
        }
        case "social": {
          const [kind, subject = ""] = (p.socialIdentity ?? "").split("@");
          if (kind === "WX") {
            const identity = await wechatLogin(c.env).exchangeCode(p.code ?? "");
            const result = await loginWithWechat(db, c.env, identity, meta, now);
            if (result.status === "bind") return c.json({ code: -1, msg: "该微信尚未绑定手机号，请先在网页端扫码并绑定手机号" });
            return c.json(tokens(result.tokens));
          }
          if (kind !== "SMS") return c.json({ code: -1, msg: "暂不支持该登录方式" });
          const input = smsGrant.parse({ phone: p.phone ?? subject, code: p.code ?? "" });
          return c.json(tokens(await loginWithSms(db, c.env, input, meta, now)));
        }
        case "refresh_token": {
          const rotated = await rotateSession(db, c.env.AUTH_SECRET, p.refresh_token ?? "", meta, now);
          return rotated ? c.json(tokens(rotated)) : c.json({ code: -1, msg: "登录已过期，请重新登录" }, 424);
        }
        default:
          return c.json({ code: -1, msg: "不支持的授权类型" });
      }
    } catch (error) {
      const msg =
        error instanceof z.ZodError
          ? (error.issues[0]?.message ?? "参数错误")
          : error instanceof Error && error.name === "TRPCError"
            ? error.message
            : "登录失败，请稍后再试";
      if (!(error instanceof z.ZodError) && !(error instanceof Error && error.name === "TRPCError")) console.error(error);
      return c.json({ code: -1, msg });
    }
  });
}
