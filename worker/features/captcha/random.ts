// Seeded randomness for the picture: one crypto-random seed per challenge, so every image differs,
// while a test can pass a seed and get the same picture twice.

export type Rng = () => number;

/** mulberry32: tiny and fast, plenty for drawing (the answer's secrecy rests on the seed). */
export function createRng(seed: number): Rng {
  let a = seed >>> 0;
  return () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

export function randomSeed(): number {
  return crypto.getRandomValues(new Uint32Array(1))[0] as number;
}

export function between(rng: Rng, min: number, max: number): number {
  return min + rng() * (max - min);
}

export function intBetween(rng: Rng, min: number, max: number): number {
  return Math.floor(between(rng, min, max + 1));
}

export function pick<T>(rng: Rng, items: readonly T[]): T {
  return items[Math.floor(rng() * items.length)] as T;
}

/** Smooth 1-D value noise in [-1, 1] with `octaves` layers: ridgelines of hills and mountains. */
export function fractalLine(rng: Rng, length: number, period: number, octaves: number): Float32Array {
  const out = new Float32Array(length);
  let amplitude = 1;
  let total = 0;
  for (let o = 0; o < octaves; o++) {
    const step = Math.max(2, period / 2 ** o);
    const knots = Array.from({ length: Math.ceil(length / step) + 2 }, () => rng() * 2 - 1);
    for (let x = 0; x < length; x++) {
      const f = x / step;
      const i = Math.floor(f);
      const t = f - i;
      const s = t * t * (3 - 2 * t);
      out[x] = (out[x] as number) + amplitude * ((knots[i] as number) * (1 - s) + (knots[i + 1] as number) * s);
    }
    total += amplitude;
    amplitude *= 0.5;
  }
  for (let x = 0; x < length; x++) out[x] = (out[x] as number) / total;
  return out;
}

/** Hash-based 2-D value noise in [0, 1], for texture (grass, ripples, cloud edges). */
export function valueNoise2d(seed: number): (x: number, y: number) => number {
  const hash = (ix: number, iy: number) => {
    let h = Math.imul(ix, 374761393) ^ Math.imul(iy, 668265263) ^ seed;
    h = Math.imul(h ^ (h >>> 13), 1274126177);
    return ((h ^ (h >>> 16)) >>> 0) / 4294967296;
  };
  return (x, y) => {
    const ix = Math.floor(x);
    const iy = Math.floor(y);
    const fx = x - ix;
    const fy = y - iy;
    const sx = fx * fx * (3 - 2 * fx);
    const sy = fy * fy * (3 - 2 * fy);
    const top = hash(ix, iy) * (1 - sx) + hash(ix + 1, iy) * sx;
    const bottom = hash(ix, iy + 1) * (1 - sx) + hash(ix + 1, iy + 1) * sx;
    return top * (1 - sy) + bottom * sy;
  };
}
