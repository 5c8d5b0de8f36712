import { z } from "zod";
import { type CertificationForm, certificationErrors } from "#core/certification";
import type { LawyerRole } from "#core/roles";

// Procedure inputs for certification. The form rules live in core/certification.ts (shared with the
// page); here they run inside zod so each problem is an issue naming its field.

/** Lists arrive as arrays (page action), JSON arrays or comma-separated strings (REST multipart form). */
const list = z.preprocess(
  (v) => {
    if (Array.isArray(v)) return v.map(String);
    if (typeof v !== "string" || v.trim() === "") return [];
    const text = v.trim();
    if (text.startsWith("[")) {
      try {
        const parsed: unknown = JSON.parse(text);
        return Array.isArray(parsed) ? parsed.map(String) : [];
      } catch {
        return [];
      }
    }
    return text.split(/[,，\s]+/).filter(Boolean);
  },
  z.array(z.string().max(40)).max(20, "选择的项目过多"),
);

/** A file input left empty posts a nameless, empty File: that means "keep the previous photo". */
const photo = z.preprocess((v) => (v instanceof File && (v.size > 0 || v.name !== "") ? v : undefined), z.instanceof(File).optional());

export const submitInput = z
  .object({
    realName: z.string().max(40).default(""),
    idNumber: z.string().max(40).default(""),
    firm: z.string().max(100).default(""),
    licenseNo: z.string().max(40).default(""),
    cityCode: z.string().max(12).default(""),
    practiceSince: z.union([z.string().max(8), z.number()]).default(""),
    fields: list,
    roles: list,
    licensePhoto: photo,
    idPhoto: photo,
  })
  .superRefine((form, ctx) => {
    // The ID number may be left empty here: the service knows whether a previous one can be reused.
    const errors = certificationErrors(form as CertificationForm, { idNumberOptional: true });
    for (const [field, message] of Object.entries(errors)) ctx.addIssue({ code: "custom", path: [field], message });
  })
  .transform((f) => ({
    realName: f.realName.trim(),
    idNumber: f.idNumber.trim().toUpperCase(),
    firm: f.firm.trim(),
    licenseNo: f.licenseNo.trim(),
    cityCode: f.cityCode,
    practiceSince: Number(f.practiceSince),
    fields: [...new Set(f.fields.map(Number))],
    roles: [...new Set(f.roles)] as LawyerRole[],
    licensePhoto: f.licensePhoto,
    idPhoto: f.idPhoto,
  }));
export type SubmitInput = z.infer<typeof submitInput>;

export const idInput = z.object({ id: z.coerce.number({ error: "认证申请编号无效" }).int("认证申请编号无效").positive("认证申请编号无效") });

export const rejectInput = idInput.extend({
  reason: z.string().trim().min(1, "请填写驳回原因").max(200, "驳回原因不能超过 200 字"),
});
