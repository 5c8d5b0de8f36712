import JPEG_DEC from "@jsquash/jpeg/codec/dec/mozjpeg_dec.wasm?module";
import decodeJpeg, { init as initJpeg } from "@jsquash/jpeg/decode";
import resize, { initResize } from "@jsquash/resize";
import RESIZE from "@jsquash/resize/lib/resize/pkg/squoosh_resize_bg.wasm?module";
import WEBP_DEC from "@jsquash/webp/codec/dec/webp_dec.wasm?module";
import WEBP_ENC from "@jsquash/webp/codec/enc/webp_enc_simd.wasm?module";
import decodeWebp, { init as initWebpDec } from "@jsquash/webp/decode";
import encodeWebp, { init as initWebpEnc } from "@jsquash/webp/encode";
import { type DecodedPng, decode as decodePng } from "fast-png";
import { imageSize } from "image-size";
import { VARIANT_SIZES, type VariantSize, variantKey, variantSource } from "#core/image-variants";
import { serveObject } from "./files.service";

// Square WebP variants of avatars and photos, made inside the worker with the squoosh codecs
// (@jsquash, WebAssembly) and fast-png (JS, also the captcha's encoder, so no PNG wasm is shipped):
// nothing leaves for another host and no native binary is needed.

/**
 * Larger images are refused before decoding. 8 MP is 32 MB of pixels, held at once in the decoder's
 * memory, in its copy and (as the square) in the resizer's: with the worker itself, near 100 of its 128 MB.
 */
export const MAX_IMAGE_PIXELS = 8_000_000;
const MAX_SIDE = 8192;
const WEBP_QUALITY = 80;
const CACHE = "public, max-age=31536000, immutable";

export class ImageError extends Error {
  override name = "ImageError";
  constructor(readonly reason: "undecodable" | "too-large") {
    super(reason);
  }
}

// The codecs build ImageData objects; workerd has no such class.
globalThis.ImageData ??= class {
  constructor(
    readonly data: Uint8ClampedArray,
    readonly width: number,
    readonly height: number,
  ) {}
} as unknown as typeof ImageData;

let ready: Promise<unknown> | undefined;
/** The codecs compile once per isolate, on the first image. */
function codecs(): Promise<unknown> {
  ready ??= Promise.all([initJpeg(JPEG_DEC), initWebpDec(WEBP_DEC), initWebpEnc(WEBP_ENC), initResize(RESIZE)]);
  return ready;
}

type Size = { width: number; height: number; orientation: number };

function measure(bytes: Uint8Array): Size & { type: string } {
  try {
    const s = imageSize(bytes);
    if (!s.width || !s.height || !s.type) throw new ImageError("undecodable");
    return { width: s.width, height: s.height, type: s.type, orientation: s.orientation ?? 1 };
  } catch {
    throw new ImageError("undecodable");
  }
}

/**
 * fast-png's samples as the 8-bit RGBA the resizer takes: grey, grey + alpha, RGB, RGBA or palette
 * indices, 1 to 16 bits each (below 8 packed into bytes, each row padded to a byte), with a tRNS colour
 * key (grey or RGB) made transparent, as the squoosh decoder did.
 */
function rgbaOf(png: DecodedPng): ImageData {
  const { width, height, depth, channels, data, palette, transparency } = png;
  const max = 2 ** depth - 1;
  const rowSamples = width * channels;
  const rowBytes = Math.ceil((rowSamples * depth) / 8);
  const sample = (y: number, i: number): number => {
    if (depth >= 8) return data[y * rowSamples + i] ?? 0;
    const bit = i * depth;
    return ((data[y * rowBytes + (bit >> 3)] ?? 0) >> (8 - depth - (bit & 7))) & max;
  };
  const eight = (v: number) => Math.round((v * 255) / max);
  const key = transparency && !palette && transparency.length === (channels === 1 ? 1 : 3) ? transparency : null;
  const out = new Uint8ClampedArray(width * height * 4);
  if (depth === 8 && channels === 4) out.set(data);
  else {
    const grey = channels <= 2;
    for (let y = 0; y < height; y++) {
      for (let x = 0; x < width; x++) {
        const o = (y * width + x) * 4;
        const i = x * channels;
        const r = sample(y, i);
        if (palette) {
          const [pr = 0, pg = 0, pb = 0, pa = 255] = palette[r] ?? [];
          out.set([pr, pg, pb, pa], o);
          continue;
        }
        const g = grey ? r : sample(y, i + 1);
        const b = grey ? r : sample(y, i + 2);
        const a = channels === 2 || channels === 4 ? sample(y, i + channels - 1) : max;
        const keyed = key !== null && key[0] === r && (grey || (key[1] === g && key[2] === b));
        out[o] = eight(r);
        out[o + 1] = eight(g);
        out[o + 2] = eight(b);
        out[o + 3] = keyed ? 0 : eight(a);
      }
    }
  }
  return new ImageData(out, width, height);
}

async function decode(bytes: Uint8Array, type: string): Promise<ImageData> {
  const buffer = bytes.slice().buffer;
  try {
    if (type === "jpg") return await decodeJpeg(buffer);
    if (type === "png") return rgbaOf(decodePng(bytes));
    if (type === "webp") return await decodeWebp(buffer);
  } catch {
    // the codec's own error says nothing a user can act on
  }
  throw new ImageError("undecodable");
}

/** The centred square of the image, as the pages show it (object-cover). */
function centreSquare(image: ImageData): ImageData {
  const side = Math.min(image.width, image.height);
  const x0 = Math.floor((image.width - side) / 2);
  const y0 = Math.floor((image.height - side) / 2);
  const out = new Uint8ClampedArray(side * side * 4);
  for (let y = 0; y < side; y++) {
    const from = ((y0 + y) * image.width + x0) * 4;
    out.set(image.data.subarray(from, from + side * 4), y * side * 4);
  }
  return new ImageData(out, side, side);
}

/**
 * A JPEG's EXIF orientation (1-8) applied to a square, as browsers apply it to the original:
 * the pixel shown at (x, y) comes from the stored pixel this returns.
 */
function orient(image: ImageData, orientation: number): ImageData {
  const n = image.width;
  const out = new Uint32Array(n * n);
  const src = new Uint32Array(image.data.buffer, image.data.byteOffset, n * n);
  const at: Record<number, (x: number, y: number) => number> = {
    2: (x, y) => y * n + (n - 1 - x),
    3: (x, y) => (n - 1 - y) * n + (n - 1 - x),
    4: (x, y) => (n - 1 - y) * n + x,
    5: (x, y) => x * n + y,
    6: (x, y) => (n - 1 - x) * n + y,
    7: (x, y) => (n - 1 - x) * n + (n - 1 - y),
    8: (x, y) => x * n + (n - 1 - y),
  };
  const from = at[orientation];
  if (!from) return image;
  for (let y = 0; y < n; y++) for (let x = 0; x < n; x++) out[y * n + x] = src[from(x, y)] ?? 0;
  return new ImageData(new Uint8ClampedArray(out.buffer), n, n);
}

/**
 * Every variant size as WebP bytes. Throws ImageError when the bytes do not decode as JPEG, PNG or
 * WebP, or declare more than MAX_IMAGE_PIXELS (a small file can unpack into gigabytes).
 */
export async function squareVariants(bytes: Uint8Array): Promise<Map<VariantSize, Uint8Array>> {
  const size = measure(bytes);
  if (size.width > MAX_SIDE || size.height > MAX_SIDE || size.width * size.height > MAX_IMAGE_PIXELS) throw new ImageError("too-large");
  await codecs();
  const decoded = await decode(bytes, size.type);
  if (decoded.width !== size.width || decoded.height !== size.height) throw new ImageError("undecodable");
  const square = centreSquare(decoded);
  const out = new Map<VariantSize, Uint8Array>();
  for (const px of VARIANT_SIZES) {
    const scaled = await resize(square, { width: px, height: px });
    out.set(px, new Uint8Array(await encodeWebp(orient(scaled, size.orientation), { quality: WEBP_QUALITY })));
  }
  return out;
}

/** Makes and stores the variants of `source` (an avatar or photo key) beside it. */
export async function storeVariants(bucket: R2Bucket, source: string, bytes: Uint8Array): Promise<void> {
  const variants = await squareVariants(bytes);
  await Promise.all(
    [...variants].map(([px, webp]) => bucket.put(variantKey(source, px), webp, { httpMetadata: { contentType: "image/webp", cacheControl: CACHE } })),
  );
}

/** Removes an original with its variants. */
export async function deleteWithVariants(bucket: R2Bucket, source: string): Promise<void> {
  await bucket.delete([source, ...VARIANT_SIZES.map((px) => variantKey(source, px))]);
}

/**
 * A variant that is not stored yet (an avatar uploaded before variants existed) is made from its
 * original on the first request and stored; when the original cannot be made into one, the
 * response redirects to the original. Null when the key names no variant or no original exists.
 */
export async function makeMissingVariant(bucket: R2Bucket, key: string): Promise<Response | null> {
  const wanted = variantSource(key);
  if (!wanted) return null;
  const original = await bucket.get(wanted.source);
  if (!original) return null;
  const bytes = new Uint8Array(await original.arrayBuffer());
  try {
    await storeVariants(bucket, wanted.source, bytes);
  } catch (error) {
    if (!(error instanceof ImageError)) throw error;
    const location = `/files/${wanted.source.split("/").map(encodeURIComponent).join("/")}`;
    return new Response(null, { status: 302, headers: { location, "cache-control": "public, max-age=86400" } });
  }
  return serveObject(bucket, key, true);
}
