import { TRPCError } from "@trpc/server";
import { and, eq } from "drizzle-orm";
import { cleanDisplayText } from "#core/display-text";
import type { DB } from "#db/client";
import { socialIdentities } from "#db/schema";
import type { WechatIdentity } from "../../providers/wechat/wechat";
import { findOrCreateByPhone } from "../users/users.service";
import { verifyCode } from "./sms-codes.service";
import { type ClientMeta, type IssuedTokens, issueSession } from "./tokens.service";
import { signBindTicket, verifyBindTicket } from "./wechat-ticket";

type Secrets = Pick<Env, "AUTH_SECRET">;
const bad = (message: string) => new TRPCError({ code: "BAD_REQUEST", message });

/** The unionid is stable across a company's WeChat apps; fall back to the openid when there is none. */
export function subjectOf(identity: WechatIdentity): string {
  return identity.unionid ?? identity.openid;
}

export type WechatLoginResult = { status: "ok"; tokens: IssuedTokens } | { status: "bind"; ticket: string; nickname: string | null };

/** A bound WeChat logs straight in; an unknown one gets a ticket for the bind-a-phone step. */
export async function loginWithWechat(db: DB, env: Secrets, identity: WechatIdentity, meta: ClientMeta, now: number): Promise<WechatLoginResult> {
  const bound = await db.query.socialIdentities.findFirst({
    where: and(eq(socialIdentities.provider, "WX"), eq(socialIdentities.subject, subjectOf(identity))),
  });
  if (bound) return { status: "ok", tokens: await issueSession(db, env.AUTH_SECRET, bound.userId, meta, now) };
  const nickname = identity.nickname === null ? null : cleanDisplayText(identity.nickname);
  return { status: "bind", ticket: await signBindTicket(env.AUTH_SECRET, { subject: subjectOf(identity), nickname }), nickname };
}

async function attach(db: DB, userId: number, subject: string, nickname: string | null, now: number): Promise<void> {
  const existing = await db.query.socialIdentities.findFirst({ where: and(eq(socialIdentities.userId, userId), eq(socialIdentities.provider, "WX")) });
  if (existing) {
    if (existing.subject === subject) return;
    throw bad("该账号已绑定其他微信，请先在系统安全中解绑");
  }
  try {
    await db
      .insert(socialIdentities)
      .values({ userId, provider: "WX", subject, nickname: nickname === null ? null : cleanDisplayText(nickname), createdAt: now });
  } catch (error) {
    // The unique (provider, subject) index: someone bound this WeChat a moment ago.
    if (String((error as { cause?: Error })?.cause?.message ?? (error as Error)?.message).includes("UNIQUE")) throw bad("该微信已绑定其他账号");
    throw error;
  }
}

/** The bind step after a first scan: the SMS code proves the phone, which logs in or registers. */
export async function bindPhoneAfterWechat(
  db: DB,
  env: Secrets,
  input: { ticket: string; phone: string; code: string },
  meta: ClientMeta,
  now: number,
): Promise<IssuedTokens> {
  const who = await verifyBindTicket(env.AUTH_SECRET, input.ticket);
  if (!who) throw bad("微信授权已过期，请重新扫码");
  const taken = await db.query.socialIdentities.findFirst({ where: and(eq(socialIdentities.provider, "WX"), eq(socialIdentities.subject, who.subject)) });
  if (taken) throw bad("该微信已绑定其他账号");
  await verifyCode(db, env.AUTH_SECRET, { phone: input.phone, purpose: "bind", code: input.code }, now);
  const user = await findOrCreateByPhone(db, input.phone, now);
  await attach(db, user.id, who.subject, who.nickname, now);
  return issueSession(db, env.AUTH_SECRET, user.id, meta, now);
}

/** 系统安全: bind the WeChat that just scanned to the signed-in account. */
export async function bindWechat(db: DB, userId: number, identity: WechatIdentity, now: number): Promise<void> {
  await attach(db, userId, subjectOf(identity), identity.nickname, now);
}

export async function unbindWechat(db: DB, userId: number): Promise<void> {
  const removed = await db
    .delete(socialIdentities)
    .where(and(eq(socialIdentities.userId, userId), eq(socialIdentities.provider, "WX")))
    .returning({ id: socialIdentities.id });
  if (removed.length === 0) throw bad("当前账号未绑定微信");
}

export async function wechatBinding(db: DB, userId: number): Promise<{ bound: boolean; nickname: string | null }> {
  const row = await db.query.socialIdentities.findFirst({ where: and(eq(socialIdentities.userId, userId), eq(socialIdentities.provider, "WX")) });
  return { bound: Boolean(row), nickname: row?.nickname ?? null };
}
