import JPEG_ENC from "@jsquash/jpeg/codec/enc/mozjpeg_enc.wasm?module";
import encodeJpeg, { init as initJpegEnc } from "@jsquash/jpeg/encode";
import { encode as encodePng } from "fast-png";
import "../../worker/files/images";

// Real images for upload tests: a diagonal gradient, so a decoder that reads garbage is noticed.
function pixels(width: number, height: number): ImageData {
  const data = new Uint8ClampedArray(width * height * 4);
  for (let y = 0; y < height; y++) {
    for (let x = 0; x < width; x++) {
      const i = (y * width + x) * 4;
      data.set([(x * 255) / width, (y * 255) / height, 128, 255], i);
    }
  }
  return new ImageData(data, width, height);
}

let jpegReady: Promise<unknown> | undefined;
export async function jpegOf(width: number, height: number): Promise<Uint8Array<ArrayBuffer>> {
  jpegReady ??= initJpegEnc(JPEG_ENC);
  await jpegReady;
  return new Uint8Array(await encodeJpeg(pixels(width, height), { quality: 80 }));
}

export async function pngOf(width: number, height: number): Promise<Uint8Array<ArrayBuffer>> {
  return new Uint8Array(encodePng(pixels(width, height)));
}
