import { env } from "cloudflare:workers";
import { TRPCError } from "@trpc/server";
import type { AppLoadContext } from "react-router";
import { describe, expect, it } from "vitest";
import { createDb } from "#db/client";
import { createContext } from "#worker/trpc/init";
import { loader } from "~/routes/articles/article-details";
import { orNotFound } from "./not-found.server";

/** The article page's loader as React Router calls it, over the given D1. */
function loadArticle(id: string, d1: D1Database) {
  const req = new Request(`http://localhost/articleDetails/${id}`);
  const trpc = createContext({ env, req, user: null, tokenPresented: false, waitUntil: () => {}, db: createDb(d1) });
  const context = { trpc, cloudflare: { env } } as unknown as AppLoadContext;
  return loader({ params: { id }, request: req, context } as Parameters<typeof loader>[0]);
}

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

  it("loaders: only a real not-found becomes 404: the article page answers 404 for a missing id, a D1 failure reaches the error boundary", async () => {
    await expect(loadArticle("987654", env.DB)).rejects.toMatchObject({ init: { status: 404 } });
    const failing = () => {
      throw new Error("D1_ERROR: network connection lost");
    };
    const broken = new Proxy(env.DB, {
      get: (target, key) => (key === "prepare" ? failing : Reflect.get(target, key)),
    });
    await expect(loadArticle("987654", broken)).rejects.toThrow("D1_ERROR: network connection lost");
  });
});
