import http from "node:http";
import { expect, loginWithPassword, test } from "./support";

// Page loaders, actions and the local server under the input an attacker sends (issue 12, Harden):
// each answers below 500, with the page itself or the not-found page, and never names another host.

type Raw = { status: number; location: string | undefined; body: string };

/** A request with its path sent byte for byte (a browser or fetch would normalise `//x` and `\`). */
function raw(baseURL: string, path: string, init: { method?: string; headers?: Record<string, string>; body?: string } = {}): Promise<Raw> {
  const base = new URL(baseURL);
  return new Promise((resolve, reject) => {
    const req = http.request({ host: base.hostname, port: base.port, path, method: init.method ?? "GET", headers: init.headers }, (res) => {
      let body = "";
      res.setEncoding("utf8");
      res.on("data", (chunk: string) => {
        body += chunk;
      });
      res.on("end", () => resolve({ status: res.statusCode ?? 0, location: res.headers.location, body }));
    });
    req.on("error", reject);
    req.end(init.body);
  });
}

test.describe("hostile input: page loaders", () => {
  for (const current of ["abc", "", "0", "-1", "1.5", "1e309"]) {
    test(`hostile input: /?current=${current} answers the contract library`, async ({ page }) => {
      const res = await page.goto(`/?current=${current}`);
      expect(res?.status()).toBe(200);
      await expect(page.getByText("页面不存在")).toHaveCount(0);
    });
  }

  test("hostile input: /myTemplate?current=1.5 and /myAdvice?current=1.5 answer the signed-in pages", async ({ page }) => {
    await page.goto("/");
    await loginWithPassword(page, "13800000001", "Qihe@2026");
    for (const path of [
      "/myTemplate?current=1.5",
      "/myTemplate?tab=history&current=abc",
      "/myAdvice?current=1.5",
      "/myAdvice?current=1e309",
      "/myOrder?current=-1",
    ]) {
      const res = await page.goto(path);
      expect(res?.status(), path).toBe(200);
    }
  });

  test("hostile input: other page numbers and ids (reviewPage=1.5, a search of control characters) answer below 500", async ({ request }) => {
    for (const path of [
      "/authorInformation/3?reviewPage=1.5",
      "/search?keyword=%00%E2%80%AE",
      "/search?keyword=%ED%A0%80",
      "/seekLawyer?keyword=北京市朝阳区律师事务所合同纠纷律师张三丰",
      "/documentLibrary?current=abc",
    ]) {
      const res = await request.get(path);
      expect(res.status(), path).toBeLessThan(500);
    }
  });

  test("hostile input: malformed qh_city, qh_vid, qh_rt and qh_at cookies on pages answer the page", async ({ request }) => {
    for (const cookie of ["qh_city=%E0%A4%A", "qh_vid=%E0%A4%A", "qh_rt=%E0%A4%A", "qh_at=%zz", "qh_city=%; qh_vid=%ED%A0%80"]) {
      for (const path of ["/", "/articleDetails/1", "/seekLawyer"]) {
        const res = await request.get(path, { headers: { cookie } });
        expect(res.status(), `${cookie} ${path}`).toBeLessThan(500);
      }
    }
  });
});

test.describe("hostile input: paths", () => {
  test("hostile input: //evil.example/x, ///, /\\ and /\\evil.example redirect to the single-slash path, never a stack trace", async ({ baseURL }) => {
    for (const [path, target] of [
      ["//evil.example/x", "/evil.example/x"],
      ["///", "/"],
      ["/\\", "/"],
      ["/\\evil.example", "/evil.example"],
      ["//", "/"],
    ] as const) {
      const res = await raw(baseURL as string, path);
      expect(res.status, path).toBe(308);
      expect(res.location, path).toBe(target);
      expect(res.body).not.toContain("node:internal");
    }
  });

  test("hostile input: //evil.example/ never yields canonical, og:url, sitemap or robots URLs on evil.example", async ({ baseURL, page }) => {
    const first = await raw(baseURL as string, "//evil.example/");
    expect(first.location).toBe("/evil.example/");
    const res = await page.goto("/evil.example/");
    expect(res?.status()).toBe(404);
    await expect(page.getByText("页面不存在").first()).toBeVisible();
    const pages = [await raw(baseURL as string, "/"), await raw(baseURL as string, "/robots.txt"), await raw(baseURL as string, "/sitemap.xml")];
    for (const p of pages) expect(p.body).not.toContain("evil.example");
    const forged = await raw(baseURL as string, "/", { headers: { host: "evil.example" } });
    expect(forged.body).not.toMatch(/(canonical|og:url)[^>]*evil\.example/);
  });

  test("hostile input: /files/%E0%A4%A, %zz and a key over 1,024 bytes answer 404", async ({ request }) => {
    for (const key of ["%E0%A4%A", "%zz", `public/${"a".repeat(1100)}`]) {
      const res = await request.get(`/files/${key}`);
      expect(res.status(), key.slice(0, 20)).toBe(404);
    }
  });
});

test.describe("hostile input: page actions", () => {
  for (const path of ["/settleIn", "/resources/city"]) {
    test(`hostile input: broken JSON and multipart bodies posted to ${path} answer 400`, async ({ baseURL }) => {
      const origin = new URL(baseURL as string).origin;
      for (const [type, body] of [
        ["application/json", "{"],
        ["multipart/form-data; boundary=xyz", "--abc\r\nbroken"],
        ["text/plain", "\u0000"],
      ] as const) {
        const res = await raw(baseURL as string, path, { method: "POST", headers: { origin, "content-type": type }, body });
        expect(res.status, `${path} ${type}`).toBe(400);
      }
    });
  }
});

test("hostile input: a body refused unread never breaks the next request on the same connection", async ({ baseURL }) => {
  const base = new URL(baseURL as string);
  const agent = new http.Agent({ keepAlive: true, maxSockets: 1 });
  const send = (method: string, path: string, headers: Record<string, string> = {}, body?: string) =>
    new Promise<number>((resolve, reject) => {
      const req = http.request({ host: base.hostname, port: base.port, method, path, agent, headers }, (res) => {
        res.resume();
        res.on("end", () => resolve(res.statusCode ?? 0));
      });
      req.on("error", reject);
      req.end(body);
    });
  const big = "x".repeat(200_000);
  const statuses: number[] = [];
  for (let i = 0; i < 30; i++) {
    statuses.push(await send("POST", "/api/trpc/auth.logout", { origin: "http://evil.example", "content-type": "application/json" }, big));
    statuses.push(await send("GET", "/healthz"));
  }
  agent.destroy();
  expect(statuses.filter((s, i) => (i % 2 === 0 ? s !== 403 : s !== 200))).toEqual([]);
});
