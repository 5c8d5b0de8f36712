import { env } from "cloudflare:workers";
import { decode } from "fast-png";
import { describe, expect, it } from "vitest";
import { aesDecrypt, aesEncrypt, IMAGE_HEIGHT, IMAGE_WIDTH, PIECE_WIDTH, verificationString } from "#core/captcha";
import { createDb } from "#db/client";
import { rateEvents } from "#db/schema";
import { app, JSON_HEADERS, request } from "../../../tests/setup/helpers";
import { fromBase64 } from "../../lib/crypto";
import { type AjReply, type ChallengeData, checkChallenge, consumeVerification, GET_LIMIT_PER_CLIENT, GET_LIMIT_PER_IP, getChallenge } from "./captcha.service";
import { generatePuzzle, HOLE_X_MAX, HOLE_X_MIN } from "./puzzle-image";

const db = createDb(env.DB);
let seq = 0;
/** A fresh client and IP per challenge, so the get limits of one test never touch another. */
const who = () => ({ clientUid: `slider-test-${++seq}`, ip: `10.0.0.${seq}` });

async function post<T = unknown>(path: string, body: unknown, ip = "192.0.2.1"): Promise<{ status: number; body: AjReply<T> }> {
  const res = await request(path, {
    method: "POST",
    headers: { ...JSON_HEADERS, "cf-connecting-ip": ip },
    body: typeof body === "string" ? body : JSON.stringify(body),
  });
  return { status: res.status, body: (await res.json()) as AjReply<T> };
}

async function answer(token: string): Promise<{ x: number; y: number }> {
  const res = await request(`/__dev/captcha/${token}`);
  expect(res.status).toBe(200);
  return (await res.json()) as { x: number; y: number };
}

async function challenge(now: number) {
  const reply = await getChallenge(db, who(), now);
  if (!reply.repData) throw new Error(`no challenge: ${reply.repMsg}`);
  const { token, secretKey } = reply.repData;
  return { token, secretKey, x: (await answer(token)).x };
}

/** What the popup sends: the point as JSON, AES-ECB encrypted with the challenge's secretKey. */
function point(x: number, secretKey: string, y = 5): { plain: string; pointJson: string } {
  const plain = JSON.stringify({ x, y });
  return { plain, pointJson: aesEncrypt(plain, secretKey) };
}

type Png = { width: number; height: number; channels: number; pixels: Uint8Array };

/** Decodes with every chunk's CRC checked; 8-bit samples only. */
function decodePng(bytes: Uint8Array): Png {
  const png = decode(bytes, { checkCrc: true });
  expect(png.depth).toBe(8);
  return { width: png.width, height: png.height, channels: png.channels, pixels: png.data as Uint8Array };
}

describe("slider captcha (AJ-Captcha blockPuzzle)", () => {
  it("serves a challenge, accepts the right position once and hands out a verification usable once", async () => {
    const got = await post<ChallengeData>("/captcha/get", { captchaType: "blockPuzzle", clientUid: "slider-e2e", ts: Date.now() });
    expect(got.status).toBe(200);
    expect(got.body).toMatchObject({ repCode: "0000", repMsg: null, repData: { result: false, opAdmin: false } });
    const data = got.body.repData as ChallengeData;
    expect(data.token).toMatch(/^[0-9a-f]{32}$/);
    expect(data.secretKey).toMatch(/^[A-Za-z0-9]{16}$/);
    expect(data.originalImageBase64).not.toMatch(/^data:/);

    const { x, y } = await answer(data.token);
    expect(x).toBeGreaterThanOrEqual(HOLE_X_MIN);
    expect(x).toBeLessThanOrEqual(HOLE_X_MAX);
    expect(y).toBeGreaterThanOrEqual(0);
    // The popup scales a 330-wide drag back to the 310-wide image, so x is usually fractional.
    const sent = point((Math.round(((x + 0.4) * 330) / 310) * 310) / 330, data.secretKey);
    const checked = await post("/captcha/check", { captchaType: "blockPuzzle", token: data.token, pointJson: sent.pointJson });
    expect(checked).toEqual({ status: 200, body: { repCode: "0000", repMsg: null, repData: { captchaType: "blockPuzzle", token: data.token, result: true } } });

    const verification = verificationString(data.token, sent.plain, data.secretKey);
    expect(aesDecrypt(verification, data.secretKey)).toBe(`${data.token}---${sent.plain}`);
    expect(await consumeVerification(db, verification, Date.now())).toBe(true);
    expect(await consumeVerification(db, verification, Date.now())).toBe(false);

    const again = await post("/captcha/check", { captchaType: "blockPuzzle", token: data.token, pointJson: sent.pointJson });
    expect(again.body).toMatchObject({ repCode: "6110", repMsg: "验证码已失效，请重新获取" });
  });

  it("answers the same at /code and /code/check", async () => {
    const got = await post<ChallengeData>("/code", { captchaType: "blockPuzzle", clientUid: "slider-code" }, "192.0.2.2");
    const data = got.body.repData as ChallengeData;
    const { x } = await answer(data.token);
    const checked = await post("/code/check", { captchaType: "blockPuzzle", token: data.token, pointJson: point(x, data.secretKey).pointJson });
    expect(checked.body.repCode).toBe("0000");
  });

  it("accepts x within 5 px and refuses beyond, each token checked only once", async () => {
    const now = Date.now();
    for (const [offset, code] of [
      [-5, "0000"],
      [5, "0000"],
      [0, "0000"],
      [5.5, "6111"],
      [-6, "6111"],
      [40, "6111"],
    ] as const) {
      const c = await challenge(now);
      const first = await checkChallenge(db, { token: c.token, pointJson: point(c.x + offset, c.secretKey).pointJson }, now + 1000);
      expect(first.repCode, `offset ${offset}`).toBe(code);
      if (code === "6111") expect(first.repMsg).toBe("验证失败");
      // Right or wrong, a token is spent by its first check: no second guess.
      const second = await checkChallenge(db, { token: c.token, pointJson: point(c.x, c.secretKey).pointJson }, now + 2000);
      expect(second.repCode).toBe("6110");
    }
  });

  it("requires y to be 5", async () => {
    const now = Date.now();
    for (const y of [6, 0]) {
      const c = await challenge(now);
      expect((await checkChallenge(db, { token: c.token, pointJson: point(c.x, c.secretKey, y).pointJson }, now)).repCode).toBe("6111");
    }
    const c = await challenge(now);
    const noY = aesEncrypt(JSON.stringify({ x: c.x }), c.secretKey);
    expect((await checkChallenge(db, { token: c.token, pointJson: noY }, now)).repCode).toBe("6111");
  });

  it("expires a challenge after 120 s", async () => {
    const now = Date.now();
    const late = await challenge(now);
    expect((await checkChallenge(db, { token: late.token, pointJson: point(late.x, late.secretKey).pointJson }, now + 120_001)).repCode).toBe("6110");
    const inTime = await challenge(now);
    expect((await checkChallenge(db, { token: inTime.token, pointJson: point(inTime.x, inTime.secretKey).pointJson }, now + 119_000)).repCode).toBe("0000");
  });

  it("refuses a verification older than 180 s, and any that did not come from a passed check", async () => {
    const now = Date.now();
    const c = await challenge(now);
    const sent = point(c.x + 1, c.secretKey);
    await checkChallenge(db, { token: c.token, pointJson: sent.pointJson }, now);
    const verification = verificationString(c.token, sent.plain, c.secretKey);
    expect(await consumeVerification(db, verification, now + 180_001)).toBe(false);
    // Refused as stale, not spent: the same string was still good a moment earlier.
    expect(await consumeVerification(db, verification, now + 179_000)).toBe(true);

    const failed = await challenge(now);
    const wrong = point(failed.x + 30, failed.secretKey);
    await checkChallenge(db, { token: failed.token, pointJson: wrong.pointJson }, now);
    expect(await consumeVerification(db, verificationString(failed.token, wrong.plain, failed.secretKey), now)).toBe(false);
    // A verification for a different point than the one checked is not the one we recorded.
    const passed = await challenge(now);
    await checkChallenge(db, { token: passed.token, pointJson: point(passed.x, passed.secretKey).pointJson }, now);
    expect(await consumeVerification(db, verificationString(passed.token, point(passed.x + 1, passed.secretKey).plain, passed.secretKey), now)).toBe(false);
    for (const garbage of ["", "garbage", "A".repeat(5000)]) expect(await consumeVerification(db, garbage, now)).toBe(false);
  });

  it("limits gets per clientUid and per IP, with 6201", async () => {
    const now = Date.now();
    const client = { clientUid: "slider-limit", ip: "198.51.100.1" };
    for (let i = 0; i < GET_LIMIT_PER_CLIENT; i++) expect((await getChallenge(db, { ...client, ip: `198.51.100.${i + 10}` }, now)).repCode).toBe("0000");
    expect(await getChallenge(db, client, now)).toEqual({ repCode: "6201", repMsg: "get接口请求次数超限，请稍后再试", repData: null });
    expect((await getChallenge(db, client, now + 61_000)).repCode).toBe("0000");

    const ip = "203.0.113.7";
    // One row per statement: D1 binds at most 100 parameters per statement.
    const [first, ...rest] = Array.from({ length: GET_LIMIT_PER_IP }, () => db.insert(rateEvents).values({ key: `captcha-get:ip:${ip}`, at: now - 1000 }));
    if (first) await db.batch([first, ...rest]);
    const limited = await post("/captcha/get", { captchaType: "blockPuzzle", clientUid: "slider-fresh" }, ip);
    expect(limited.body).toEqual({ repCode: "6201", repMsg: "get接口请求次数超限，请稍后再试", repData: null });
    expect((await getChallenge(db, { clientUid: "slider-other", ip }, now + 60_000)).repCode).toBe("0000");
  });

  it("explains missing or garbage input with a code and a message, never a 500", async () => {
    const cases: [string, unknown, string, string][] = [
      ["/captcha/get", "not json", "0011", "请求参数不能为空，请以 JSON 提交"],
      ["/captcha/get", [1, 2], "0011", "请求参数不能为空，请以 JSON 提交"],
      ["/captcha/get", {}, "0011", "captchaType不能为空"],
      ["/captcha/get", { captchaType: "clickWord" }, "0016", "captchaType格式错误，仅支持 blockPuzzle"],
      ["/captcha/get", { captchaType: "blockPuzzle", clientUid: 42 }, "0016", "clientUid格式错误"],
      ["/captcha/check", { captchaType: "blockPuzzle", pointJson: "x" }, "0011", "token不能为空"],
      ["/captcha/check", { captchaType: "blockPuzzle", token: "abc" }, "0011", "pointJson不能为空"],
      ["/captcha/check", { captchaType: "blockPuzzle", token: { $ne: 1 }, pointJson: "x" }, "0016", "token格式错误"],
      ["/captcha/check", { captchaType: "blockPuzzle", token: "no-such-token", pointJson: "x" }, "6110", "验证码已失效，请重新获取"],
    ];
    for (const [path, body, repCode, repMsg] of cases) {
      const res = await post(path, body, "192.0.2.50");
      expect(res, JSON.stringify(body)).toEqual({ status: 200, body: { repCode, repMsg, repData: null } });
    }
    const now = Date.now();
    const garbage: ((c: { x: number; secretKey: string }) => string)[] = [
      () => "!!!not base64!!!",
      () => "AAAA",
      (c) => aesEncrypt(JSON.stringify({ x: c.x, y: 5 }), "wrong-key-16byte"),
      (c) => aesEncrypt("not json", c.secretKey),
      (c) => aesEncrypt(JSON.stringify({ x: String(c.x), y: 5 }), c.secretKey),
      (c) => aesEncrypt("null", c.secretKey),
    ];
    for (const make of garbage) {
      const c = await challenge(now);
      const pointJson = make(c);
      expect((await checkChallenge(db, { token: c.token, pointJson }, now)).repCode, pointJson).toBe("6111");
    }
  });

  it("reveals the answer only outside production", async () => {
    const { token } = await challenge(Date.now());
    expect(await answer(token)).toMatchObject({ x: expect.any(Number), y: expect.any(Number) });
    expect((await request("/__dev/captcha/no-such-token")).status).toBe(404);
    const production = await app.request(`http://localhost/__dev/captcha/${token}`, {}, { ...env, APP_ENV: "production" });
    expect(production.status).toBe(404);
  });

  it("captcha PNG by fast-png: a 310×155 RGB picture with the hole, and the 47×155 RGBA piece at the hole's height", async () => {
    const puzzle = await generatePuzzle({ seed: 12345, x: 120, y: 40 });
    expect(puzzle).toMatchObject({ x: 120, y: 40 });
    const background = decodePng(puzzle.background);
    expect(background).toMatchObject({ width: IMAGE_WIDTH, height: IMAGE_HEIGHT, channels: 3 });
    const piece = decodePng(puzzle.piece);
    expect(piece).toMatchObject({ width: PIECE_WIDTH, height: IMAGE_HEIGHT, channels: 4 });
    const alpha = (x: number, y: number) => piece.pixels[(y * PIECE_WIDTH + x) * 4 + 3] as number;
    expect(alpha(23, 40 + 28)).toBe(255);
    expect(alpha(0, 0)).toBe(0);
    expect(alpha(23, 39)).toBe(0);
    expect(alpha(23, 40 + PIECE_WIDTH)).toBe(0);
    // The hole is darker than the same spot of the piece, which carries the original pixels.
    const luma = (px: Uint8Array, i: number) => (px[i] as number) + (px[i + 1] as number) + (px[i + 2] as number);
    expect(luma(background.pixels, ((40 + 28) * IMAGE_WIDTH + 120 + 20) * 3)).toBeLessThan(luma(piece.pixels, ((40 + 28) * PIECE_WIDTH + 20) * 4));

    const again = await generatePuzzle({ seed: 12345, x: 120, y: 40, blankOnLeft: true });
    const other = await generatePuzzle({ seed: 54321, x: 120, y: 40, blankOnLeft: true });
    expect(decodePng(again.background).pixels).not.toEqual(decodePng(other.background).pixels);
  });

  it("serves images that decode, fresh for every challenge", async () => {
    const a = (await getChallenge(db, who(), Date.now())).repData as ChallengeData;
    const b = (await getChallenge(db, who(), Date.now())).repData as ChallengeData;
    expect(a.originalImageBase64).not.toBe(b.originalImageBase64);
    expect(decodePng(fromBase64(a.originalImageBase64))).toMatchObject({ width: IMAGE_WIDTH, height: IMAGE_HEIGHT });
    expect(decodePng(fromBase64(a.jigsawImageBase64))).toMatchObject({ width: PIECE_WIDTH, height: IMAGE_HEIGHT });
  });

  it("computes the same AES as the reference", async () => {
    // One block of ECB with PKCS#7 equals CBC with a zero IV, which WebCrypto can compute.
    const key = "XwKsGlMcdPMEhR1B";
    const plain = '{"x":128,"y":5}';
    const webKey = await crypto.subtle.importKey("raw", new TextEncoder().encode(key), "AES-CBC", false, ["encrypt"]);
    const reference = new Uint8Array(await crypto.subtle.encrypt({ name: "AES-CBC", iv: new Uint8Array(16) }, webKey, new TextEncoder().encode(plain)));
    expect([...fromBase64(aesEncrypt(plain, key))]).toEqual([...reference]);
    expect(aesDecrypt(aesEncrypt("中文也行", key), key)).toBe("中文也行");
  });
});
