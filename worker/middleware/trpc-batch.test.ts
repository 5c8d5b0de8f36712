import { env } from "cloudflare:workers";
import { describe, expect, it } from "vitest";
import { createDb } from "#db/client";
import { users } from "#db/schema";
import { JSON_HEADERS, request } from "../../tests/setup/helpers";
import { clientMeta, issueSession } from "../features/auth/tokens.service";
import { TRPC_BATCH_TOO_LARGE, TRPC_MAX_BATCH } from "./trpc-batch";

const db = createDb(env.DB);

function batch(procedure: string, size: number, accessToken: string): Promise<Response> {
  const body = Object.fromEntries(Array.from({ length: size }, (_, i) => [String(i), {}]));
  return request(`/api/trpc/${Array(size).fill(procedure).join(",")}?batch=1`, {
    method: "POST",
    headers: { ...JSON_HEADERS, authorization: `Bearer ${accessToken}` },
    body: JSON.stringify(body),
  });
}

describe("tRPC batch size cap", () => {
  it("tRPC batch size cap: a batch of more than 10 calls is refused with 400 in Chinese before any procedure runs", async () => {
    const [user] = await db.insert(users).values({ phone: "13900007101", nickname: "批量", createdAt: 1, updatedAt: 1 }).returning();
    if (!user) throw new Error("no user");
    const session = await issueSession(db, env.AUTH_SECRET, user.id, clientMeta(new Request("http://localhost/")), Date.now());
    const me = () => request("/admin/user/info", { headers: { authorization: `Bearer ${session.accessToken}` } });

    for (const size of [TRPC_MAX_BATCH + 1, 50, 1000]) {
      const res = await batch("auth.logout", size, session.accessToken);
      expect(res.status, String(size)).toBe(400);
      expect(JSON.stringify(await res.json())).toContain(TRPC_BATCH_TOO_LARGE);
      // Not one logout ran: the session is still signed in.
      expect((await me()).status).toBe(200);
    }
    const encoded = await request(
      `/api/trpc/${Array(TRPC_MAX_BATCH + 1)
        .fill("auth.me")
        .join("%2C")}?batch=1`,
    );
    expect(encoded.status).toBe(400);

    const allowed = await request(`/api/trpc/${Array(TRPC_MAX_BATCH).fill("auth.me").join(",")}?batch=1`, {
      headers: { authorization: `Bearer ${session.accessToken}` },
    });
    expect(allowed.status).toBe(200);
    expect(((await allowed.json()) as unknown[]).length).toBe(TRPC_MAX_BATCH);
  });
});
