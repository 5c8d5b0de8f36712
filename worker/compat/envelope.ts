import { TRPCError } from "@trpc/server";
import { getHTTPStatusCodeFromError } from "@trpc/server/http";
import { ZodError } from "zod";

// The REST envelope of SPEC §7/§8: {code:0,msg,data} on success, {code:-1,msg} for domain errors,
// HTTP 424 for an expired session, and the message always in Chinese.
export type Envelope<T> = { code: 0; msg: string; data: T } | { code: -1; msg: string; data: null };

export function ok<T>(data: T): Envelope<T> {
  return { code: 0, msg: "success", data };
}

export function fail(msg: string): Envelope<never> {
  return { code: -1, msg, data: null };
}

export function errorResponse(error: unknown): { status: 200 | 424 | 500; body: Envelope<never> } {
  if (error instanceof TRPCError) {
    if (error.code === "UNAUTHORIZED") return { status: 424, body: fail(error.message) };
    if (error.cause instanceof ZodError) return { status: 200, body: fail(error.cause.issues[0]?.message ?? "参数错误") };
    if (getHTTPStatusCodeFromError(error) >= 500) return { status: 500, body: fail("服务器繁忙，请稍后再试") };
    return { status: 200, body: fail(error.message) };
  }
  if (error instanceof ZodError) return { status: 200, body: fail(error.issues[0]?.message ?? "参数错误") };
  console.error("compat call failed", error);
  return { status: 500, body: fail("服务器繁忙，请稍后再试") };
}
