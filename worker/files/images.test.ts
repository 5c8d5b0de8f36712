import { env } from "cloudflare:workers";
import decodeWebp from "@jsquash/webp/decode";
import { encode as encodePng } from "fast-png";
import { imageSize } from "image-size";
import { describe, expect, it } from "vitest";
import { squareImage, variantKey } from "#core/image-variants";
import { createDb } from "#db/client";
import { users } from "#db/schema";
import { callerFor, request } from "../../tests/setup/helpers";
import { jpegOf, pngOf } from "../../tests/setup/image-fixture";
import { seedLawyers } from "../../tests/setup/lawyers-fixture";
import { MAX_IMAGE_PIXELS, squareVariants } from "./images";

const db = createDb(env.DB);

async function newUser(phone: string) {
  const [user] = await db.insert(users).values({ phone, nickname: "图片测试", createdAt: 1, updatedAt: 1 }).returning();
  if (!user) throw new Error("insert failed");
  return { id: user.id, roles: [] as string[] };
}

const isWebp = (bytes: Uint8Array) => new TextDecoder().decode(bytes.slice(0, 4)) === "RIFF" && new TextDecoder().decode(bytes.slice(8, 12)) === "WEBP";

/** A PNG header declaring `width`×`height` with no pixels behind it: a decompression bomb's shape. */
function pngHeader(width: number, height: number): Uint8Array<ArrayBuffer> {
  const bytes = new Uint8Array(33);
  bytes.set([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0, 0, 0, 13, 0x49, 0x48, 0x44, 0x52]);
  const view = new DataView(bytes.buffer);
  view.setUint32(16, width);
  view.setUint32(20, height);
  bytes.set([8, 6, 0, 0, 0], 24);
  return bytes;
}

/** The JPEG with an EXIF block saying "rotate 90° clockwise to show" (orientation 6), as phones write it. */
function withOrientation6(jpeg: Uint8Array): Uint8Array<ArrayBuffer> {
  const tiff = [0x4d, 0x4d, 0, 0x2a, 0, 0, 0, 8, 0, 1, 0x01, 0x12, 0, 3, 0, 0, 0, 1, 0, 6, 0, 0, 0, 0, 0, 0, 0, 0];
  const body = [...new TextEncoder().encode("Exif"), 0, 0, ...tiff];
  const app1 = [0xff, 0xe1, (body.length + 2) >> 8, (body.length + 2) & 0xff, ...body];
  return Uint8Array.from([...jpeg.slice(0, 2), ...app1, ...jpeg.slice(2)]);
}

describe("avatar and photo variants", () => {
  it("images: an uploaded 2000×1500 JPEG is stored as 96 and 192 px square WebP variants beside the original", { timeout: 30_000 }, async () => {
    const me = callerFor(await newUser("13600000801"));
    const { avatar } = await me.users.uploadAvatar({ file: new File([await jpegOf(2000, 1500)], "me.jpg", { type: "image/jpeg" }) });
    const key = avatar.slice("/files/".length);
    for (const px of [96, 192] as const) {
      const stored = await env.FILES.get(variantKey(key, px));
      expect(stored?.httpMetadata?.contentType).toBe("image/webp");
      const bytes = new Uint8Array(await (stored as R2ObjectBody).arrayBuffer());
      expect(isWebp(bytes)).toBe(true);
      expect(imageSize(bytes)).toMatchObject({ width: px, height: px, type: "webp" });
      const served = await request(`/files/${variantKey(key, px)}`);
      expect(served.headers.get("content-type")).toBe("image/webp");
    }
    expect(imageSize(new Uint8Array(await (await request(avatar)).arrayBuffer()))).toMatchObject({ width: 2000, height: 1500 });
  });

  it("images: a phone photo's EXIF orientation is applied to its variants as browsers show the original", { timeout: 30_000 }, async () => {
    // The gradient's red grows to the right and its green downwards; turned a quarter clockwise, the
    // stored left column (red 0) becomes the top row, and the stored bottom-left corner the top-left.
    const variants = await squareVariants(withOrientation6(await jpegOf(400, 400)));
    const shown = await decodeWebp((variants.get(96) as Uint8Array).slice().buffer);
    const pixel = (x: number, y: number) => Array.from(shown.data.slice((y * 96 + x) * 4, (y * 96 + x) * 4 + 2));
    const [topLeftRed = 0, topLeftGreen = 0] = pixel(2, 2);
    const [bottomLeftRed = 0] = pixel(2, 93);
    expect(topLeftRed).toBeLessThan(30);
    expect(topLeftGreen).toBeGreaterThan(220);
    expect(bottomLeftRed).toBeGreaterThan(220);
  });

  it("images: a palette PNG and a 16-bit greyscale PNG keep their colours in the variants", { timeout: 30_000 }, async () => {
    // 4-bit palette indices, two to a byte: the left half red, the right half blue.
    const indices = new Uint8Array(100 * 50).fill(0x00);
    for (let y = 0; y < 100; y++) indices.fill(0x11, y * 50 + 25, y * 50 + 50);
    const palette = encodePng({
      width: 100,
      height: 100,
      data: indices,
      channels: 1,
      depth: 4,
      palette: [
        [220, 20, 20],
        [20, 20, 220],
      ],
    });
    const paletted = await decodeWebp(((await squareVariants(palette)).get(96) as Uint8Array).slice().buffer);
    const at = (image: ImageData, x: number, y: number) => Array.from(image.data.slice((y * 96 + x) * 4, (y * 96 + x) * 4 + 4));
    const [leftRed = 0, , leftBlue = 0] = at(paletted, 10, 48);
    const [rightRed = 0, , rightBlue = 0] = at(paletted, 85, 48);
    expect(leftRed).toBeGreaterThan(180);
    expect(leftBlue).toBeLessThan(60);
    expect(rightBlue).toBeGreaterThan(180);
    expect(rightRed).toBeLessThan(60);
    // 16-bit grey and alpha, darker at the top than at the bottom, opaque.
    const grey = new Uint16Array(100 * 100 * 2);
    for (let y = 0; y < 100; y++) for (let x = 0; x < 100; x++) grey.set([y < 50 ? 8000 : 56000, 65535], (y * 100 + x) * 2);
    const greyPng = encodePng({ width: 100, height: 100, data: grey, channels: 2, depth: 16 });
    const shown = await decodeWebp(((await squareVariants(greyPng)).get(96) as Uint8Array).slice().buffer);
    const [topGrey = 0, topGreen = 0, , topAlpha = 0] = at(shown, 48, 10);
    const [bottomGrey = 0] = at(shown, 48, 85);
    expect(Math.abs(topGrey - Math.round((8000 * 255) / 65535))).toBeLessThan(8);
    expect(Math.abs(topGreen - topGrey)).toBeLessThan(8);
    expect(topAlpha).toBe(255);
    expect(Math.abs(bottomGrey - Math.round((56000 * 255) / 65535))).toBeLessThan(8);
  });

  it("images: a corrupt image is refused in Chinese and nothing is stored", async () => {
    const user = await newUser("13600000802");
    const me = callerFor(user);
    const refusal = "头像图片已损坏或无法识别，请换一张 JPG、PNG 或 WebP 图片";
    // A PNG whose header is whole but whose pixel data is missing fails in the decoder itself.
    await expect(me.users.uploadAvatar({ file: new File([pngHeader(300, 200)], "broken.png") })).rejects.toThrow(refusal);
    const garbled = Uint8Array.from([0xff, 0xd8, 0xff, 0xe0, ...new TextEncoder().encode("not really a jpeg")]);
    await expect(me.users.uploadAvatar({ file: new File([garbled], "broken.jpg") })).rejects.toThrow(refusal);
    const listed = await env.FILES.list({ prefix: `public/avatars/${user.id}-` });
    expect(listed.objects).toEqual([]);
  });

  it("images: an image of too many pixels is refused in Chinese before it is decoded", async () => {
    const me = callerFor(await newUser("13600000803"));
    await expect(me.users.uploadAvatar({ file: new File([pngHeader(40_000, 40_000)], "bomb.png") })).rejects.toThrow(
      `头像像素过多（不能超过 ${MAX_IMAGE_PIXELS / 10_000} 万像素），请缩小后重试`,
    );
    await expect(squareVariants(pngHeader(4000, 2001))).rejects.toThrow("too-large");
  });

  it("images: a lawyer photo of too many pixels is refused as a photo", async () => {
    await seedLawyers();
    const lawyer = callerFor({ id: 3, roles: ["ROLE_ADVICE_LAWYER"] });
    await expect(lawyer.lawyers.uploadPhoto({ file: new File([pngHeader(9000, 9000)], "bomb.png") })).rejects.toThrow("照片像素过多");
  });

  it("images: an avatar stored before variants existed gets them on its first request", { timeout: 30_000 }, async () => {
    const key = "public/avatars/9999-old.png";
    await env.FILES.put(key, await pngOf(300, 500), { httpMetadata: { contentType: "image/png" } });
    const res = await request(`/files/${variantKey(key, 192)}`);
    expect(res.status).toBe(200);
    expect(imageSize(new Uint8Array(await res.arrayBuffer()))).toMatchObject({ width: 192, height: 192, type: "webp" });
    expect(await env.FILES.head(variantKey(key, 96))).not.toBeNull();
  });

  it("images: many first requests of an old avatar's variant at once all get the same image", { timeout: 30_000 }, async () => {
    const key = "public/avatars/9998-old.jpg";
    await env.FILES.put(key, await jpegOf(640, 480), { httpMetadata: { contentType: "image/jpeg" } });
    const responses = await Promise.all(Array.from({ length: 6 }, () => request(`/files/${variantKey(key, 96)}`)));
    const bodies = await Promise.all(responses.map(async (r) => ({ status: r.status, bytes: new Uint8Array(await r.arrayBuffer()) })));
    const stored = new Uint8Array(await ((await env.FILES.get(variantKey(key, 96))) as R2ObjectBody).arrayBuffer());
    for (const body of bodies) {
      expect(body.status).toBe(200);
      expect(body.bytes).toEqual(stored);
    }
  });

  it("images: an old original that does not decode falls back to itself", async () => {
    const key = "public/lawyers/9999-old.jpg";
    await env.FILES.put(key, Uint8Array.from([0xff, 0xd8, 0xff, 0xe0, 0, 16, 1, 2, 3]), { httpMetadata: { contentType: "image/jpeg" } });
    const res = await request(`/files/${variantKey(key, 96)}`, { redirect: "manual" });
    expect(res.status).toBe(302);
    expect(res.headers.get("location")).toBe(`/files/${key}`);
    expect((await request(`/files/${variantKey("public/lawyers/9999-none.jpg", 96)}`)).status).toBe(404);
  });

  it("images: pages get the variant, a 2x srcset and the displayed width and height", () => {
    expect(squareImage("/files/public/lawyers/3-abc.jpg", 64)).toEqual({
      src: "/files/public/lawyers/3-abc.jpg.96.webp",
      srcSet: "/files/public/lawyers/3-abc.jpg.96.webp 96w, /files/public/lawyers/3-abc.jpg.192.webp 192w",
      sizes: "64px",
      width: 64,
      height: 64,
    });
    expect(squareImage("/files/public/articles/x.jpg", 20)).toEqual({ src: "/files/public/articles/x.jpg", width: 20, height: 20 });
  });
});
