/**
 * The one place that creates tRPC procedures. Every procedure of appRouter starts from one of the
 * builders exported here, each declaring its access policy in `meta.policy`; a test walks appRouter
 * and fails on a procedure without one. Edit this file to add a policy, never to bypass one.
 */
import { initTRPC, TRPCError } from "@trpc/server";
import { eq } from "drizzle-orm";
import { ZodError } from "zod";
import { ADMIN_ROLE, ADVICE_LAWYER_ROLE, type ConsoleArea, CUSTOMIZATION_LAWYER_ROLE, LAWYER_ROLES, rolesOfArea, STAFF_ROLES } from "#core/roles";
import "#core/zod-locale";
import type { DB } from "#db/client";
import { createDb } from "#db/client";
import { userRoles } from "#db/schema";
import { type AuditTarget, readTarget, recordAudit, targetKey } from "../features/audit/audit.service";
import type { SessionUser } from "../middleware/session";

/** Who may call: anyone, a signed-in user, a lawyer, a console area's staff, or any staff (the console's shared pages). */
export type Policy = "public" | "user" | "lawyer" | ConsoleArea | "staff";
export type Meta = { policy: Policy; audit?: AuditTarget };

export type Context = {
  env: Env;
  db: DB;
  req: Request;
  user: SessionUser | null;
  /** Whether the request carried a token at all: a bad one means an expired session (HTTP 424). */
  tokenPresented: boolean;
  waitUntil: (promise: Promise<unknown>) => void;
  /** Headers (Set-Cookie) that the edge adds to the response of this request. */
  resHeaders: Headers;
};

export function createContext(input: Omit<Context, "db" | "resHeaders"> & { resHeaders?: Headers; db?: DB }): Context {
  return { ...input, resHeaders: input.resHeaders ?? new Headers(), db: input.db ?? createDb(input.env.DB) };
}

export const SESSION_EXPIRED = "登录已过期，请重新登录";

// tRPC's own refusals (an unparsable body, a wrong method) are in English; users get these instead.
const GENERIC: Partial<Record<TRPCError["code"], string>> = {
  PARSE_ERROR: "请求参数格式错误",
  BAD_REQUEST: "请求参数格式错误",
  NOT_FOUND: "请求的接口不存在",
  METHOD_NOT_SUPPORTED: "请求方式不正确",
  PAYLOAD_TOO_LARGE: "请求内容过大",
  UNSUPPORTED_MEDIA_TYPE: "请求内容类型不正确",
};

function chineseOr(message: string, code: TRPCError["code"]): string {
  return /[\u4e00-\u9fff]/.test(message) ? message : (GENERIC[code] ?? "请求无法处理");
}

const t = initTRPC
  .context<Context>()
  .meta<Meta>()
  .create({
    errorFormatter({ shape, error }) {
      // Users see Chinese messages naming the field; internals (stack, SQL) never leave the worker.
      const zod = error.cause instanceof ZodError ? error.cause : null;
      const message = zod
        ? (zod.issues[0]?.message ?? "参数错误")
        : error.code === "INTERNAL_SERVER_ERROR"
          ? "服务器繁忙，请稍后再试"
          : chineseOr(shape.message, error.code);
      return { ...shape, message, data: { code: shape.data.code, httpStatus: shape.data.httpStatus, path: shape.data.path } };
    },
  });

export const router = t.router;
export const createCallerFactory = t.createCallerFactory;

const requireUser = t.middleware(({ ctx, next }) => {
  if (!ctx.user) throw new TRPCError({ code: "UNAUTHORIZED", message: SESSION_EXPIRED });
  return next({ ctx: { ...ctx, user: ctx.user } });
});

function requireAnyRole(roles: readonly string[]) {
  return t.middleware(async ({ ctx, next }) => {
    if (!ctx.user) throw new TRPCError({ code: "UNAUTHORIZED", message: SESSION_EXPIRED });
    // Roles are read live (one primary-key lookup), never trusted from the token: a role granted since
    // it was issued (an approved certification) or revoked since (an admin's decision) counts at once.
    const held = (await ctx.db.select({ role: userRoles.role }).from(userRoles).where(eq(userRoles.userId, ctx.user.id))).map((r) => r.role);
    if (!held.some((r) => roles.includes(r))) throw new TRPCError({ code: "FORBIDDEN", message: "没有权限执行此操作" });
    return next({ ctx: { ...ctx, user: { ...ctx.user, roles: held } } });
  });
}

/**
 * Every console write is recorded (操作日志): who, when, which procedure with its input, and — when the
 * procedure's meta names its target row — that row before and after. After the write succeeded, so a
 * refused or failed call leaves no entry; the log failing never undoes a write that happened.
 */
const audited = t.middleware(async ({ ctx, next, path, type, getRawInput, meta }) => {
  if (type !== "mutation" || !ctx.user) return next();
  const input = await getRawInput().catch(() => null);
  const key = meta?.audit ? targetKey(meta.audit, input) : null;
  const before = meta?.audit && key !== null ? await readTarget(ctx.db, meta.audit, key) : null;
  const result = await next();
  if (result.ok) {
    try {
      const made = meta?.audit?.created ? targetKey({ ...meta.audit, inputKey: "id" }, result.data) : null;
      const row = key ?? made;
      const after = meta?.audit && row !== null ? await readTarget(ctx.db, meta.audit, row) : null;
      const target = meta?.audit && row !== null ? `${meta.audit.table}#${row}` : null;
      await recordAudit(ctx.db, { actorId: ctx.user.id, actorRoles: ctx.user.roles, action: path, target, input, before, after, at: Date.now() });
    } catch (error) {
      console.error("audit log write failed", path, error);
    }
  }
  return result;
});

function areaProcedure(area: ConsoleArea) {
  return t.procedure
    .meta({ policy: area })
    .use(requireAnyRole(rolesOfArea(area)))
    .use(audited);
}

export const publicProcedure = t.procedure.meta({ policy: "public" });
export const userProcedure = t.procedure.meta({ policy: "user" }).use(requireUser);
export const lawyerProcedure = t.procedure.meta({ policy: "lawyer" }).use(requireAnyRole(LAWYER_ROLES));
/** Lawyers who take phone and online advice (咨询中心). */
export const adviceLawyerProcedure = t.procedure.meta({ policy: "lawyer" }).use(requireAnyRole([ADVICE_LAWYER_ROLE]));
/** 定制服务: holders of ROLE_CONTRACT_CUSTOMIZATION serve customisation and review orders. */
export const customLawyerProcedure = t.procedure.meta({ policy: "lawyer" }).use(requireAnyRole([CUSTOMIZATION_LAWYER_ROLE]));
/** The administrator only (staff roles, the audit log). */
export const adminProcedure = areaProcedure("admin");
/** 内容审核: templates, articles, ads, lawyer certification, the trademark table. */
export const contentProcedure = areaProcedure("content");
/** 财务: real names, withdrawals and rewards, invoices, activation codes, the finance export. */
export const financeProcedure = areaProcedure("finance");
/** 客服: orders and refunds, advice and customisation orders, settle-in applications. */
export const serviceProcedure = areaProcedure("service");
/** A console write whose target row the audit log shows before and after: the table and how the input names the row. */
export function staffWrite(area: ConsoleArea, table: string, by: { column?: string; inputKey?: string; created?: boolean } = {}) {
  return areaProcedure(area).meta({ policy: area, audit: { table, column: by.column ?? "id", inputKey: by.inputKey ?? "id", created: by.created ?? false } });
}
/** Any staff member: counts the console's landing page shows. */
export const staffProcedure = t.procedure
  .meta({ policy: "staff" })
  .use(requireAnyRole([ADMIN_ROLE, ...STAFF_ROLES]))
  .use(audited);
