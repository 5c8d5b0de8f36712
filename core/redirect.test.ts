import { describe, expect, it } from "vitest";
import { wechatQrInput } from "./auth";
import { isSafeRedirect, safeRedirect } from "./redirect";

const HOSTILE = [
  "//evil.example",
  "//evil.example/path",
  "///evil.example",
  "/\\evil.example",
  "\\\\evil.example",
  "\\/evil.example",
  "/\\/evil.example",
  "/%2Fevil.example",
  "/%2fevil.example",
  "/%5Cevil.example",
  "/%5cevil.example",
  "/a/%5C/evil.example",
  "/\t/evil.example",
  "/\n/evil.example",
  "/\r/evil.example",
  "/ /evil.example",
  "/\u0000/evil.example",
  "/\u202e/evil.example",
  "\t//evil.example",
  " //evil.example",
  "javascript:alert(1)",
  "JavaScript:alert(1)",
  "vbscript:msgbox(1)",
  "data:text/html,<script>alert(1)</script>",
  "https://evil.example",
  "http:evil.example",
  "https:/evil.example",
  "evil.example",
  "./relative",
  "?next=1",
  "#top",
  "",
  `/${"a".repeat(2048)}`,
];

const SAFE = [
  "/",
  "/personalCenter/myInfo/myInfo",
  "/templateDetails/12?after=pay",
  "/search?q=%E5%90%88%E5%90%8C&redirect=%2Fhome",
  "/a#section",
  "/subPackageDetails/AdsBuy/AdsBuy?placement=1",
];

describe("redirect targets", () => {
  it("redirect targets: safeRedirect rejects every form a browser treats as another origin", () => {
    for (const target of HOSTILE) {
      expect(isSafeRedirect(target), JSON.stringify(target)).toBe(false);
      expect(safeRedirect(target, "/fallback"), JSON.stringify(target)).toBe("/fallback");
    }
    for (const target of [undefined, null, 42, {}, ["/"]]) expect(safeRedirect(target, "/")).toBe("/");
  });

  it("redirect targets: keeps same-site paths as they are", () => {
    for (const target of SAFE) expect(safeRedirect(target, "/fallback"), target).toBe(target);
  });

  it("redirect targets: the WeChat QR return path goes through the same helper", () => {
    for (const redirect of ["/\\evil.example", "/%2F/evil.example", "/\t/evil.example"]) {
      expect(wechatQrInput.safeParse({ state: "WX-LOGIN", redirect }).success, redirect).toBe(false);
    }
    expect(wechatQrInput.safeParse({ state: "WX-LOGIN", redirect: "/systemSecurity" }).success).toBe(true);
  });
});
