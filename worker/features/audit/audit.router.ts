import { z } from "zod";
import { parseDateTime } from "#core/dates";
import { pageInput } from "#core/page";
import { STAFF_ROLES } from "#core/roles";
import { adminProcedure, router } from "../../trpc/init";
import { pageAudit } from "./audit.service";
import { grantStaffRole, revokeStaffRole, staffMembers } from "./staff.service";

// The administrator's console pages: 操作日志 (filterable) and 人员与权限.

const day = (label: string) =>
  z
    .string()
    .regex(/^\d{4}-\d{2}-\d{2}$/, `${label}格式应为 YYYY-MM-DD`)
    .optional()
    .catch(undefined);

export const auditPageInput = pageInput.extend({
  action: z.string().trim().max(80).optional(),
  actor: z.string().trim().max(40).optional(),
  from: day("开始日期"),
  to: day("结束日期"),
});

const staffRole = z.enum(STAFF_ROLES, { error: "请选择角色" });

export const auditRouter = router({
  page: adminProcedure.input(auditPageInput).query(({ ctx, input }) => {
    // Days are Beijing calendar days: from its midnight to the next one.
    const from = input.from ? (parseDateTime(`${input.from} 00:00:00`) ?? undefined) : undefined;
    const toStart = input.to ? parseDateTime(`${input.to} 00:00:00`) : null;
    return pageAudit(ctx.db, { ...input, from, to: toStart === null ? undefined : toStart + 86_400_000 });
  }),
  staff: adminProcedure.query(({ ctx }) => staffMembers(ctx.db)),
  grant: adminProcedure
    .input(
      z.object({
        phone: z
          .string({ error: "请输入手机号" })
          .trim()
          .regex(/^1\d{10}$/, "手机号格式不正确"),
        role: staffRole,
      }),
    )
    .mutation(({ ctx, input }) => grantStaffRole(ctx.db, input.phone, input.role)),
  revoke: adminProcedure.input(z.object({ userId: z.coerce.number().int().positive("人员编号无效"), role: staffRole })).mutation(async ({ ctx, input }) => {
    await revokeStaffRole(ctx.db, input.userId, input.role);
    return true;
  }),
});
