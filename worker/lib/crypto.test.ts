import { describe, expect, it } from "vitest";
import {
  deriveKey,
  fromBase64,
  fromBase64Url,
  fromHex,
  hmacSha256,
  hmacSha256Hex,
  randomDigits,
  randomString,
  randomToken,
  sameBytes,
  sameText,
  sha256Hex,
  toBase64,
  toBase64Url,
  toHex,
  utf8,
} from "./crypto";

const webHmac = async (key: Uint8Array<ArrayBuffer>, data: string) => {
  const k = await crypto.subtle.importKey("raw", key, { name: "HMAC", hash: "SHA-256" }, false, ["sign"]);
  return new Uint8Array(await crypto.subtle.sign("HMAC", k, utf8(data)));
};

describe("one crypto module", () => {
  it("one crypto module: SHA-256 and HMAC give the published vectors and WebCrypto's bytes", async () => {
    expect(sha256Hex("abc")).toBe("ba7816bf8f01cfea414140de5dae2223b00361a396177a9cb410ff61f20015ad");
    // RFC 4231 test case 2.
    expect(hmacSha256Hex("Jefe", "what do ya want for nothing?")).toBe("5bdcc146bf60754e6a042426089575c75a003f089d2739839dec58b964ec3843");
    expect([...hmacSha256("files:secret", "public/a.pdf\n1700000000")]).toEqual([...(await webHmac(utf8("files:secret"), "public/a.pdf\n1700000000"))]);
  });

  it("one crypto module: the sandbox key is WebCrypto's HKDF-SHA256 with an empty salt", async () => {
    const base = await crypto.subtle.importKey("raw", utf8("secret"), "HKDF", false, ["deriveBits"]);
    const info = "qihe/wechat-sandbox-code";
    const web = new Uint8Array(await crypto.subtle.deriveBits({ name: "HKDF", hash: "SHA-256", salt: new Uint8Array(), info: utf8(info) }, base, 256));
    expect(toHex(deriveKey("secret", info))).toBe(toHex(web));
  });

  it("one crypto module: encodings round-trip; bad base64url is null, never an exception", () => {
    const bytes = Uint8Array.from({ length: 256 }, (_, i) => i);
    expect(fromBase64(toBase64(bytes))).toEqual(bytes);
    expect(fromBase64Url(toBase64Url(bytes))).toEqual(bytes);
    expect(fromHex(toHex(bytes))).toEqual(bytes);
    expect(toBase64(utf8("契合?>"))).toBe(btoa(String.fromCharCode(...utf8("契合?>"))));
    expect(toBase64Url(Uint8Array.of(0xfb, 0xff))).toBe("-_8");
    expect(fromBase64Url("a+b/")).toBeNull();
    expect(fromBase64Url("YQ==")).toBeNull();
    expect(() => fromBase64("%%%")).toThrow();
  });

  it("one crypto module: comparisons and random values", () => {
    expect(sameText("abc", "abc")).toBe(true);
    expect(sameText("abc", "abd")).toBe(false);
    expect(sameText("abc", "abcd")).toBe(false);
    expect(sameBytes(utf8("x"), utf8("x"))).toBe(true);
    expect(randomToken()).toMatch(/^[0-9a-f]{64}$/);
    expect(randomToken(16)).not.toBe(randomToken(16));
    expect(randomDigits()).toMatch(/^\d{6}$/);
    const seen = new Set(randomString(2000, "ab").split(""));
    expect([...seen].sort()).toEqual(["a", "b"]);
  });
});
