// A minimal PNG encoder (8-bit RGB or RGBA, no interlace): enough for the captcha images without a
// dependency. zlib comes from the platform's CompressionStream("deflate"), which emits RFC 1950 data.

const SIGNATURE = Uint8Array.of(0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a);

const CRC_TABLE = (() => {
  const table = new Uint32Array(256);
  for (let n = 0; n < 256; n++) {
    let c = n;
    for (let k = 0; k < 8; k++) c = c & 1 ? 0xedb88320 ^ (c >>> 1) : c >>> 1;
    table[n] = c >>> 0;
  }
  return table;
})();

export function crc32(bytes: Uint8Array, crc = 0xffffffff): number {
  let c = crc;
  for (let i = 0; i < bytes.length; i++) c = (CRC_TABLE[(c ^ (bytes[i] as number)) & 0xff] as number) ^ (c >>> 8);
  return (c ^ 0xffffffff) >>> 0;
}

function chunk(type: string, data: Uint8Array): Uint8Array {
  const out = new Uint8Array(12 + data.length);
  const view = new DataView(out.buffer);
  view.setUint32(0, data.length);
  for (let i = 0; i < 4; i++) out[4 + i] = type.charCodeAt(i);
  out.set(data, 8);
  view.setUint32(8 + data.length, crc32(out.subarray(4, 8 + data.length)));
  return out;
}

function paeth(a: number, b: number, c: number): number {
  const p = a + b - c;
  const pa = Math.abs(p - a);
  const pb = Math.abs(p - b);
  const pc = Math.abs(p - c);
  return pa <= pb && pa <= pc ? a : pb <= pc ? b : c;
}

/**
 * Each row gets the filter (Sub, Up, Average or Paeth) with the smallest sum of absolute differences,
 * the usual heuristic: a photo-like image shrinks by a third or more compared with no filtering.
 * One tight loop per filter: a branch per byte would double the encoder's CPU time.
 */
function filterRows(pixels: Uint8Array, width: number, height: number, channels: number): Uint8Array {
  const stride = width * channels;
  const out = new Uint8Array(height * (stride + 1));
  const candidates = [1, 2, 3, 4].map(() => new Uint8Array(stride));
  const [sub, up, avg, pae] = candidates as [Uint8Array, Uint8Array, Uint8Array, Uint8Array];
  const zero = new Uint8Array(stride);
  const score = (row: Uint8Array) => {
    let sum = 0;
    for (let i = 0; i < stride; i++) {
      const v = row[i] as number;
      sum += v < 128 ? v : 256 - v;
    }
    return sum;
  };
  for (let y = 0; y < height; y++) {
    const row = pixels.subarray(y * stride, (y + 1) * stride);
    const prev = y > 0 ? pixels.subarray((y - 1) * stride, y * stride) : zero;
    for (let i = 0; i < channels; i++) {
      const x = row[i] as number;
      const b = prev[i] as number;
      sub[i] = x;
      up[i] = x - b;
      avg[i] = x - (b >> 1);
      pae[i] = x - b;
    }
    for (let i = channels; i < stride; i++) {
      const x = row[i] as number;
      const a = row[i - channels] as number;
      const b = prev[i] as number;
      sub[i] = x - a;
      up[i] = x - b;
      avg[i] = x - ((a + b) >> 1);
      pae[i] = x - paeth(a, b, prev[i - channels] as number);
    }
    let best = 0;
    let bestScore = Number.POSITIVE_INFINITY;
    for (let f = 0; f < 4; f++) {
      const s = score(candidates[f] as Uint8Array);
      if (s < bestScore) {
        bestScore = s;
        best = f;
      }
    }
    const offset = y * (stride + 1);
    out[offset] = best + 1;
    out.set(candidates[best] as Uint8Array, offset + 1);
  }
  return out;
}

async function deflate(data: Uint8Array): Promise<Uint8Array> {
  const stream = new Blob([data as Uint8Array<ArrayBuffer>]).stream().pipeThrough(new CompressionStream("deflate"));
  return new Uint8Array(await new Response(stream).arrayBuffer());
}

/** pixels: width × height × channels bytes, row by row; channels 3 (RGB) or 4 (RGBA, not premultiplied). */
export async function encodePng(pixels: Uint8Array, width: number, height: number, channels: 3 | 4): Promise<Uint8Array> {
  if (pixels.length !== width * height * channels) throw new Error("PNG pixel buffer has the wrong size");
  const header = new Uint8Array(13);
  const view = new DataView(header.buffer);
  view.setUint32(0, width);
  view.setUint32(4, height);
  header[8] = 8;
  header[9] = channels === 4 ? 6 : 2;
  const parts = [SIGNATURE, chunk("IHDR", header), chunk("IDAT", await deflate(filterRows(pixels, width, height, channels))), chunk("IEND", new Uint8Array(0))];
  const out = new Uint8Array(parts.reduce((n, p) => n + p.length, 0));
  let offset = 0;
  for (const part of parts) {
    out.set(part, offset);
    offset += part.length;
  }
  return out;
}
