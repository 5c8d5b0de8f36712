import { TRPCError } from "@trpc/server";
import { describe, expect, it } from "vitest";
import { actionFail } from "./action-result";

describe("page actions never show raw internal error text", () => {
  it("page actions never show raw internal error text: a D1 error, an internal TRPCError and an English refusal read 操作失败", () => {
    const internal = [
      new Error("D1_ERROR: no such table: users: SQLITE_ERROR"),
      new TRPCError({ code: "INTERNAL_SERVER_ERROR", message: "Cannot read properties of undefined (reading 'id')" }),
      new TRPCError({ code: "BAD_REQUEST", message: "Unexpected end of JSON input" }),
      "a thrown string",
    ];
    for (const error of internal) expect(actionFail("save", error).data.message).toBe("操作失败，请稍后再试");
  });

  it("page actions never show raw internal error text: a service's own Chinese refusal still reaches the form", () => {
    expect(actionFail("save", new TRPCError({ code: "BAD_REQUEST", message: "积分不足" })).data.message).toBe("积分不足");
  });
});
