import { and, asc, count, eq, inArray, ne, sql } from "drizzle-orm";
import { CERT_STATUS } from "#core/certification";
import { maskPhone } from "#core/phone";
import type { DB } from "#db/client";
import { certifications, lawyerFields, lawyerProfiles, professionalFields, userRoles, users } from "#db/schema";
import { signedFileUrl } from "../../files/files.service";
import type { Stmt } from "../ledger/ledger.service";
import { type ApplicationView, CertificationError, parseIds, parseRoles, toView } from "./certification.service";

// The console's side of certification: the review queue (oldest first) and the two decisions.
// Approval is one db.batch whose guard makes a second approval fail as a whole (docs/decisions/0009).

type Row = typeof certifications.$inferSelect;

/** Reviewers see the private photos through links that expire with the page's usefulness. */
export const PHOTO_URL_TTL_SECONDS = 10 * 60;
export const QUEUE_SIZE = 20;

export type QueueItem = ApplicationView & {
  userId: number;
  phone: string;
  nickname: string;
  fieldNames: string[];
  licensePhotoUrl: string;
  idPhotoUrl: string;
  /** Other accounts whose applications carry the same ID number (any status). */
  sameIdAccounts: number;
};

export async function pendingCount(db: DB): Promise<number> {
  const [row] = await db.select({ n: count() }).from(certifications).where(eq(certifications.status, CERT_STATUS.REVIEWING));
  return row?.n ?? 0;
}

export async function reviewQueue(db: DB, secret: string, now: number): Promise<{ total: number; records: QueueItem[] }> {
  const rows = await db
    .select({ c: certifications, phone: users.phone, nickname: users.nickname })
    .from(certifications)
    .innerJoin(users, eq(users.id, certifications.userId))
    .where(eq(certifications.status, CERT_STATUS.REVIEWING))
    .orderBy(asc(certifications.submittedAt), asc(certifications.id))
    .limit(QUEUE_SIZE);
  const fieldIds = [...new Set(rows.flatMap((r) => parseIds(r.c.fields)))];
  const names = new Map(
    fieldIds.length
      ? (
          await db.select({ id: professionalFields.id, name: professionalFields.name }).from(professionalFields).where(inArray(professionalFields.id, fieldIds))
        ).map((f) => [f.id, f.name] as const)
      : [],
  );
  const records = await Promise.all(
    rows.map(async ({ c, phone, nickname }) => {
      const [view, licensePhotoUrl, idPhotoUrl, same] = await Promise.all([
        toView(db, c),
        signedFileUrl(secret, c.licensePhotoKey, PHOTO_URL_TTL_SECONDS, now),
        signedFileUrl(secret, c.idPhotoKey, PHOTO_URL_TTL_SECONDS, now),
        db
          .select({ n: sql<number>`count(DISTINCT ${certifications.userId})` })
          .from(certifications)
          .where(and(eq(certifications.idNumberHash, c.idNumberHash), ne(certifications.userId, c.userId))),
      ]);
      return {
        ...view,
        userId: c.userId,
        phone: maskPhone(phone),
        nickname,
        fieldNames: view.fields.map((id) => names.get(id) ?? `#${id}`),
        licensePhotoUrl,
        idPhotoUrl,
        sameIdAccounts: same[0]?.n ?? 0,
      };
    }),
  );
  return { total: await pendingCount(db), records };
}

/**
 * The statements of one approval: '1' → '2', then a profile upsert whose name is a subquery that is
 * NULL (failing NOT NULL, so the whole batch) unless this very update just happened, then the fields
 * and the roles applied for. Exported so a test can replay a stale approval past the service's check.
 */
export function approvalStatements(db: DB, app: Row, reviewerId: number, now: number): [Stmt, ...Stmt[]] {
  const fields = parseIds(app.fields);
  const roles = parseRoles(app.roles);
  const stmts: [Stmt, ...Stmt[]] = [
    db
      .update(certifications)
      .set({ status: CERT_STATUS.APPROVED, reviewerId, reviewedAt: now, rejectReason: null })
      .where(and(eq(certifications.id, app.id), eq(certifications.status, CERT_STATUS.REVIEWING))),
    db
      .insert(lawyerProfiles)
      .values({
        userId: app.userId,
        name: sql`(SELECT real_name FROM certifications WHERE id = ${app.id} AND status = ${CERT_STATUS.APPROVED} AND reviewer_id = ${reviewerId} AND reviewed_at = ${now})`,
        firm: app.firm,
        cityCode: app.cityCode,
        licenseNo: app.licenseNo,
        practiceSince: app.practiceSince,
        published: true,
        lastActiveAt: now,
        createdAt: now,
        updatedAt: now,
      })
      .onConflictDoUpdate({
        target: lawyerProfiles.userId,
        set: {
          name: sql`excluded.name`,
          firm: sql`excluded.firm`,
          cityCode: sql`excluded.city_code`,
          licenseNo: sql`excluded.license_no`,
          practiceSince: sql`excluded.practice_since`,
          published: true,
          lastActiveAt: now,
          updatedAt: now,
        },
      }),
    db.delete(lawyerFields).where(eq(lawyerFields.userId, app.userId)),
  ];
  if (fields.length) stmts.push(db.insert(lawyerFields).values(fields.map((fieldId) => ({ userId: app.userId, fieldId }))));
  if (roles.length)
    stmts.push(
      db
        .insert(userRoles)
        .values(roles.map((role) => ({ userId: app.userId, role })))
        .onConflictDoNothing(),
    );
  return stmts;
}

function isUniqueLicence(error: unknown): boolean {
  const text = `${(error as Error)?.message ?? ""} ${(error as { cause?: Error })?.cause?.message ?? ""}`;
  return text.includes("UNIQUE") && text.includes("license_no");
}

async function pending(db: DB, id: number): Promise<Row> {
  const app = await db.query.certifications.findFirst({ where: eq(certifications.id, id) });
  if (!app) throw new CertificationError("BAD_REQUEST", "认证申请不存在");
  if (app.status !== CERT_STATUS.REVIEWING) throw new CertificationError("CONFLICT", "该申请已处理，请刷新页面");
  return app;
}

/** Approves an application under review; returns the applicant's user id (to refresh their pages). */
export async function approveCertification(db: DB, id: number, reviewerId: number, now: number): Promise<number> {
  const app = await pending(db, id);
  try {
    await db.batch(approvalStatements(db, app, reviewerId, now));
  } catch (error) {
    if (isUniqueLicence(error)) throw new CertificationError("CONFLICT", "该执业证号已属于另一位已认证律师，请驳回并说明原因");
    // The guard failed: someone else decided first; nothing of this approval was written.
    throw new CertificationError("CONFLICT", "该申请已处理，请刷新页面");
  }
  return app.userId;
}

/** Rejects with a reason the applicant will see above the prefilled form. */
export async function rejectCertification(db: DB, id: number, reason: string, reviewerId: number, now: number): Promise<number> {
  const [row] = await db
    .update(certifications)
    .set({ status: CERT_STATUS.REJECTED, rejectReason: reason, reviewerId, reviewedAt: now })
    .where(and(eq(certifications.id, id), eq(certifications.status, CERT_STATUS.REVIEWING)))
    .returning({ userId: certifications.userId });
  if (!row) {
    await pending(db, id);
    throw new CertificationError("CONFLICT", "该申请已处理，请刷新页面");
  }
  return row.userId;
}
