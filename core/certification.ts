// Lawyer certification (律师认证, SPEC §4): the status machine, the ID-number and licence-number rules,
// and the form rules shared by the page (checked before posting) and the procedure. No zod here: the
// page imports this module directly and it must stay small.
import { yearOf } from "./dates";
import { FIRST_LICENCE_YEAR, parseLicenseNo } from "./lawyers";
import { ADVICE_LAWYER_ROLE, CUSTOMIZATION_LAWYER_ROLE, isLawyerRole, type LawyerRole } from "./roles";

export const CERT_STATUS = { DRAFT: "0", REVIEWING: "1", APPROVED: "2", REJECTED: "3" } as const;
export type CertStatus = (typeof CERT_STATUS)[keyof typeof CERT_STATUS];

export const CERT_STATUS_TEXT: Record<CertStatus, string> = { "0": "待提交", "1": "审核中", "2": "已通过", "3": "未通过" };

/**
 * Allowed moves of one application. Submitting always creates a new row in '1' (a resubmission after
 * 撤回 or 驳回 keeps the old row as history); 撤回 takes '1' back to '0'; the console moves '1' to '2' or '3'.
 */
export const CERT_TRANSITIONS: Record<CertStatus, readonly CertStatus[]> = { "0": [], "1": ["0", "2", "3"], "2": [], "3": [] };

export function canMoveCertification(from: CertStatus, to: CertStatus): boolean {
  return CERT_TRANSITIONS[from].includes(to);
}

export function isCertStatus(value: unknown): value is CertStatus {
  return value === "0" || value === "1" || value === "2" || value === "3";
}

/** The lawyer roles an applicant may ask for (SPEC §3), with their names on the form. */
export const CERT_ROLES: Record<LawyerRole, string> = { [ADVICE_LAWYER_ROLE]: "咨询律师", [CUSTOMIZATION_LAWYER_ROLE]: "合同定制律师" };

/** Photos: JPEG, PNG or WebP (checked by magic bytes on the server), at most 5 MB each. */
export const CERT_PHOTO_MAX_BYTES = 5 * 1024 * 1024;
export const CERT_PHOTO_ACCEPT = "image/jpeg,image/png,image/webp";
export const CERT_MAX_FIELDS = 5;
/** The first lawyers' licences after the 1979 restoration of the bar; earlier years are typos. */
export const PRACTICE_SINCE_MIN = FIRST_LICENCE_YEAR;

const ID_WEIGHTS = [7, 9, 10, 5, 8, 4, 2, 1, 6, 3, 7, 9, 10, 5, 8, 4, 2] as const;
const ID_CHECK_CODES = "10X98765432";

/** The GB 11643-1999 check character of the first 17 digits (ISO 7064 MOD 11-2). */
export function idCheckChar(first17: string): string {
  let sum = 0;
  for (let i = 0; i < 17; i++) sum += Number(first17[i]) * (ID_WEIGHTS[i] ?? 0);
  return ID_CHECK_CODES[sum % 11] ?? "";
}

/**
 * An 18-character resident ID number: a six-digit area code, a real birth date (not in the future,
 * not before 1900), a three-digit sequence and the check character (digit or X; lower-case x accepted).
 */
export function isIdNumber(value: string, today: Date = new Date()): boolean {
  if (!/^[1-9]\d{16}[\dXx]$/.test(value)) return false;
  const year = Number(value.slice(6, 10));
  const month = Number(value.slice(10, 12));
  const day = Number(value.slice(12, 14));
  const birth = new Date(Date.UTC(year, month - 1, day));
  if (birth.getUTCFullYear() !== year || birth.getUTCMonth() !== month - 1 || birth.getUTCDate() !== day) return false;
  if (year < 1900 || birth.getTime() > today.getTime()) return false;
  return idCheckChar(value.slice(0, 17)) === value[17]?.toUpperCase();
}

/** Upper-cases the check character so one person always has one spelling (and one hash). */
export function normalizeIdNumber(value: string): string {
  return value.trim().toUpperCase();
}

/** 110101********1234: the area code and the last four stay, the birth date and sequence do not. */
export function maskIdNumber(value: string): string {
  return `${value.slice(0, 6)}********${value.slice(-4)}`;
}

export type CertificationForm = {
  realName: string;
  /** Empty on a resubmission that keeps the ID number of the previous application. */
  idNumber: string;
  firm: string;
  licenseNo: string;
  cityCode: string;
  practiceSince: string | number;
  fields: readonly (string | number)[];
  roles: readonly string[];
};

const NAME = /^[\p{Script=Han}A-Za-z·. ]+$/u;

/**
 * Field → first message for the certification form. `idNumberOptional`: a previous application's
 * ID number (kept only masked and hashed) may be reused by leaving the field empty.
 */
export function certificationErrors(form: CertificationForm, opts: { idNumberOptional?: boolean; today?: Date } = {}): Record<string, string> {
  const today = opts.today ?? new Date();
  const errors: Record<string, string> = {};
  const realName = form.realName.trim();
  if (realName.length < 2) errors.realName = "请输入真实姓名（至少 2 个字）";
  else if (realName.length > 20) errors.realName = "真实姓名不能超过 20 个字";
  else if (!NAME.test(realName)) errors.realName = "真实姓名只能包含中文、英文字母和间隔号";

  const idNumber = normalizeIdNumber(form.idNumber);
  if (!idNumber) {
    if (!opts.idNumberOptional) errors.idNumber = "请输入身份证号";
  } else if (idNumber.length !== 18) errors.idNumber = "身份证号应为 18 位";
  else if (!isIdNumber(idNumber, today)) errors.idNumber = "身份证号不正确，请核对出生日期与最后一位校验码";

  const firm = form.firm.trim();
  if (firm.length < 2) errors.firm = "请输入执业机构名称";
  else if (firm.length > 50) errors.firm = "执业机构名称不能超过 50 个字";

  const licenseNo = form.licenseNo.trim();
  if (!licenseNo) errors.licenseNo = "请输入律师执业证号";
  else {
    const licence = parseLicenseNo(licenseNo, { now: today });
    if (!licence.ok) errors.licenseNo = licence.message;
  }

  if (!/^\d{6}$/.test(form.cityCode)) errors.cityCode = "请选择执业城市";

  const since = Number(form.practiceSince);
  const thisYear = yearOf(today);
  if (form.practiceSince === "" || !Number.isInteger(since)) errors.practiceSince = "请输入开始执业的年份";
  else if (since < PRACTICE_SINCE_MIN || since > thisYear) errors.practiceSince = `执业年份应在 ${PRACTICE_SINCE_MIN}–${thisYear} 年之间`;

  if (form.fields.length === 0) errors.fields = "请至少选择一个专业领域";
  else if (form.fields.length > CERT_MAX_FIELDS) errors.fields = `专业领域最多选择 ${CERT_MAX_FIELDS} 个`;

  if (form.roles.length === 0) errors.roles = "请至少选择一种申请的律师身份";
  else if (!form.roles.every(isLawyerRole)) errors.roles = "申请的律师身份无效";
  return errors;
}

/** A photo's size problem, checked in the browser before posting (the server also checks the bytes). */
export function photoSizeError(label: string, size: number): string | null {
  if (size === 0) return `请上传${label}`;
  if (size > CERT_PHOTO_MAX_BYTES) return `${label}不能超过 5MB`;
  return null;
}
