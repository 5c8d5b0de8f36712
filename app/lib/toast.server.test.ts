import { describe, expect, it } from "vitest";
import { redirectWithToast, takeToast } from "./toast.server";

const withCookie = (cookie: string) => new Request("https://qihe.test/next", { headers: { Cookie: cookie } });

describe("flash toasts", () => {
  it("flash toasts: a redirect carries the toast to the next request, which reads it once and clears it", async () => {
    const res = await redirectWithToast("/adviceService?id=7", { kind: "success", text: "接单成功" });
    expect(res.status).toBe(302);
    expect(res.headers.get("Location")).toBe("/adviceService?id=7");
    const set = res.headers.get("Set-Cookie") ?? "";
    expect(set).toMatch(/^qh_toast=.+; Max-Age=60; Path=\/; HttpOnly; SameSite=Lax$/);
    const { toast, clear } = await takeToast(withCookie(set.split(";")[0] ?? ""));
    expect(toast).toMatchObject({ kind: "success", text: "接单成功", id: expect.any(String) });
    expect(clear).toMatch(/^qh_toast=; Max-Age=0/);
    expect(await takeToast(new Request("https://qihe.test/"))).toEqual({ toast: null, clear: null });
  });

  it("flash toasts: a forged or malformed cookie shows nothing and is cleared", async () => {
    const forged = `qh_toast=${btoa(encodeURIComponent(JSON.stringify({ kind: "html", text: "<img src=x onerror=alert(1)>" })))}`;
    for (const cookie of [forged, "qh_toast=%%%", `qh_toast=${btoa(JSON.stringify({ kind: "info", text: "x".repeat(201) }))}`]) {
      const { toast, clear } = await takeToast(withCookie(cookie));
      expect(toast, cookie).toBeNull();
      expect(clear, cookie).toMatch(/Max-Age=0/);
    }
  });
});
