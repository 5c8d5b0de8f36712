import { TRPCError } from "@trpc/server";
import { and, eq, sql } from "drizzle-orm";
import { DAY_MS, ORDER_STATUS } from "#core/orders";
import type { DB } from "#db/client";
import { templateDownloads, templates } from "#db/schema";
import { signedFileUrl } from "../../files/files.service";
import type { EmailProvider } from "../../providers/email/email";
import { countAttempt, refundAttempt } from "../auth/rate.service";
import { consumePurchase, hasPurchased, heldPurchase } from "../orders/orders.service";
import { isActiveMember } from "../users/users.service";
import { templateDocx } from "./docx";

const APPROVED = 2;
export const DOWNLOAD_TTL_SECONDS = 300;
export const EMAIL_TTL_SECONDS = 86_400;
export const EMAILS_PER_DAY = 10;
const EMAIL_PATTERN = /^[A-Za-z0-9._%+-]{1,64}@[A-Za-z0-9-]+(\.[A-Za-z0-9-]+)*\.[A-Za-z]{2,24}$/;

type TemplateRow = typeof templates.$inferSelect;

/** can_access (SPEC §7): free, the author's own, bought and not refunded, or member-free for an active VIP. */
export async function canAccess(
  db: DB,
  userId: number | null,
  t: Pick<TemplateRow, "id" | "priceFen" | "authorId" | "memberFree">,
  now: number,
): Promise<boolean> {
  if (t.priceFen === 0) return true;
  if (userId === null) return false;
  if (t.authorId === userId) return true;
  if (await hasPurchased(db, userId, t.id)) return true;
  return t.memberFree && (await isActiveMember(db, userId, now));
}

/**
 * The template as a viewer may open it: a published one, or one the console unpublished (下架) for its
 * author and whoever bought it (a buyer keeps what they paid for: its page, full text and file); null
 * for anyone else, as for a template that does not exist.
 */
export async function openableTemplate(db: DB, templateId: number, viewerId: number | null): Promise<TemplateRow | null> {
  const t = await db.query.templates.findFirst({ where: and(eq(templates.id, templateId), eq(templates.status, APPROVED)) });
  if (!t || t.hiddenAt === null) return t ?? null;
  if (viewerId === null) return null;
  return t.authorId === viewerId || (await hasPurchased(db, viewerId, t.id)) ? t : null;
}

/**
 * The template to deliver (download or e-mail). A purchase is consumed first in a guarded write
 * (consumePurchase), so no file leaves while a refund is pending and no refund follows a delivery.
 */
async function deliverableTemplate(db: DB, userId: number, templateId: number, now: number): Promise<TemplateRow> {
  const t = await openableTemplate(db, templateId, userId);
  if (!t) throw new TRPCError({ code: "NOT_FOUND", message: "该范本不存在或已下架" });
  if (t.priceFen > 0 && (await consumePurchase(db, userId, t.id, now))) return t;
  if (await canAccess(db, userId, t, now)) return t;
  const held = await heldPurchase(db, userId, t.id);
  if (held?.orderStatus === ORDER_STATUS.REFUNDING) throw new TRPCError({ code: "FORBIDDEN", message: "该范本的退款申请正在处理中，暂不能下载或发送" });
  throw new TRPCError({ code: "FORBIDDEN", message: "购买该范本后即可下载" });
}

export const fileKey = (templateId: number) => `templates/${templateId}.docx`;

export function fileName(title: string): string {
  return `${title.replace(/[\\/:*?"<>|]/g, "")}.docx`;
}

/**
 * The DOCX buyers download: the original the console or the author uploaded, stored at fileKey; a
 * template kept as text only (seeded, or pasted in the console) gets its file written on first use.
 */
async function ensureFile(bucket: R2Bucket, t: TemplateRow): Promise<string> {
  const key = fileKey(t.id);
  if (!(await bucket.head(key))) await storeTemplateFile(bucket, t.id, t.title, await templateDocx(t.title, t.body), true);
  return key;
}

/**
 * Writes (or replaces) the DOCX buyers of a template download. One written from the text is marked so:
 * a filled contract is then written from the text too, not into that file (uploadedOriginal).
 */
export async function storeTemplateFile(
  bucket: R2Bucket,
  templateId: number,
  title: string,
  bytes: Uint8Array | ArrayBuffer,
  madeFromText = false,
): Promise<void> {
  await bucket.put(fileKey(templateId), bytes, {
    httpMetadata: {
      contentType: "application/vnd.openxmlformats-officedocument.wordprocessingml.document",
      contentDisposition: `attachment; filename*=UTF-8''${encodeURIComponent(fileName(title))}`,
    },
    customMetadata: madeFromText ? { madeFrom: "text" } : undefined,
  });
}

/** The .docx the console or the author uploaded for a template; null when there is none (or only one written from its text). */
export async function uploadedOriginal(bucket: R2Bucket, templateId: number): Promise<Uint8Array | null> {
  const object = await bucket.get(fileKey(templateId));
  if (!object || object.customMetadata?.madeFrom === "text") return null;
  return new Uint8Array(await object.arrayBuffer());
}

export async function downloadLink(db: DB, env: Env, userId: number, templateId: number, now: number): Promise<{ url: string; fileName: string }> {
  const t = await deliverableTemplate(db, userId, templateId, now);
  const key = await ensureFile(env.FILES, t);
  await db.batch([
    db.insert(templateDownloads).values({ userId, templateId: t.id, createdAt: now }),
    db
      .update(templates)
      .set({ downloads: sql`${templates.downloads} + 1` })
      .where(eq(templates.id, t.id)),
  ]);
  return { url: await signedFileUrl(env.AUTH_SECRET, key, DOWNLOAD_TTL_SECONDS, now), fileName: fileName(t.title) };
}

export async function emailTemplate(
  db: DB,
  env: Env,
  email: EmailProvider,
  userId: number,
  templateId: number,
  address: string,
  origin: string,
  now: number,
): Promise<void> {
  const to = address.trim();
  if (!EMAIL_PATTERN.test(to)) throw new TRPCError({ code: "BAD_REQUEST", message: "邮箱地址格式不正确" });
  // Counted before sending by one guarded upsert, so parallel requests cannot all pass the daily limit.
  const rateKey = `email:template:${userId}`;
  const [counted] = await countAttempt(db, rateKey, DAY_MS, now);
  if (!counted || counted.count > EMAILS_PER_DAY) {
    await refundAttempt(db, rateKey);
    throw new TRPCError({ code: "TOO_MANY_REQUESTS", message: `每天最多发送 ${EMAILS_PER_DAY} 次，请明天再试` });
  }
  try {
    await deliver(db, env, email, userId, templateId, to, origin, now);
  } catch (error) {
    await refundAttempt(db, rateKey);
    throw error;
  }
}

async function deliver(db: DB, env: Env, email: EmailProvider, userId: number, templateId: number, to: string, origin: string, now: number) {
  const t = await deliverableTemplate(db, userId, templateId, now);
  // The e-mailed link delivers the file as a download does: recorded the same way (no refund after it).
  await db.insert(templateDownloads).values({ userId, templateId: t.id, createdAt: now });
  const key = await ensureFile(env.FILES, t);
  const link = `${origin}${await signedFileUrl(env.AUTH_SECRET, key, EMAIL_TTL_SECONDS, now)}`;
  await email.send({
    to,
    subject: `【契合】${t.title}`,
    text: `您好：\n\n您在契合获取的合同范本《${t.title}》可通过以下链接下载（24 小时内有效）：\n${link}\n\n范本仅供参考，签约前请结合具体交易情况审慎修改，必要时咨询专业律师。\n\n契合 合同范本与法律服务平台`,
  });
}
