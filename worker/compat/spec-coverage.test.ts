import { env } from "cloudflare:workers";
import { beforeAll, describe, expect, it } from "vitest";
import { ADVICE_LAWYER_ROLE, CUSTOMIZATION_LAWYER_ROLE } from "#core/roles";
import { bearer, request } from "../../tests/setup/helpers";
import type { SessionUser } from "../middleware/session";
import { CHINESE, policyOf, samplePath, sampleQueries, seedSamples } from "./compat-test-kit";
import { type Access, type SpecRow, specRows } from "./spec-list";
import { type CompatRoute, compatRoutes, type InputSource } from "./table";

// The coverage test of SPEC §7 (issue 16 item 5): the list in spec-list.ts, walked against the app.

const USER: SessionUser = { id: 9801, roles: [] };
const LAWYER: SessionUser = { id: 9802, roles: [ADVICE_LAWYER_ROLE, CUSTOMIZATION_LAWYER_ROLE] };
const SESSION_EXPIRED = "登录已过期，请重新登录";
const FORBIDDEN = "没有权限执行此操作";

beforeAll(async () => {
  await seedSamples();
  await env.DB.batch([
    ...[USER, LAWYER].map((u) =>
      env.DB.prepare("INSERT OR IGNORE INTO users (id, phone, nickname, created_at, updated_at) VALUES (?, ?, '覆盖测试', 1, 1)").bind(u.id, `1390000${u.id}`),
    ),
    ...LAWYER.roles.map((role) => env.DB.prepare("INSERT OR IGNORE INTO user_roles (user_id, role) VALUES (?, ?)").bind(LAWYER.id, role)),
  ]);
});

const label = (row: SpecRow) => `${row.method} ${row.path} (${row.spec})`;
const served = specRows.filter((r) => !r.notServed);
const tableRowsOf = (row: SpecRow): CompatRoute[] => compatRoutes.filter((r) => r.method === row.method && r.path === row.path);
const inputOf = (row: SpecRow): InputSource => row.route?.input ?? tableRowsOf(row)[0]?.input ?? "none";
const POLICY_OF_ACCESS: Record<Access, string> = { public: "public", user: "user", lawyer: "lawyer" };

function withQuery(path: string, query: string): string {
  return path.includes("?") ? `${path}&${query.replace(/^\?/, "")}` : `${path}${query}`;
}

function sampleOf(row: SpecRow): string {
  if (row.sample) return row.sample;
  const path = samplePath(row.path);
  return path + (sampleQueries[path] ?? "");
}

/** The refusal a row must give: the data's own, or by rule (see SpecRow.bad); null when it takes no input. */
function badOf(row: SpecRow): { path: string; body?: Record<string, unknown> } | null {
  if (row.bad) return "none" in row.bad ? null : row.bad;
  if (/:\w+/.test(row.path)) return { path: row.path.replace(/:\w+\{[^}]*\}/g, "99999999").replace(/:\w+/g, "abc") };
  const input = inputOf(row);
  if (input === "json" || input === "form") return { path: sampleOf(row), body: {} };
  if (input === "query") return { path: withQuery(sampleOf(row), "?current=0&size=9999") };
  return null;
}

async function headersFor(user: SessionUser | null): Promise<Record<string, string>> {
  return { origin: "http://localhost", ...(user ? ((await bearer(user)) as Record<string, string>) : {}) };
}

function send(row: SpecRow, path: string, headers: Record<string, string>, body: Record<string, unknown> = {}): Promise<Response> {
  const input = inputOf(row);
  const init: RequestInit = { method: row.method, headers };
  if (input === "json") {
    init.headers = { ...headers, "content-type": "application/json" };
    init.body = JSON.stringify(body);
  }
  if (input === "form") {
    const form = new FormData();
    for (const [k, v] of Object.entries(body)) form.append(k, String(v));
    init.body = form;
  }
  return request(path, init);
}

/** What came back, whatever the shape: the envelope, OAuth tokens, AJ-Captcha, a file or a text page. */
type Answer = { status: number; refused: boolean; message: string; raw: string; json: Record<string, unknown> | null };
async function answerOf(res: Response): Promise<Answer> {
  const raw = res.headers.get("content-type")?.startsWith("application/json") || res.headers.get("content-type")?.startsWith("text") ? await res.text() : "";
  let json: Record<string, unknown> | null = null;
  try {
    json = raw ? (JSON.parse(raw) as Record<string, unknown>) : null;
  } catch {
    json = null;
  }
  const message = String(json?.msg ?? json?.repMsg ?? (json ? "" : raw));
  const refused = res.status >= 400 || json?.code === -1 || (json?.repCode !== undefined && json.repCode !== "0000");
  return { status: res.status, refused, message, raw, json };
}

/** The app's own "no such route" (app.notFound), as opposed to a handler's not-found answer. */
const unrouted = (a: Answer) => a.status === 404 && a.raw === "页面不存在";

// Each walk sends a request (or two) per row: more than the default five seconds on a busy machine.
describe("SPEC §7 coverage (spec-list.ts)", { timeout: 60_000 }, () => {
  it("spec coverage: the list holds every call of SPEC §7 once per meaning, each with its access", () => {
    expect(specRows.length).toBeGreaterThan(150);
    const keys = specRows.map((r) => `${r.method} ${r.path} ${r.spec}`);
    expect(new Set(keys).size).toBe(keys.length);
    expect(new Set(specRows.map((r) => r.method))).toEqual(new Set(["GET", "POST", "PUT", "DELETE"]));
  });

  it("spec coverage: every listed row is registered (a table row once, whose procedure's policy is the listed access, or its own route)", async () => {
    for (const row of served) {
      if (row.route) {
        expect(unrouted(await answerOf(await send(row, sampleOf(row), await headersFor(null)))), label(row)).toBe(false);
        continue;
      }
      const routes = tableRowsOf(row);
      expect(routes, label(row)).toHaveLength(1);
      expect(policyOf(routes[0] as CompatRoute), label(row)).toBe(POLICY_OF_ACCESS[row.access]);
    }
    for (const row of specRows.filter((r) => r.notServed)) {
      expect(tableRowsOf(row), label(row)).toHaveLength(0);
      expect(unrouted(await answerOf(await send(row, sampleOf(row), await headersFor(null)))), label(row)).toBe(true);
    }
  });

  it("spec coverage: as a visitor every row behind a login answers 424 and every public row answers, for every verb", async () => {
    for (const row of served) {
      const answer = await answerOf(await send(row, sampleOf(row), await headersFor(null)));
      expect(answer.status, `${label(row)} ${answer.raw.slice(0, 200)}`).toBeLessThan(500);
      if (row.access !== "public") {
        expect(answer.status, label(row)).toBe(424);
        expect(answer.message, label(row)).toBe(row.route?.answers === "websocket" ? "连接凭证无效或已过期" : SESSION_EXPIRED);
        continue;
      }
      if (answer.refused) expect(answer.message, label(row)).toMatch(CHINESE);
      if (row.method === "GET") {
        expect(answer.status, label(row)).toBe(200);
        if (answer.json) expect(answer.json, label(row)).toMatchObject({ code: 0, msg: "success" });
      }
    }
  });

  it("spec coverage: as the right role every row gets past its policy, and a user without the lawyer role is refused", async () => {
    for (const row of served.filter((r) => r.access !== "public")) {
      if (row.route?.answers === "websocket") {
        const ticket = await request("/api/trpc/realtime.ticket", {
          method: "POST",
          headers: { ...(await headersFor(USER)), "content-type": "application/json" },
        });
        const { result } = (await ticket.json()) as { result: { data: { ticket: string } } };
        const hub = await request(`/websocket/ws/HTK_PC/${result.data.ticket}`);
        expect(hub.status, label(row)).toBe(426);
        expect(await hub.text(), label(row)).toMatch(CHINESE);
        continue;
      }
      const who = row.access === "lawyer" ? LAWYER : USER;
      const answer = await answerOf(await send(row, sampleOf(row), await headersFor(who)));
      expect(answer.status, `${label(row)} ${answer.raw.slice(0, 200)}`).toBeLessThan(500);
      expect(answer.status, label(row)).not.toBe(424);
      expect(answer.message, label(row)).not.toBe(FORBIDDEN);
      if (answer.refused) expect(answer.message, label(row)).toMatch(CHINESE);
      if (row.access === "lawyer") {
        const user = await answerOf(await send(row, sampleOf(row), await headersFor(USER)));
        expect(user.message, label(row)).toBe(FORBIDDEN);
      }
    }
  });

  it("spec coverage: bad input is refused with a Chinese message and never a 5xx, for every verb", async () => {
    const wrong: string[] = [];
    for (const row of served) {
      const headers = await headersFor(row.access === "lawyer" ? LAWYER : USER);
      const bad = badOf(row);
      // Nothing to get wrong when a row takes no input: junk in the query changes nothing and breaks nothing.
      const path = bad?.path ?? withQuery(sampleOf(row), "?current=%zz&size=-1&id=%E0%A4%A");
      const answer = await answerOf(await send(row, path, headers, bad?.body));
      const what = `${label(row)} with ${path} ${JSON.stringify(bad?.body ?? {})} → ${answer.status} ${answer.raw.slice(0, 160)}`;
      const refusedInChinese = answer.refused && CHINESE.test(answer.message);
      if (answer.status >= 500 || (bad && !refusedInChinese) || (answer.refused && !CHINESE.test(answer.message))) wrong.push(what);
    }
    expect(wrong).toEqual([]);
  });
});
