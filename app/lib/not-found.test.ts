import { TRPCError } from "@trpc/server";
import { describe, expect, it } from "vitest";
import { orNotFound } from "./not-found.server";

describe("loaders: only a real not-found becomes 404", () => {
  it("loaders: only a real not-found becomes 404: NOT_FOUND reads as null, an answer passes through", async () => {
    await expect(orNotFound(Promise.reject(new TRPCError({ code: "NOT_FOUND", message: "订单不存在" })))).resolves.toBeNull();
    await expect(orNotFound(Promise.resolve({ id: 1 }))).resolves.toEqual({ id: 1 });
  });

  it("loaders: only a real not-found becomes 404: a D1 failure, an internal error and other refusals reach the error boundary", async () => {
    const failures = [
      new Error("D1_ERROR: no such table: orders"),
      new TRPCError({ code: "INTERNAL_SERVER_ERROR", message: "boom" }),
      new TRPCError({ code: "FORBIDDEN", message: "没有权限执行此操作" }),
      new TRPCError({ code: "BAD_REQUEST", message: "请求参数格式错误" }),
    ];
    for (const failure of failures) await expect(orNotFound(Promise.reject(failure))).rejects.toBe(failure);
  });

  it("loaders: only a real not-found becomes 404: a refusal the loader expects (not a lawyer) reads as null", async () => {
    await expect(orNotFound(Promise.reject(new TRPCError({ code: "FORBIDDEN", message: "没有权限执行此操作" })), ["FORBIDDEN"])).resolves.toBeNull();
  });
});
