import { env } from "cloudflare:workers";
import { beforeAll, describe, expect, it } from "vitest";
import { createDb } from "#db/client";
import { userRoles, users } from "#db/schema";
import { seedArticles } from "../tests/setup/articles-fixture";
import { seedBrand } from "../tests/setup/brand-fixture";
import { seedCases } from "../tests/setup/cases-fixture";
import { seedClauses } from "../tests/setup/clauses-fixture";
import { seedDocuments } from "../tests/setup/documents-fixture";
import { accessToken, request } from "../tests/setup/helpers";
import { seedLawyers } from "../tests/setup/lawyers-fixture";
import { seedLibrary } from "../tests/setup/library-fixture";
import { seedRegulations } from "../tests/setup/regulations-fixture";
import { compatRoutes } from "./compat/table";
import type { SessionUser } from "./middleware/session";
import { appRouter } from "./trpc/router";

// Every REST row and every tRPC procedure gets the input an attacker would send: nothing may answer
// 5xx, and a refusal that carries a message says it in Chinese (never zod's English defaults).
const HOSTILE: Record<string, unknown> = {
  empty: "",
  overlong: "契".repeat(10_000),
  "over D1's 50-byte LIKE cap": "北京市朝阳区律师事务所合同纠纷律师张三丰",
  "control characters": "\u0000合同\u202e\u0007",
  "malformed encoding": "%E0%A4%A%zz",
  "lone surrogate": "\ud800合同",
  "wrong type (object)": { a: [1] },
  "wrong type (fraction)": 1.5,
  "wrong type (negative)": -1,
};
const CHINESE = /[\u4e00-\u9fff]/;

// One account with every role, so procedures get past their policy to the input handling.
const EVERYONE: SessionUser = { id: 9301, roles: ["ROLE_ADMIN", "ROLE_ADVICE_LAWYER", "ROLE_CONTRACT_CUSTOMIZATION"] };
let auth: Record<string, string> = {};

beforeAll(async () => {
  // Rows to search: D1 checks a LIKE pattern's length only when it meets a row.
  for (const seed of [seedLibrary, seedClauses, seedDocuments, seedRegulations, seedCases, seedArticles, seedLawyers, seedBrand]) await seed();
  const db = createDb(env.DB);
  await db.insert(users).values({ id: EVERYONE.id, phone: "13900009301", nickname: "全能测试", createdAt: 1, updatedAt: 1 }).onConflictDoNothing();
  await db
    .insert(userRoles)
    .values(EVERYONE.roles.map((role) => ({ userId: EVERYONE.id, role })))
    .onConflictDoNothing();
  auth = { authorization: `Bearer ${await accessToken(EVERYONE)}`, origin: "http://localhost" };
});

/** Every message a refusal carries: the REST envelope's msg, tRPC's error message(s). */
function messagesOf(body: unknown): string[] {
  if (Array.isArray(body)) return body.flatMap(messagesOf);
  if (!body || typeof body !== "object") return [];
  const b = body as { msg?: unknown; error?: { message?: unknown } };
  return [b.msg, b.error?.message].filter((m): m is string => typeof m === "string" && m !== "success");
}

async function expectSafe(label: string, res: Response) {
  const text = await res.text();
  expect(res.status, `${label} → ${res.status} ${text.slice(0, 200)}`).toBeLessThan(500);
  if (res.status >= 400 || text.includes('"code":-1')) {
    let body: unknown = null;
    try {
      body = JSON.parse(text);
    } catch {
      body = text ? { msg: text } : null;
    }
    for (const message of messagesOf(body)) expect(message, `${label}: ${message}`).toMatch(CHINESE);
  }
}

type AnyProcedure = { _def: { type: "query" | "mutation" | "subscription"; inputs: { shape?: Record<string, unknown> }[] } };
const procedures = Object.entries(appRouter._def.procedures as unknown as Record<string, AnyProcedure>).filter(([, p]) => p._def.type !== "subscription");

function keysOf(p: AnyProcedure): string[] {
  return [...new Set(p._def.inputs.flatMap((i) => Object.keys(i.shape ?? {})))];
}

function callProcedure(path: string, p: AnyProcedure, input: unknown, rawQuery?: string): Promise<Response> {
  if (p._def.type === "query") {
    const query = rawQuery ?? (input === undefined ? "" : `input=${encodeURIComponent(JSON.stringify(input))}`);
    return request(`/api/trpc/${path}?${query}`, { headers: auth });
  }
  return request(`/api/trpc/${path}`, { method: "POST", headers: { ...auth, "content-type": "application/json" }, body: rawQuery ?? JSON.stringify(input) });
}

describe("hostile input: every tRPC procedure", () => {
  it("lists the procedures of appRouter", () => {
    expect(procedures.length).toBeGreaterThan(50);
  });

  for (const [path, procedure] of procedures) {
    it(`hostile input: ${path} answers < 500, refusals in Chinese`, async () => {
      const keys = keysOf(procedure);
      await expectSafe(`${path} no input`, await callProcedure(path, procedure, undefined));
      await expectSafe(
        `${path} malformed encoding`,
        await callProcedure(path, procedure, undefined, procedure._def.type === "query" ? "input=%E0%A4%A" : "{%zz"),
      );
      for (const [kind, value] of Object.entries(HOSTILE)) {
        await expectSafe(`${path} ${kind} as the input`, await callProcedure(path, procedure, value));
        if (keys.length) {
          const input = Object.fromEntries(keys.map((k) => [k, value]));
          await expectSafe(`${path} ${kind} in every field`, await callProcedure(path, procedure, input));
        }
        // One field at a time too, so a refusal of one field does not hide another's failure.
        for (const key of keys) await expectSafe(`${path} ${kind} in ${key}`, await callProcedure(path, procedure, { [key]: value }));
      }
    });
  }
});

/** The fields a REST row reads: `i.<name>` in its call, plus what paged lists take. */
function fieldsOf(call: (...args: never[]) => unknown): string[] {
  return [...new Set([...String(call).matchAll(/\bi\.(\w+)/g)].map((m) => m[1] as string).concat(["current", "size", "keyword", "id"]))];
}

function withParams(path: string, value: string): string {
  return path.replace(/:\w+(\{[^}]*\})?/g, value).replace("*", value);
}

function restRequest(route: (typeof compatRoutes)[number], value: unknown, pathValue: string): Promise<Response> {
  const fields = Object.fromEntries(fieldsOf(route.call).map((k) => [k, value]));
  const path = withParams(route.path, pathValue);
  if (route.input === "query") {
    const query = Object.entries(fields)
      .map(([k, v]) => `${k}=${encodeURIComponent(typeof v === "string" ? v.replace(/[\ud800-\udfff]/g, "\ufffd") : JSON.stringify(v))}`)
      .join("&");
    return request(`${path}?${query}`, { method: route.method, headers: auth });
  }
  if (route.input === "form") {
    const form = new FormData();
    for (const [k, v] of Object.entries(fields)) form.append(k, typeof v === "string" ? v : JSON.stringify(v));
    return request(path, { method: route.method, headers: auth, body: form });
  }
  const body = route.input === "json" ? JSON.stringify(fields) : undefined;
  return request(path, { method: route.method, headers: { ...auth, "content-type": "application/json" }, body });
}

describe("hostile input: every REST row of worker/compat", () => {
  it("lists the rows of the table", () => {
    expect(compatRoutes.length).toBeGreaterThan(50);
  });

  for (const route of compatRoutes) {
    it(`hostile input: ${route.method} ${route.path} answers < 500, refusals in Chinese`, async () => {
      const label = `${route.method} ${route.path}`;
      for (const [kind, value] of Object.entries(HOSTILE)) {
        const segment = typeof value === "string" && value ? encodeURIComponent(value.replace(/[\ud800-\udfff]/g, "\ufffd").slice(0, 200)) : "abc";
        await expectSafe(`${label} ${kind}`, await restRequest(route, value, segment));
      }
      await expectSafe(`${label} malformed path segment`, await restRequest(route, "x", "%E0%A4%A"));
      await expectSafe(`${label} %zz path segment`, await restRequest(route, "x", "%zz"));
      if (route.input === "json") {
        for (const body of ["{", "[]", '"text"', "null", "\u0000"]) {
          await expectSafe(
            `${label} body ${JSON.stringify(body)}`,
            await request(withParams(route.path, "1"), { method: route.method, headers: { ...auth, "content-type": "application/json" }, body }),
          );
        }
      }
      if (route.input === "form") {
        const broken = await request(withParams(route.path, "1"), {
          method: route.method,
          headers: { ...auth, "content-type": "multipart/form-data; boundary=xyz" },
          body: "--abc\r\nbroken",
        });
        await expectSafe(`${label} broken multipart`, broken);
      }
    });
  }
});
