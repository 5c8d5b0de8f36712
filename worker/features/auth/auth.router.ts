import { TRPCError } from "@trpc/server";
import { passwordLoginSchema, resetPasswordSchema, sendCodeSchema, smsLoginSchema } from "#core/auth";
import { changePasswordSchema } from "#core/profile";
import { readCookie } from "../../middleware/session";
import { smsProvider } from "../../providers/sms";
import { userHub } from "../../realtime/user-hub.do";
import { publicProcedure, router, SESSION_EXPIRED, userProcedure } from "../../trpc/init";
import { userInfo } from "../users/users.service";
import { changePassword, hasPassword, loginWithPassword, loginWithSms, requestSmsCode, resetPassword } from "./auth.service";
import { clearSessionCookies, isSecure, REFRESH_COOKIE, setSessionCookies } from "./cookies";
import { activeSessions, clientMeta, familyOf, type IssuedTokens, revokeAllSessions, revokeByToken } from "./tokens.service";

type Ctx = { req: Request; resHeaders: Headers };

function startWebSession(ctx: Ctx, tokens: IssuedTokens) {
  setSessionCookies(ctx.resHeaders, tokens, isSecure(ctx.req));
  return { userId: tokens.user.id, roles: tokens.user.roles };
}

const refreshCookie = (req: Request) => readCookie(req.headers.get("cookie"), REFRESH_COOKIE) ?? "";

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
    await resetPassword(ctx.db, ctx.env, input, Date.now());
    return true;
  }),
  /** Revokes this device's session server-side, closes its websockets and clears the cookies. */
  logout: publicProcedure.mutation(async ({ ctx }) => {
    const userId = await revokeByToken(ctx.db, refreshCookie(ctx.req), Date.now());
    clearSessionCookies(ctx.resHeaders, isSecure(ctx.req));
    const id = userId ?? ctx.user?.id;
    if (id) ctx.waitUntil(userHub(ctx.env, id).disconnectAll("logout"));
    return true;
  }),
  sessions: userProcedure.query(async ({ ctx }) => {
    const current = ctx.user.sid ?? (await familyOf(ctx.db, refreshCookie(ctx.req)));
    const list = await activeSessions(ctx.db, ctx.user.id, Date.now());
    return list.map(({ familyId, ...s }) => ({ ...s, id: familyId.slice(0, 8), current: familyId === current }));
  }),
  security: userProcedure.query(async ({ ctx }) => ({ hasPassword: await hasPassword(ctx.db, ctx.user.id) })),
  changePassword: userProcedure.input(changePasswordSchema).mutation(async ({ ctx, input }) => {
    await changePassword(ctx.db, ctx.env, ctx.user.id, input, ctx.user.sid, Date.now());
    return true;
  }),
  signOutOthers: userProcedure.mutation(async ({ ctx }) => {
    const current = ctx.user.sid ?? (await familyOf(ctx.db, refreshCookie(ctx.req)));
    await revokeAllSessions(ctx.db, ctx.user.id, Date.now(), current ?? undefined);
    return true;
  }),
});
