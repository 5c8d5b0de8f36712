import { and, asc, desc, eq, inArray, ne, sql } from "drizzle-orm";
import { CERT_STATUS, CERT_STATUS_TEXT, type CertStatus, isCertStatus, maskIdNumber } from "#core/certification";
import { isLawyerRole, LAWYER_ROLES, type LawyerRole } from "#core/roles";
import type { DB } from "#db/client";
import { certifications, lawyerProfiles, professionalFields, userRoles } from "#db/schema";
import { cityName } from "../regions/regions.service";
import type { SubmitInput } from "./certification.schema";
import { idNumberHash } from "./id-number";
import { type CheckedPhoto, checkPhoto, type PhotoField, storePhoto } from "./photos";

// The applicant's side of lawyer certification: the latest application and its status, submitting
// (always a new row in '1', so rejected and withdrawn applications stay as history) and 撤回.

type Row = typeof certifications.$inferSelect;

/** A refusal that belongs to one form field; `issues` lets page actions show it under that field. */
export class CertificationError extends Error {
  override name = "CertificationError";
  readonly issues: { path: string[]; message: string }[];
  constructor(
    readonly code: "BAD_REQUEST" | "CONFLICT",
    message: string,
    field?: string,
  ) {
    super(message);
    this.issues = field ? [{ path: [field], message }] : [];
  }
}

export type ApplicationView = {
  id: number;
  status: CertStatus;
  statusText: string;
  realName: string;
  idNumberMasked: string;
  firm: string;
  licenseNo: string;
  cityCode: string;
  cityName: string | null;
  practiceSince: number;
  fields: number[];
  roles: LawyerRole[];
  rejectReason: string | null;
  submittedAt: number;
  reviewedAt: number | null;
};

export type MyCertification = {
  /** '2' for holders of a lawyer role even without an application (accounts certified offline). */
  status: CertStatus;
  statusText: string;
  lawyerRoles: string[];
  application: ApplicationView | null;
};

export function parseIds(json: string): number[] {
  try {
    const v: unknown = JSON.parse(json);
    return Array.isArray(v) ? v.map(Number).filter((n) => Number.isSafeInteger(n) && n > 0) : [];
  } catch {
    return [];
  }
}

export function parseRoles(json: string): LawyerRole[] {
  try {
    const v: unknown = JSON.parse(json);
    return Array.isArray(v) ? v.filter(isLawyerRole) : [];
  } catch {
    return [];
  }
}

export async function latestApplication(db: DB, userId: number): Promise<Row | undefined> {
  return db.query.certifications.findFirst({
    where: eq(certifications.userId, userId),
    orderBy: [desc(certifications.submittedAt), desc(certifications.id)],
  });
}

export async function lawyerRolesOf(db: DB, userId: number): Promise<string[]> {
  const rows = await db
    .select({ role: userRoles.role })
    .from(userRoles)
    .where(and(eq(userRoles.userId, userId), inArray(userRoles.role, [...LAWYER_ROLES])));
  return rows.map((r) => r.role).sort();
}

export async function toView(db: DB, row: Row): Promise<ApplicationView> {
  const status = isCertStatus(row.status) ? row.status : CERT_STATUS.DRAFT;
  return {
    id: row.id,
    status,
    statusText: CERT_STATUS_TEXT[status],
    realName: row.realName,
    idNumberMasked: row.idNumberMasked,
    firm: row.firm,
    licenseNo: row.licenseNo,
    cityCode: row.cityCode,
    cityName: await cityName(db, row.cityCode),
    practiceSince: row.practiceSince,
    fields: parseIds(row.fields),
    roles: parseRoles(row.roles),
    rejectReason: row.rejectReason,
    submittedAt: row.submittedAt,
    reviewedAt: row.reviewedAt,
  };
}

export async function myCertification(db: DB, userId: number): Promise<MyCertification> {
  const [row, lawyerRoles] = await Promise.all([latestApplication(db, userId), lawyerRolesOf(db, userId)]);
  const application = row ? await toView(db, row) : null;
  const status: CertStatus = lawyerRoles.length ? CERT_STATUS.APPROVED : (application?.status ?? CERT_STATUS.DRAFT);
  return { status, statusText: CERT_STATUS_TEXT[status], lawyerRoles, application };
}

export type FieldGroup = { name: string; fields: { id: number; name: string }[] };

/** Professional fields for the multi-select: second-level fields under their parent; a parent without children is itself a choice. */
export async function fieldGroups(db: DB): Promise<FieldGroup[]> {
  const rows = await db.select().from(professionalFields).orderBy(asc(professionalFields.sort), asc(professionalFields.id));
  const tops = rows.filter((r) => r.parentId === null);
  const loose: FieldGroup = { name: "", fields: [] };
  const groups: FieldGroup[] = [];
  for (const top of tops) {
    const children = rows.filter((r) => r.parentId === top.id).map((r) => ({ id: r.id, name: r.name }));
    if (children.length) groups.push({ name: top.name, fields: children });
    else loose.fields.push({ id: top.id, name: top.name });
  }
  return loose.fields.length ? [loose, ...groups] : groups;
}

export type Storage = { bucket: R2Bucket; secret: string };

/**
 * Submits an application in '1'. A resubmission (after 撤回 or 驳回) may leave the ID number and the
 * photos empty to keep those of the previous application. Refused while one is under review or approved,
 * when the ID number is claimed by another account, or the licence by another lawyer.
 */
export async function submitCertification(db: DB, storage: Storage, userId: number, input: SubmitInput, now: number): Promise<ApplicationView> {
  const [previous, lawyerRoles] = await Promise.all([latestApplication(db, userId), lawyerRolesOf(db, userId)]);
  if (lawyerRoles.length || previous?.status === CERT_STATUS.APPROVED) throw new CertificationError("CONFLICT", "您已通过律师认证，无需重复提交");
  if (previous?.status === CERT_STATUS.REVIEWING) throw new CertificationError("CONFLICT", "认证申请正在审核中，请勿重复提交");

  let idNumberMasked = previous?.idNumberMasked;
  let idHash = previous?.idNumberHash;
  if (input.idNumber) {
    idNumberMasked = maskIdNumber(input.idNumber);
    idHash = await idNumberHash(storage.secret, input.idNumber);
  }
  if (!idNumberMasked || !idHash) throw new CertificationError("BAD_REQUEST", "请输入身份证号", "idNumber");

  const [idClaimed, licenceProfile, licencePending, city, knownFields] = await Promise.all([
    db.query.certifications.findFirst({
      columns: { id: true },
      where: and(
        eq(certifications.idNumberHash, idHash),
        ne(certifications.userId, userId),
        inArray(certifications.status, [CERT_STATUS.REVIEWING, CERT_STATUS.APPROVED]),
      ),
    }),
    db.query.lawyerProfiles.findFirst({
      columns: { userId: true },
      where: and(eq(lawyerProfiles.licenseNo, input.licenseNo), ne(lawyerProfiles.userId, userId)),
    }),
    db.query.certifications.findFirst({
      columns: { id: true },
      where: and(eq(certifications.licenseNo, input.licenseNo), ne(certifications.userId, userId), eq(certifications.status, CERT_STATUS.REVIEWING)),
    }),
    cityName(db, input.cityCode),
    input.fields.length ? db.select({ id: professionalFields.id }).from(professionalFields).where(inArray(professionalFields.id, input.fields)) : [],
  ]);
  if (idClaimed) throw new CertificationError("CONFLICT", "该身份证号已用于其他账号的律师认证，一个身份证号只能认证一个账号；如有疑问请联系客服", "idNumber");
  if (licenceProfile || licencePending) throw new CertificationError("CONFLICT", "该执业证号已被其他账号用于律师认证，请核对后再提交", "licenseNo");
  if (!city || input.cityCode === "0") throw new CertificationError("BAD_REQUEST", "请选择执业城市", "cityCode");
  if (knownFields.length !== input.fields.length) throw new CertificationError("BAD_REQUEST", "专业领域无效，请重新选择", "fields");

  // Both photos are checked before either is stored, so a refused form leaves nothing behind.
  const checked: Partial<Record<PhotoField, CheckedPhoto>> = {};
  for (const field of ["licensePhoto", "idPhoto"] as const) {
    const file = input[field];
    if (file) checked[field] = await checkPhoto(field, file);
    else if (!previous) throw new CertificationError("BAD_REQUEST", field === "licensePhoto" ? "请上传律师执业证照片" : "请上传身份证照片", field);
  }
  const stored: string[] = [];
  const keyOf = async (field: PhotoField, before: string | undefined) => {
    const photo = checked[field];
    if (!photo) return before ?? "";
    const key = await storePhoto(storage.bucket, userId, photo);
    stored.push(key);
    return key;
  };
  const licensePhotoKey = await keyOf("licensePhoto", previous?.licensePhotoKey);
  const idPhotoKey = await keyOf("idPhoto", previous?.idPhotoKey);

  // Guarded insert: a concurrent second submit finds the first one's row and inserts nothing.
  const inserted = await db.all<{ id: number }>(sql`
    INSERT INTO certifications (user_id, real_name, id_number_masked, id_number_hash, firm, license_no, city_code, practice_since,
      fields, roles, license_photo_key, id_photo_key, status, submitted_at)
    SELECT ${userId}, ${input.realName}, ${idNumberMasked}, ${idHash}, ${input.firm}, ${input.licenseNo}, ${input.cityCode}, ${input.practiceSince},
      ${JSON.stringify(input.fields)}, ${JSON.stringify(input.roles)}, ${licensePhotoKey}, ${idPhotoKey}, ${CERT_STATUS.REVIEWING}, ${now}
    WHERE NOT EXISTS (SELECT 1 FROM certifications WHERE user_id = ${userId} AND status IN (${CERT_STATUS.REVIEWING}, ${CERT_STATUS.APPROVED}))
    RETURNING id`);
  const id = inserted[0]?.id;
  if (!id) {
    await Promise.all(stored.map((key) => storage.bucket.delete(key)));
    throw new CertificationError("CONFLICT", "认证申请正在审核中，请勿重复提交");
  }
  const row = await db.query.certifications.findFirst({ where: eq(certifications.id, id) });
  if (!row) throw new Error("certification insert lost");
  return toView(db, row);
}

/** 撤回: '1' → '0'. The application stays as it was, so the form comes back filled in. */
export async function undoCertification(db: DB, userId: number): Promise<ApplicationView> {
  const [row] = await db
    .update(certifications)
    .set({ status: CERT_STATUS.DRAFT })
    .where(and(eq(certifications.userId, userId), eq(certifications.status, CERT_STATUS.REVIEWING)))
    .returning();
  if (!row) throw new CertificationError("CONFLICT", "当前没有审核中的认证申请，无法撤回");
  return toView(db, row);
}
