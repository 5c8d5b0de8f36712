import { type Color, PALETTES, type Palette } from "./palettes";
import { between, createRng, fractalLine, intBetween, pick, type Rng, valueNoise2d } from "./random";

// A procedurally painted landscape (sky, sun, clouds, mountain ranges fading into haze, a lake with
// reflections or patchwork fields, trees): a fresh picture per challenge, so no bank of stock images
// can be pre-solved, and a photo-like background so the hole is not found by flat colours.
// Pixels are painted channel by channel into one float buffer, without per-pixel allocations: a
// Worker has a few tens of milliseconds of CPU per request.

type Canvas = { width: number; height: number; data: Float32Array };

const clamp01 = (v: number) => Math.min(1, Math.max(0, v));

function smoothstep(e0: number, e1: number, v: number): number {
  const t = clamp01((v - e0) / (e1 - e0));
  return t * t * (3 - 2 * t);
}

function mix(a: Color, b: Color, t: number): Color {
  return [a[0] + (b[0] - a[0]) * t, a[1] + (b[1] - a[1]) * t, a[2] + (b[2] - a[2]) * t];
}

/** Blends (r, g, b) over pixel (x, y) with coverage alpha. */
function put(canvas: Canvas, x: number, y: number, r: number, g: number, b: number, alpha: number): void {
  if (alpha <= 0 || x < 0 || y < 0 || x >= canvas.width || y >= canvas.height) return;
  const d = canvas.data;
  const i = (y * canvas.width + x) * 3;
  const a = Math.min(1, alpha);
  d[i] = (d[i] as number) + (r - (d[i] as number)) * a;
  d[i + 1] = (d[i + 1] as number) + (g - (d[i + 1] as number)) * a;
  d[i + 2] = (d[i + 2] as number) + (b - (d[i + 2] as number)) * a;
}

function paintSky(canvas: Canvas, rng: Rng, p: Palette, horizon: number): void {
  const sunX = between(rng, 20, canvas.width - 20);
  const sunY = between(rng, 14, horizon - 30);
  const sunR = between(rng, 7, 12);
  const [sr, sg, sb] = p.sun;
  for (let y = 0; y < canvas.height; y++) {
    const [br, bg, bb] = mix(p.skyTop, p.skyHorizon, clamp01(y / horizon) ** 0.85);
    for (let x = 0; x < canvas.width; x++) {
      const d2 = (x - sunX) ** 2 + (y - sunY) ** 2;
      const glow = d2 > 16000 ? 0 : Math.exp(-d2 / 1800) * 0.55 + (d2 > 2000 ? 0 : Math.exp(-d2 / 160) * 0.35);
      const disc = clamp01(sunR - Math.sqrt(d2) + 0.5);
      const t = glow + (1 - glow) * disc;
      put(canvas, x, y, br + (sr - br) * t, bg + (sg - bg) * t, bb + (sb - bb) * t, 1);
    }
  }
}

function paintClouds(canvas: Canvas, rng: Rng, p: Palette, horizon: number): void {
  const noise = valueNoise2d(Math.floor(rng() * 2 ** 31));
  const shadow = mix(p.cloud, p.skyTop, 0.35);
  const count = intBetween(rng, 2, 5);
  for (let n = 0; n < count; n++) {
    const cx = between(rng, -20, canvas.width + 20);
    const cy = between(rng, 12, horizon - 28);
    const span = between(rng, 26, 70);
    const opacity = between(rng, 0.55, 0.9);
    const puffs = Array.from({ length: intBetween(rng, 4, 8) }, () => ({
      x: cx + between(rng, -span / 2, span / 2),
      y: cy + between(rng, -6, 3),
      r: between(rng, 6, 14),
    }));
    const x0 = Math.max(0, Math.floor(cx - span / 2 - 16));
    const x1 = Math.min(canvas.width - 1, Math.ceil(cx + span / 2 + 16));
    for (let y = Math.max(0, Math.floor(cy - 22)); y <= Math.min(canvas.height - 1, cy + 18); y++) {
      const s = clamp01((y - cy + 4) / 14);
      const r = p.cloud[0] + (shadow[0] - p.cloud[0]) * s;
      const g = p.cloud[1] + (shadow[1] - p.cloud[1]) * s;
      const b = p.cloud[2] + (shadow[2] - p.cloud[2]) * s;
      for (let x = x0; x <= x1; x++) {
        let density = 0;
        for (const puff of puffs) density = Math.max(density, 1 - Math.sqrt((x - puff.x) ** 2 + ((y - puff.y) * 1.4) ** 2) / puff.r);
        if (density <= 0) continue;
        density *= 0.75 + 0.5 * noise(x / 5, y / 4);
        put(canvas, x, y, r, g, b, smoothstep(0.05, 0.45, density) * opacity);
      }
    }
  }
}

/** Ranges from far to near: taller and hazier far away, darker and greener close by; snow on the far peaks. */
function paintMountains(canvas: Canvas, rng: Rng, p: Palette, horizon: number): void {
  const noise = valueNoise2d(Math.floor(rng() * 2 ** 31));
  const layers = intBetween(rng, 2, 3);
  const sunSide = rng() < 0.5 ? -1 : 1;
  const [hr, hg, hb] = p.skyHorizon;
  for (let i = 0; i < layers; i++) {
    const depth = i / layers;
    const height = between(rng, 38, 58) * (1 - depth * 0.55);
    const line = fractalLine(rng, canvas.width + 2, between(rng, 60, 120) * (1 - depth * 0.3), 4);
    const ridge = Array.from(line, (v) => horizon + 4 - height * (i === 0 ? 1 - Math.abs(v) * 1.2 : 0.6 + v * 0.6));
    const [cr, cg, cb] = mix(mix(p.rock, p.hill, depth), p.skyHorizon, 0.55 - depth * 0.4);
    const snowLine = horizon - height * 0.78;
    const mist = 0.45 - depth * 0.3;
    for (let x = 0; x < canvas.width; x++) {
      const top = ridge[x + 1] as number;
      const slope = ((ridge[x + 2] as number) - (ridge[x] as number)) * sunSide;
      const snowy = p.snow && i === 0 && top < snowLine;
      for (let y = Math.max(0, Math.floor(top)); y < canvas.height; y++) {
        const below = y - top;
        const light = clamp01(1 - below / 26) * Math.max(-0.18, Math.min(0.18, slope * 0.06));
        // Lit slopes lighten toward white, shaded ones darken; noise gives the rock some texture.
        const k = (1 + Math.min(light, 0)) * (1 - (noise(x / 3, y / 2) - 0.5) * 0.16);
        const lift = light > 0 ? light * 255 : 0;
        let r = cr * k * (1 - lift / 255) + lift;
        let g = cg * k * (1 - lift / 255) + lift;
        let b = cb * k * (1 - lift / 255) + lift;
        if (snowy && below < (snowLine - top) * 0.8 + noise(x / 2, y) * 3) {
          r += (244 - r) * 0.8;
          g += (247 - g) * 0.8;
          b += (252 - b) * 0.8;
        }
        const haze = clamp01(below / 50) * mist;
        put(canvas, x, y, r + (hr - r) * haze, g + (hg - g) * haze, b + (hb - b) * haze, y + 1 - top);
      }
    }
  }
}

function paintLake(canvas: Canvas, rng: Rng, p: Palette, waterTop: number): void {
  const noise = valueNoise2d(Math.floor(rng() * 2 ** 31));
  const phase = rng() * Math.PI * 2;
  const source = canvas.data.slice();
  const [wr, wg, wb] = p.water;
  const [sr, sg, sb] = p.sun;
  for (let y = waterTop; y < canvas.height; y++) {
    const depth = (y - waterTop) / (canvas.height - waterTop);
    const tint = 0.3 + depth * 0.35;
    const sy = Math.max(0, 2 * waterTop - y - 1);
    for (let x = 0; x < canvas.width; x++) {
      const ripple = Math.sin(y * 0.9 + phase + noise(x / 9, y / 2) * 4) * (1 + depth * 3);
      const sx = Math.min(canvas.width - 1, Math.max(0, Math.round(x + ripple)));
      const i = (sy * canvas.width + sx) * 3;
      let r = (source[i] as number) * 0.88 * (1 - tint) + wr * tint;
      let g = (source[i + 1] as number) * 0.88 * (1 - tint) + wg * tint;
      let b = (source[i + 2] as number) * 0.88 * (1 - tint) + wb * tint;
      const sparkle = (noise(x / 6, y * 1.5) - 0.78) * 2;
      if (sparkle > 0) {
        r += (sr - r) * sparkle;
        g += (sg - g) * sparkle;
        b += (sb - b) * sparkle;
      }
      put(canvas, x, y, r, g, b, 1);
    }
  }
}

/** Patchwork fields in perspective, converging on a vanishing point on the horizon. */
function paintFields(canvas: Canvas, rng: Rng, p: Palette, colors: readonly Color[], top: readonly number[], horizon: number): void {
  const noise = valueNoise2d(Math.floor(rng() * 2 ** 31));
  const vanishX = between(rng, 60, canvas.width - 60);
  const seed = Math.floor(rng() * 1000);
  const [hr, hg, hb] = p.skyHorizon;
  for (let x = 0; x < canvas.width; x++) {
    const edge = top[x] as number;
    for (let y = Math.max(0, Math.floor(edge)); y < canvas.height; y++) {
      const dist = y - horizon + 14;
      const u = (x - vanishX) / dist;
      const cell = Math.floor(u * 2.2 + noise(x / 20, y / 20)) * 7 + Math.floor((80 / dist) * 1.3) * 13 + seed;
      const [fr, fg, fb] = colors[((cell % colors.length) + colors.length) % colors.length] as Color;
      const k = 1 - (Math.sin(u * 90) * 0.5 + 0.5) * 0.1 - (noise(x / 2, y / 2) - 0.5) * 0.12;
      const haze = clamp01(1 - dist / 60) * 0.35;
      put(canvas, x, y, fr * k + (hr - fr * k) * haze, fg * k + (hg - fg * k) * haze, fb * k + (hb - fb * k) * haze, y + 1 - edge);
    }
  }
}

function paintTree(canvas: Canvas, p: Palette, tx: number, base: number, height: number, conifer: boolean, sunSide: number): void {
  const trunk = mix(p.tree, [60, 40, 25], 0.6);
  const dark = mix(p.tree, [0, 0, 0], 0.25);
  const lit = mix(p.tree, [255, 255, 255], 0.12);
  const half = conifer ? height * 0.28 : height * 0.36;
  const cy = base - height + half;
  for (let y = Math.floor(base - height); y <= base; y++) {
    const rel = (y - (base - height)) / height;
    const width = half * (0.2 + 0.8 * rel) * (0.6 + 0.4 * ((rel * 3) % 1));
    for (let x = Math.floor(tx - half - 1); x <= Math.ceil(tx + half + 1); x++) {
      const dx = x - tx;
      const coverage = conifer
        ? rel < 0.9
          ? clamp01(width - Math.abs(dx) + 0.5)
          : clamp01(1.5 - Math.abs(dx))
        : Math.max(clamp01(half - Math.sqrt(dx * dx + (y - cy) ** 2) + 0.5), y > cy ? clamp01(1.2 - Math.abs(dx)) : 0);
      if (coverage <= 0) continue;
      if (Math.abs(dx) < 1.2 && rel > 0.85) {
        put(canvas, x, y, trunk[0], trunk[1], trunk[2], coverage);
        continue;
      }
      const s = clamp01(0.5 + (dx / half) * 0.5 * sunSide);
      put(canvas, x, y, dark[0] + (lit[0] - dark[0]) * s, dark[1] + (lit[1] - dark[1]) * s, dark[2] + (lit[2] - dark[2]) * s, coverage);
    }
  }
}

/** The nearest hill: a low ridge across the whole width (fields) or a shore on one side (lake). */
function nearRidge(rng: Rng, width: number, height: number, horizon: number, shore: boolean): number[] {
  const line = fractalLine(rng, width, between(rng, 70, 140), 3);
  if (!shore) return Array.from(line, (v) => horizon + 6 + v * 8);
  const left = rng() < 0.5;
  const reach = between(rng, 0.3, 0.5) * width;
  return Array.from(line, (v, x) => {
    const t = clamp01(1 - (left ? x : width - 1 - x) / reach);
    return t <= 0 ? height + 2 : height - (height - horizon - 6) * Math.sqrt(t) + v * 5;
  });
}

function jitter(rng: Rng, c: Color, amount: number): Color {
  const shift = between(rng, -amount, amount);
  return [c[0] + shift + between(rng, -6, 6), c[1] + shift + between(rng, -6, 6), c[2] + shift + between(rng, -6, 6)];
}

/** width × height × 3 RGB bytes, the same picture for the same seed. */
export function renderLandscape(seed: number, width: number, height: number): Uint8Array {
  const rng = createRng(seed);
  const base = pick(rng, PALETTES);
  const p: Palette = {
    ...base,
    skyTop: jitter(rng, base.skyTop, 12),
    skyHorizon: jitter(rng, base.skyHorizon, 10),
    rock: jitter(rng, base.rock, 12),
    hill: jitter(rng, base.hill, 12),
    tree: jitter(rng, base.tree, 8),
  };
  const canvas: Canvas = { width, height, data: new Float32Array(width * height * 3) };
  const horizon = intBetween(rng, Math.round(height * 0.56), Math.round(height * 0.68));
  paintSky(canvas, rng, p, horizon);
  paintClouds(canvas, rng, p, horizon);
  paintMountains(canvas, rng, p, horizon);
  const lake = rng() < 0.5;
  const ridge = nearRidge(rng, width, height, horizon, lake);
  if (lake) paintLake(canvas, rng, p, horizon + 4);
  paintFields(canvas, rng, p, lake ? [p.hill, mix(p.hill, p.fields[0] as Color, 0.5)] : p.fields, ridge, horizon);
  const sunSide = rng() < 0.5 ? -1 : 1;
  const trees = Array.from({ length: intBetween(rng, 4, 12) }, () => {
    const x = between(rng, 4, width - 4);
    return { x, base: (ridge[Math.floor(x)] as number) + between(rng, 2, 10), conifer: rng() < 0.6 };
  })
    .filter((t) => t.base < height + 4)
    .sort((a, b) => a.base - b.base);
  for (const t of trees) paintTree(canvas, p, t.x, t.base, 8 + (t.base - horizon) * between(rng, 0.35, 0.6), t.conifer, sunSide);
  return finish(canvas, rng);
}

/** A soft vignette and a little film grain, then to bytes. */
function finish(canvas: Canvas, rng: Rng): Uint8Array {
  const { width, height, data } = canvas;
  const out = new Uint8Array(width * height * 3);
  let grain = Math.floor(rng() * 2 ** 31);
  for (let y = 0; y < height; y++) {
    const vy = ((y - height / 2) / height) ** 2;
    for (let x = 0; x < width; x++) {
      const vignette = 1 - 0.36 * (((x - width / 2) / width) ** 2 + vy);
      grain = (Math.imul(grain, 1103515245) + 12345) | 0;
      const noise = ((grain >>> 16) & 3) - 1.5;
      const i = (y * width + x) * 3;
      // Uint8Array stores the fraction truncated and wraps out-of-range values: clamp and round first.
      out[i] = Math.max(0, Math.min(255, (data[i] as number) * vignette + noise + 0.5));
      out[i + 1] = Math.max(0, Math.min(255, (data[i + 1] as number) * vignette + noise + 0.5));
      out[i + 2] = Math.max(0, Math.min(255, (data[i + 2] as number) * vignette + noise + 0.5));
    }
  }
  return out;
}
