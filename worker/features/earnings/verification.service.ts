import { TRPCError } from "@trpc/server";
import { and, asc, count, desc, eq, inArray, ne, sql } from "drizzle-orm";
import { CERT_STATUS, maskIdNumber } from "#core/certification";
import { maskBankCard, REALNAME_STATUS, REALNAME_STATUS_TEXT, type RealNameInput, realNameInput } from "#core/earnings";
import { maskPhone } from "#core/phone";
import type { DB } from "#db/client";
import { certifications, realNameVerifications, users } from "#db/schema";
import type { SmsProvider } from "../../providers/sms/sms";
import { requestSmsCode } from "../auth/auth.service";
import { verifyCode } from "../auth/sms-codes.service";
import { idNumberHash } from "../certification/id-number";
import { ownPhone } from "../users/users.service";
import { sealBankCard } from "./bank-card";

// 实名认证 for withdrawals (SPEC §3 '0'–'3'): the user's side (status, submit with an SMS code to the
// bound phone) and the console's queue. A certified lawyer's name and ID number come from their
// approved certification. One row per user, resubmitted in place by one guarded upsert.

type Row = typeof realNameVerifications.$inferSelect;
const bad = (message: string) => new TRPCError({ code: "BAD_REQUEST", message });

export type VerificationView = {
  status: string;
  statusText: string;
  realName: string;
  idNumberMasked: string;
  bankCardMasked: string;
  bankName: string;
  bankBranch: string;
  fromCertification: boolean;
  rejectReason: string | null;
  submittedAt: number | null;
  reviewedAt: number | null;
};

export type MyVerification = VerificationView & {
  /** The approved lawyer certification whose name and ID number the form reuses, masked. */
  certified: { realName: string; idNumberMasked: string } | null;
  phoneMasked: string;
};

function toView(row: Row | undefined): VerificationView {
  const status = row?.status ?? REALNAME_STATUS.DRAFT;
  return {
    status,
    statusText: REALNAME_STATUS_TEXT[status as keyof typeof REALNAME_STATUS_TEXT] ?? REALNAME_STATUS_TEXT["0"],
    realName: row?.realName ?? "",
    idNumberMasked: row?.idNumberMasked ?? "",
    bankCardMasked: row?.bankCardMasked ?? "",
    bankName: row?.bankName ?? "",
    bankBranch: row?.bankBranch ?? "",
    fromCertification: row?.fromCertification ?? false,
    rejectReason: row?.rejectReason ?? null,
    submittedAt: row?.submittedAt ?? null,
    reviewedAt: row?.reviewedAt ?? null,
  };
}

export function verificationOf(db: DB, userId: number): Promise<Row | undefined> {
  return db.query.realNameVerifications.findFirst({ where: eq(realNameVerifications.userId, userId) });
}

async function approvedCertification(db: DB, userId: number) {
  return db.query.certifications.findFirst({
    where: and(eq(certifications.userId, userId), eq(certifications.status, CERT_STATUS.APPROVED)),
    orderBy: [desc(certifications.reviewedAt), desc(certifications.id)],
  });
}

export async function myVerification(db: DB, userId: number): Promise<MyVerification> {
  const [row, cert, phone] = await Promise.all([verificationOf(db, userId), approvedCertification(db, userId), ownPhone(db, userId)]);
  return {
    ...toView(row),
    certified: cert ? { realName: cert.realName, idNumberMasked: cert.idNumberMasked } : null,
    phoneMasked: phone ? maskPhone(phone) : "",
  };
}

export async function verificationStatus(db: DB, userId: number): Promise<{ status: string; statusText: string; rejectReason: string | null }> {
  const { status, statusText, rejectReason } = toView(await verificationOf(db, userId));
  return { status, statusText, rejectReason };
}

/** A code to the signed-in user's own bound phone, behind the captcha and the SMS limits of every code. */
export async function sendOwnPhoneCode(
  db: DB,
  env: Pick<Env, "AUTH_SECRET" | "PASSWORD_PEPPER">,
  provider: SmsProvider,
  userId: number,
  input: { purpose: "realname" | "withdraw"; captchaVerification?: string | undefined; ip: string },
  now: number,
): Promise<{ resendAfter: number; phoneMasked: string }> {
  const phone = await ownPhone(db, userId);
  if (!phone) throw bad("请先绑定手机号");
  const sent = await requestSmsCode(db, env, provider, { ...input, phone }, now);
  return { ...sent, phoneMasked: maskPhone(phone) };
}

/**
 * Submits (or resubmits) the verification into '1'. Refused while one is under review or while a
 * withdrawal is being paid to the card on file (the card must not change under it).
 */
export async function submitVerification(db: DB, secret: string, userId: number, raw: RealNameInput, now: number): Promise<VerificationView> {
  const input = realNameInput.parse(raw);
  const cert = await approvedCertification(db, userId);
  if (cert && input.realName !== cert.realName) throw bad(`真实姓名须与律师认证的姓名（${cert.realName}）一致`);
  let idMasked: string;
  let idHash: string;
  if (input.idNumber) {
    idMasked = maskIdNumber(input.idNumber);
    idHash = idNumberHash(secret, input.idNumber);
    if (cert && idHash !== cert.idNumberHash) throw bad("身份证号须与律师认证时提交的一致");
  } else if (cert) {
    idMasked = cert.idNumberMasked;
    idHash = cert.idNumberHash;
  } else {
    throw bad("请输入身份证号");
  }
  const taken = await db.query.realNameVerifications.findFirst({
    where: and(
      eq(realNameVerifications.idNumberHash, idHash),
      ne(realNameVerifications.userId, userId),
      inArray(realNameVerifications.status, [REALNAME_STATUS.REVIEWING, REALNAME_STATUS.APPROVED]),
    ),
  });
  if (taken) throw bad("该身份证号已在其他账号完成实名认证");
  const phone = await ownPhone(db, userId);
  if (!phone) throw bad("请先绑定手机号");
  await verifyCode(db, secret, { phone, purpose: "realname", code: input.code }, now);

  const values = {
    realName: input.realName,
    idNumberMasked: idMasked,
    idNumberHash: idHash,
    bankCardSealed: sealBankCard(secret, input.bankCard),
    bankCardMasked: maskBankCard(input.bankCard),
    bankName: input.bankName,
    bankBranch: input.bankBranch,
    fromCertification: Boolean(cert && !input.idNumber),
    status: REALNAME_STATUS.REVIEWING,
    rejectReason: null,
    reviewerId: null,
    submittedAt: now,
    reviewedAt: null,
  };
  const [row] = await db
    .insert(realNameVerifications)
    .values({ userId, ...values })
    .onConflictDoUpdate({
      target: realNameVerifications.userId,
      set: values,
      setWhere: sql`${realNameVerifications.status} != ${REALNAME_STATUS.REVIEWING}
        AND NOT EXISTS (SELECT 1 FROM withdrawals WHERE user_id = ${userId} AND status IN (0, 1))`,
    })
    .returning();
  if (!row) {
    const current = await verificationOf(db, userId);
    throw bad(current?.status === REALNAME_STATUS.REVIEWING ? "实名认证正在审核中，请等待审核结果" : "有提现正在处理，处理完成后才能更换银行卡");
  }
  return toView(row);
}

// The console's queue.

export type VerificationQueueItem = VerificationView & { id: number; userId: number; nickname: string; phone: string; sameIdAccounts: number };

export async function verificationQueue(db: DB): Promise<{ total: number; records: VerificationQueueItem[] }> {
  const where = eq(realNameVerifications.status, REALNAME_STATUS.REVIEWING);
  const [rows, [total]] = await Promise.all([
    db
      .select({ v: realNameVerifications, nickname: users.nickname, phone: users.phone })
      .from(realNameVerifications)
      .innerJoin(users, eq(users.id, realNameVerifications.userId))
      .where(where)
      .orderBy(asc(realNameVerifications.submittedAt), asc(realNameVerifications.id))
      .limit(50),
    db.select({ n: count() }).from(realNameVerifications).where(where),
  ]);
  const records = await Promise.all(
    rows.map(async ({ v, nickname, phone }) => {
      const [same] = await db
        .select({ n: count() })
        .from(certifications)
        .where(and(eq(certifications.idNumberHash, v.idNumberHash), ne(certifications.userId, v.userId)));
      return { ...toView(v), id: v.id, userId: v.userId, nickname, phone: maskPhone(phone), sameIdAccounts: same?.n ?? 0 };
    }),
  );
  return { total: total?.n ?? 0, records };
}

/** '1' → '2' or '3' by one conditional update: a second decision on the same submission changes nothing. */
export async function reviewVerification(
  db: DB,
  reviewerId: number,
  input: { id: number; approve: boolean; reason?: string | undefined },
  now: number,
): Promise<VerificationView> {
  const reason = input.reason?.trim() ?? "";
  if (!input.approve && !reason) throw bad("请填写驳回原因，用户会看到它");
  const [row] = await db
    .update(realNameVerifications)
    .set({
      status: input.approve ? REALNAME_STATUS.APPROVED : REALNAME_STATUS.REJECTED,
      rejectReason: input.approve ? null : reason.slice(0, 200),
      reviewerId,
      reviewedAt: now,
    })
    .where(and(eq(realNameVerifications.id, input.id), eq(realNameVerifications.status, REALNAME_STATUS.REVIEWING)))
    .returning();
  if (!row) throw bad("该实名认证已处理或已被用户重新提交，请刷新后再试");
  return toView(row);
}
