import { describe, expect, it } from "vitest";
import { request } from "../../tests/setup/helpers";
import { BOOKMARK_COOKIE, d1Session } from "./d1-session";

/** A D1 binding that records the constraint each session starts from and answers with a given bookmark. */
function fakeD1(bookmarkAfter: string | null) {
  const started: string[] = [];
  const db = {
    withSession: (constraint: string) => {
      started.push(constraint);
      return { prepare: () => null, batch: async () => [], getBookmark: () => bookmarkAfter };
    },
  } as unknown as D1Database;
  return { db, started };
}

const B1 = "00000000-00000020-00000000-00000000000000000000000000000000";
const B2 = "00000000-00000021-00000000-00000000000000000000000000000000";

describe("read replicas (D1 Sessions API)", () => {
  it("replicas: a read without a bookmark may go to any replica and sets no cookie", () => {
    const { db, started } = fakeD1(B1);
    const s = d1Session(new Request("https://qihe.example/"), db);
    expect(started).toEqual(["first-unconstrained"]);
    expect(s.setCookie()).toBeNull();
  });

  it("replicas: a write starts on the primary and hands its bookmark back in a cookie", () => {
    const { db, started } = fakeD1(B2);
    const s = d1Session(new Request("https://qihe.example/myInvoice", { method: "POST" }), db);
    expect(started).toEqual(["first-primary"]);
    expect(s.setCookie()).toBe(`__Host-${BOOKMARK_COOKIE}=${B2}; Path=/; Max-Age=600; HttpOnly; SameSite=Lax; Secure`);
  });

  it("replicas: the next read continues from the bookmark (read your writes); a malformed cookie is ignored", () => {
    const { db, started } = fakeD1(B2);
    const read = d1Session(new Request("https://qihe.example/myInvoice", { headers: { cookie: `a=1; __Host-${BOOKMARK_COOKIE}=${B1}` } }), db);
    expect(started).toEqual([B1]);
    expect(read.setCookie()).toContain(`__Host-${BOOKMARK_COOKIE}=${B2}`);
    d1Session(new Request("https://qihe.example/", { headers: { cookie: `__Host-${BOOKMARK_COOKIE}=<script>` } }), db);
    expect(started[1]).toBe("first-unconstrained");
  });

  it("replicas: a real mutation through the app answers with the bookmark cookie, a plain read does not", async () => {
    const read = await request("/healthz");
    expect(read.headers.getSetCookie().some((c) => c.startsWith(`${BOOKMARK_COOKIE}=`))).toBe(false);
    // Copying a clause is a public write (its copy count): the session has a bookmark after it.
    const write = await request("/admin/clause/copy/1", { method: "POST", headers: { origin: "http://localhost" } });
    expect(write.status).toBeLessThan(500);
    expect(write.headers.getSetCookie().find((c) => c.startsWith(`${BOOKMARK_COOKIE}=`))).toMatch(
      /^qh_d1=[0-9a-f-]+; Path=\/; Max-Age=600; HttpOnly; SameSite=Lax$/,
    );
  });
});
