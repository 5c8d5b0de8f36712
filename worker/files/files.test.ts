import { env } from "cloudflare:workers";
import { describe, expect, it } from "vitest";
import { request } from "../../tests/setup/helpers";
import { signedFileUrl } from "./files.service";

describe("files from R2", () => {
  it("serves public objects with a long cache and 404s missing ones", async () => {
    await env.FILES.put("public/logo.txt", "契合", { httpMetadata: { contentType: "text/plain; charset=utf-8" } });
    const res = await request("/files/public/logo.txt");
    expect(res.status).toBe(200);
    expect(await res.text()).toBe("契合");
    expect(res.headers.get("cache-control")).toContain("public");
    expect((await request("/files/public/none.txt")).status).toBe(404);
  });

  it("serves private objects only through an unexpired, untampered signed URL", async () => {
    await env.FILES.put("private/licence.txt", "执业证");
    expect((await request("/files/private/licence.txt")).status).toBe(403);
    const url = await signedFileUrl(env.AUTH_SECRET, "private/licence.txt", 60);
    const ok = await request(url);
    expect(ok.status).toBe(200);
    expect(ok.headers.get("cache-control")).toContain("no-store");
    expect((await request(url.replace("licence", "licenca"))).status).toBe(403);
    // A changed first character (never the one already there: one signature in 64 starts with any given one).
    expect((await request(url.replace(/sig=(.)/, (_, c: string) => `sig=${c === "A" ? "B" : "A"}`))).status).toBe(403);
    const old = await signedFileUrl(env.AUTH_SECRET, "private/licence.txt", 60, Date.now() - 120_000);
    expect((await request(old)).status).toBe(403);
  });
});
