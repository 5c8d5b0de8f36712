import { TRPCError } from "@trpc/server";
import {
  changePhoneSchema,
  ownCodeSchema,
  passwordLoginSchema,
  reauthSchema,
  resetPasswordSchema,
  sendCodeSchema,
  sessionsPageInput,
  smsLoginSchema,
  WECHAT_STATE_INVALID,
  type WechatPurpose,
  wechatBindConfirmInput,
  wechatBindInput,
  wechatCodeInput,
  wechatQrInput,
} from "#core/auth";
import { changePasswordSchema } from "#core/profile";
import { siteOrigin } from "#core/seo";
import { readOwnCookie } from "../../middleware/session";
import { smsProvider } from "../../providers/sms";
import { wechatLogin } from "../../providers/wechat";
import { WechatError } from "../../providers/wechat/wechat";
import { userHub } from "../../realtime/user-hub.do";
import { type Context, publicProcedure, router, SESSION_EXPIRED, userProcedure } from "../../trpc/init";
import { ownPhone, userInfo } from "../users/users.service";
import { changePassword, changePhone, hasPassword, loginWithPassword, loginWithSms, requestSmsCode, resetPassword, verifyIdentity } from "./auth.service";
import { clearSessionCookies, isSecure, REFRESH_COOKIE, setSessionCookies } from "./cookies";
import { consumeOauthState, issueOauthState } from "./oauth-state";
import {
  activeSessions,
  clientMeta,
  familyOf,
  type IssuedTokens,
  type RevokedSessions,
  revokeAllSessions,
  revokeByToken,
  revokeSession,
} from "./tokens.service";
import { bindPhoneAfterWechat, bindWechat, loginWithWechat, unbindWechat, wechatBinding } from "./wechat.service";

type Ctx = { req: Request; resHeaders: Headers };

function startWebSession(ctx: Ctx, tokens: IssuedTokens) {
  setSessionCookies(ctx.resHeaders, tokens, isSecure(ctx.req));
  return { userId: tokens.user.id, roles: tokens.user.roles };
}

/** The provider's refusals are user-facing Chinese messages; anything else stays internal. */
async function exchange(env: Env, code: string) {
  try {
    return await wechatLogin(env).exchangeCode(code);
  } catch (error) {
    if (error instanceof WechatError) throw new TRPCError({ code: "BAD_REQUEST", message: error.message });
    throw error;
  }
}

/** The state WeChat echoed must be the one this browser was handed, unused and fresh. */
async function checkState(ctx: Ctx & { db: Parameters<typeof consumeOauthState>[0] }, purpose: WechatPurpose, state: string) {
  if (!(await consumeOauthState(ctx.db, purpose, state, ctx.req, ctx.resHeaders, Date.now()))) {
    throw new TRPCError({ code: "BAD_REQUEST", message: WECHAT_STATE_INVALID });
  }
}

/** Revoked sessions lose their open sockets too: their pages in the user hub and their chat rooms. */
function closeSockets(ctx: Pick<Context, "env" | "waitUntil">, revoked: RevokedSessions) {
  for (const sid of new Set(revoked.sids)) ctx.waitUntil(userHub(ctx.env, revoked.userId).endSession(revoked.userId, sid));
}

const refreshCookie = (req: Request) => readOwnCookie(req, REFRESH_COOKIE) ?? "";

export const authRouter = router({
  /** The signed-in user's info for the header popover, or null for visitors. */
  me: publicProcedure.query(({ ctx }) => (ctx.user ? userInfo(ctx.db, ctx.user.id, Date.now()) : null)),
  /** GET /admin/user/info: {sysUser, roles, sysMember} of the caller; visitors get the 424 flow. */
  info: userProcedure.query(async ({ ctx }) => {
    const info = await userInfo(ctx.db, ctx.user.id, Date.now());
    if (!info) throw new TRPCError({ code: "UNAUTHORIZED", message: SESSION_EXPIRED });
    return info;
  }),
  sendCode: publicProcedure
    .input(sendCodeSchema)
    .mutation(({ ctx, input }) => requestSmsCode(ctx.db, ctx.env, smsProvider(ctx.env, ctx.db), { ...input, ip: clientMeta(ctx.req).ip }, Date.now())),
  loginSms: publicProcedure
    .input(smsLoginSchema)
    .mutation(async ({ ctx, input }) => startWebSession(ctx, await loginWithSms(ctx.db, ctx.env, input, clientMeta(ctx.req), Date.now()))),
  loginPassword: publicProcedure
    .input(passwordLoginSchema)
    .mutation(async ({ ctx, input }) => startWebSession(ctx, await loginWithPassword(ctx.db, ctx.env, input, clientMeta(ctx.req), Date.now()))),
  resetPassword: publicProcedure.input(resetPasswordSchema).mutation(async ({ ctx, input }) => {
    closeSockets(ctx, await resetPassword(ctx.db, ctx.env, input, Date.now()));
    return true;
  }),
  /**
   * Revokes this device's session server-side, closes its websockets and clears the cookies. The
   * session is named by the access token's sid (bearer or cookie) and by the refresh cookie, if any.
   */
  logout: publicProcedure.mutation(async ({ ctx }) => {
    const now = Date.now();
    if (ctx.user?.sid) await revokeSession(ctx.db, ctx.user.id, ctx.user.sid, now);
    const cookieSid = await familyOf(ctx.db, refreshCookie(ctx.req));
    const userId = (await revokeByToken(ctx.db, refreshCookie(ctx.req), now)) ?? ctx.user?.id;
    clearSessionCookies(ctx.resHeaders, isSecure(ctx.req));
    if (userId) closeSockets(ctx, { userId, sids: [ctx.user?.sid, cookieSid].filter((s): s is string => Boolean(s)) });
    return true;
  }),
  /** 系统安全 登录设备, a page at a time (at most 50 a page; MAX_SESSIONS_PER_USER stay live anyway). */
  sessions: userProcedure.input(sessionsPageInput).query(async ({ ctx, input }) => {
    const current = ctx.user.sid ?? (await familyOf(ctx.db, refreshCookie(ctx.req)));
    const { total, records } = await activeSessions(ctx.db, ctx.user.id, Date.now(), input);
    return { ...input, total, records: records.map(({ familyId, ...s }) => ({ ...s, id: familyId.slice(0, 8), current: familyId === current })) };
  }),
  security: userProcedure.query(async ({ ctx }) => ({
    hasPassword: await hasPassword(ctx.db, ctx.user.id),
    wechat: await wechatBinding(ctx.db, ctx.user.id),
  })),
  /**
   * The QR iframe of WeChat website login; WeChat sends the browser back to `redirect` with code and
   * state. A mutation: it hands this browser a single-use state (cookie + stored hash).
   */
  wechatQr: publicProcedure.input(wechatQrInput).mutation(async ({ ctx, input }) => {
    const provider = wechatLogin(ctx.env);
    const state = await issueOauthState(ctx.db, input.state, ctx.resHeaders, isSecure(ctx.req), Date.now());
    return { frameUrl: provider.qrFrameUrl({ state, redirectUri: new URL(input.redirect, siteOrigin(ctx.env)).toString() }) };
  }),
  loginWechat: publicProcedure.input(wechatCodeInput).mutation(async ({ ctx, input }) => {
    await checkState(ctx, "WX-LOGIN", input.state);
    const identity = await exchange(ctx.env, input.code);
    const result = await loginWithWechat(ctx.db, ctx.env, identity, clientMeta(ctx.req), Date.now());
    if (result.status === "bind") return result;
    return { status: "ok" as const, ...startWebSession(ctx, result.tokens) };
  }),
  bindPhoneAfterWechat: publicProcedure
    .input(wechatBindInput)
    .mutation(async ({ ctx, input }) => startWebSession(ctx, await bindPhoneAfterWechat(ctx.db, ctx.env, input, clientMeta(ctx.req), Date.now()))),
  /** 系统安全, after the user confirmed: re-authentication first (a failure keeps the state for a retry), then the state. */
  bindWechat: userProcedure.input(wechatBindConfirmInput).mutation(async ({ ctx, input }) => {
    await verifyIdentity(ctx.db, ctx.env, ctx.user.id, input, clientMeta(ctx.req).ip, Date.now());
    await checkState(ctx, "WX-BIND", input.state);
    await bindWechat(ctx.db, ctx.user.id, await exchange(ctx.env, input.code), Date.now());
    return true;
  }),
  unbindWechat: userProcedure.input(reauthSchema).mutation(async ({ ctx, input }) => {
    await verifyIdentity(ctx.db, ctx.env, ctx.user.id, input, clientMeta(ctx.req).ip, Date.now());
    await unbindWechat(ctx.db, ctx.user.id);
    return true;
  }),
  changePassword: userProcedure.input(changePasswordSchema).mutation(async ({ ctx, input }) => {
    closeSockets(ctx, await changePassword(ctx.db, ctx.env, ctx.user.id, input, { keepFamily: ctx.user.sid, ip: clientMeta(ctx.req).ip }, Date.now()));
    return true;
  }),
  /** A re-authentication code to the signed-in user's own phone (the client only knows it masked). */
  sendOwnCode: userProcedure.input(ownCodeSchema).mutation(async ({ ctx, input }) => {
    const phone = await ownPhone(ctx.db, ctx.user.id);
    if (!phone) throw new TRPCError({ code: "UNAUTHORIZED", message: SESSION_EXPIRED });
    return requestSmsCode(
      ctx.db,
      ctx.env,
      smsProvider(ctx.env, ctx.db),
      { phone, purpose: "verify", captchaVerification: input.captchaVerification, ip: clientMeta(ctx.req).ip },
      Date.now(),
    );
  }),
  changePhone: userProcedure.input(changePhoneSchema).mutation(async ({ ctx, input }) => {
    await changePhone(ctx.db, ctx.env, ctx.user.id, input, Date.now());
    ctx.waitUntil(userHub(ctx.env, ctx.user.id).notify({ type: "REFRESH_USER_CACHE" }));
    return true;
  }),
  signOutOthers: userProcedure.mutation(async ({ ctx }) => {
    const current = ctx.user.sid ?? (await familyOf(ctx.db, refreshCookie(ctx.req)));
    closeSockets(ctx, await revokeAllSessions(ctx.db, ctx.user.id, Date.now(), current ?? undefined));
    return true;
  }),
});
