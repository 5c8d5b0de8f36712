import { env } from "cloudflare:workers";
import { describe, expect, it } from "vitest";
import { z } from "zod";
import "#core/zod-locale";
import { siteOrigin } from "#core/seo";
import { safeDecode, searchText } from "#core/text";
import { contains } from "#db/contains";
import { lawyerProfiles } from "#db/schema";
import { app, callerFor, request } from "../tests/setup/helpers";
import { seedLawyers } from "../tests/setup/lawyers-fixture";
import { seedLibrary } from "../tests/setup/library-fixture";
import { sandbox } from "../tests/setup/pay-fixture";
import { readCookie } from "./middleware/session";

// The edges of the first Harden item of issue 12 one by one: cookies, file paths, search text,
// payment notifications, bodies refused unread and absolute URLs.

describe("bad input: cookies", () => {
  it("bad input: a malformed qh_rt, qh_at, qh_city or qh_vid cookie (%E0%A4%A, %zz) never answers 5xx", async () => {
    for (const cookie of ["qh_rt=%E0%A4%A", "qh_at=%zz", "qh_city=%E0%A4%A", "qh_vid=%E0%A4%A", "qh_rt=%; qh_city=%ED%A0%80"]) {
      for (const path of ["/healthz", "/api/trpc/auth.me", "/api/trpc/articles.read?input=%7B%22id%22%3A1%7D"]) {
        const res = await request(path, { headers: { cookie } });
        expect(res.status, `${cookie} ${path}`).toBeLessThan(500);
      }
    }
  });

  it("bad input: readCookie reads a malformed value as absent and decodes a good one", () => {
    expect(readCookie("qh_city=%E0%A4%A; qh_vid=abc", "qh_city")).toBeUndefined();
    expect(readCookie("qh_city=%E0%A4%A; qh_vid=a%20b", "qh_vid")).toBe("a b");
    expect(safeDecode("%zz")).toBeNull();
    expect(safeDecode("%E5%90%88")).toBe("合");
  });
});

describe("bad input: file paths", () => {
  it("bad input: /files/%E0%A4%A, %zz, a bare % and a key over 1,024 bytes answer 404, never 5xx", async () => {
    for (const key of ["%E0%A4%A", "%zz", "a%", "public/%E0%A4%A", `public/${"a".repeat(1100)}`, `public/${"合".repeat(400)}`]) {
      const res = await request(`/files/${key}`);
      expect(res.status, key.slice(0, 40)).toBe(404);
      expect(await res.text()).toBe("文件不存在");
    }
  });
});

describe("bad input: search text", () => {
  it("bad input: NUL, other control characters, a bidi override and a lone surrogate in an FTS phrase are dropped, not a 500", async () => {
    await seedLibrary();
    expect(searchText("\u0000合同\u202e范本\ud800 ")).toBe("合同 范本");
    for (const keyword of ["\u0000合同", "买卖\u202e合同", "\ud800合同范本", "合同\u0007\u001f范本"]) {
      const res = await request(`/api/trpc/templates.list?input=${encodeURIComponent(JSON.stringify({ keyword }))}`);
      expect(res.status, JSON.stringify(keyword)).toBe(200);
      const all = await request(`/api/trpc/search.all?input=${encodeURIComponent(JSON.stringify({ keyword }))}`);
      expect(all.status, JSON.stringify(keyword)).toBe(200);
    }
  });

  it("bad input: a lone surrogate or only control characters in search.all is a Chinese refusal, not a 500", async () => {
    for (const keyword of ["\ud800", "\u0000\u202e"]) {
      const res = await request(`/api/trpc/search.all?input=${encodeURIComponent(JSON.stringify({ keyword }))}`);
      expect(res.status).toBe(400);
      expect(((await res.json()) as { error: { message: string } }).error.message).toBe("请输入关键词");
    }
  });

  it("bad input: a 19-character Chinese lawyer search (a LIKE pattern over D1's 50-byte cap) answers, and finds by instr", async () => {
    await seedLawyers();
    const keyword = "北京市朝阳区律师事务所合同纠纷律师张三丰";
    const page = await callerFor(null).lawyers.list({ keyword, current: 1, size: 10 });
    expect(page.total).toBe(0);
    const long = contains(lawyerProfiles.firm, keyword);
    const short = contains(lawyerProfiles.firm, "合同");
    const dialect = (await import("drizzle-orm/sqlite-core")).SQLiteSyncDialect;
    expect(new dialect().sqlToQuery(long).sql).toContain("instr(lower(");
    expect(new dialect().sqlToQuery(short).sql).toContain("LIKE");
  });
});

describe("bad input: payment notifications", () => {
  it("bad input: a forged sandbox notification answers 400, a malformed one 400", async () => {
    const signed = await sandbox().signedNotification(
      { kind: "payment", orderNo: "Q20260101000000000001", transactionId: "SB-x", amountFen: 100, paid: true, paidAt: Date.now() },
      "http://localhost/pay/notify/sandbox",
    );
    const headers = Object.fromEntries(signed.headers);
    const forged = await request("/pay/notify/sandbox", { method: "POST", headers, body: (await signed.text()).replace("100", "1") });
    expect(forged.status).toBe(400);
    const malformed = await request("/pay/notify/sandbox", { method: "POST", headers: { "x-sandbox-timestamp": "x" }, body: "{" });
    expect(malformed.status).toBe(400);
    const empty = await request("/pay/notify/sandbox", { method: "POST" });
    expect(empty.status).toBe(400);
  });

  it("bad input: a notification to a provider that is not configured answers 404", async () => {
    for (const provider of ["wechat", "alipay", "nope", "%E0%A4%A"]) {
      const res = await request(`/pay/notify/${provider}`, { method: "POST", headers: { "content-type": "application/json" }, body: '{"id":"x"}' });
      expect(res.status, provider).toBe(404);
    }
    const live = await app.request("http://localhost/pay/notify/sandbox", { method: "POST", body: "{}" }, { ...env, PAY_PROVIDER: "live" });
    expect(live.status).toBe(404);
  });
});

describe("bad input: bodies refused unread", () => {
  it("bad input: a body refused unread (403 from another origin, 424 on an expired session) is drained before the answer", async () => {
    for (const [path, headers] of [
      ["/api/trpc/auth.logout", { origin: "http://evil.example" }],
      ["/api/trpc/orders.create", { authorization: "Bearer expired" }],
    ] as const) {
      let pulled = 0;
      const chunks = 8;
      const body = new ReadableStream<Uint8Array>({
        pull(controller) {
          if (pulled++ < chunks) controller.enqueue(new Uint8Array(64 * 1024));
          else controller.close();
        },
      });
      const res = await request(path, { method: "POST", headers: { ...headers, "content-type": "application/json" }, body, duplex: "half" } as RequestInit);
      expect(res.status).toBeGreaterThanOrEqual(400);
      expect(pulled, path).toBeGreaterThan(chunks);
    }
  });
});

describe("absolute URLs come from SITE_ORIGIN", () => {
  it("SITE_ORIGIN: the configured origin, never the request's; a missing or broken one is the local default", () => {
    expect(siteOrigin({ SITE_ORIGIN: "https://www.qihe.example/" })).toBe("https://www.qihe.example");
    expect(siteOrigin({ SITE_ORIGIN: "not a url" })).toBe("http://localhost:8787");
    expect(siteOrigin({})).toBe("http://localhost:8787");
  });
});

describe("zod's Chinese locale", () => {
  it("zod's Chinese locale: a schema without its own message refuses in Chinese, never 'Invalid input'", () => {
    for (const [schema, value] of [
      [z.number(), "abc"],
      [z.object({ a: z.string() }), undefined],
      [z.string().max(3), "超过三个字"],
      [z.enum(["a", "b"]), "c"],
    ] as const) {
      const message = (schema as z.ZodType).safeParse(value).error?.issues[0]?.message ?? "";
      expect(message).toMatch(/[\u4e00-\u9fff]/);
      expect(message).not.toContain("Invalid");
    }
  });
});
