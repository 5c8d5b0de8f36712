import { encode } from "fast-png";
import { IMAGE_HEIGHT, IMAGE_WIDTH, PIECE_WIDTH } from "#core/captcha";
import { renderLandscape } from "./landscape";
import { randomSeed } from "./random";

// The AJ-Captcha blockPuzzle pair: a 310×155 background with a jigsaw-shaped hole, and a 47×155
// transparent strip holding the cut-out piece at the same height, which the client slides sideways.

const PIECE = PIECE_WIDTH;
/** The hole stays clear of the left edge, so the slider always has to travel. */
export const HOLE_X_MIN = 70;
export const HOLE_X_MAX = 250;
const HOLE_Y_MIN = 2;
const HOLE_Y_MAX = IMAGE_HEIGHT - PIECE - 2;

type Shape = (x: number, y: number) => number;

function box(px: number, py: number, cx: number, cy: number, half: number, radius: number): number {
  const qx = Math.abs(px - cx) - half + radius;
  const qy = Math.abs(py - cy) - half + radius;
  return Math.hypot(Math.max(qx, 0), Math.max(qy, 0)) + Math.min(Math.max(qx, qy), 0) - radius;
}

function circle(px: number, py: number, cx: number, cy: number, r: number): number {
  return Math.hypot(px - cx, py - cy) - r;
}

/**
 * Signed distance (negative inside) of a classic piece in a 47×47 box: a rounded square body, round
 * tabs on top and right, and a round blank on the left or bottom.
 */
function pieceShape(blankOnLeft: boolean): Shape {
  const half = 18.25;
  const cx = 0.5 + half;
  const cy = PIECE - 0.5 - half;
  return (x, y) => {
    const body = box(x, y, cx, cy, half, 2);
    const tabs = Math.min(circle(x, y, cx, cy - half - 3, 6.5), circle(x, y, cx + half + 3, cy, 6.5));
    const blank = blankOnLeft ? circle(x, y, cx - half, cy, 5.5) : circle(x, y, cx, cy + half, 5.5);
    return Math.max(Math.min(body, tabs), -blank);
  };
}

const clamp01 = (v: number) => Math.min(1, Math.max(0, v));

function randomInt(min: number, max: number): number {
  return min + ((crypto.getRandomValues(new Uint32Array(1))[0] as number) % (max - min + 1));
}

export type Puzzle = { background: Uint8Array; piece: Uint8Array; x: number; y: number };

/**
 * Paints a new landscape and cuts the piece at (x, y), its top-left corner in the 310×155 image.
 * The answer comes from crypto randomness, independent of the picture's seed.
 */
export async function generatePuzzle(options: { seed?: number; x?: number; y?: number; blankOnLeft?: boolean } = {}): Promise<Puzzle> {
  const x0 = options.x ?? randomInt(HOLE_X_MIN, HOLE_X_MAX);
  const y0 = options.y ?? randomInt(HOLE_Y_MIN, HOLE_Y_MAX);
  const shape = pieceShape(options.blankOnLeft ?? randomInt(0, 1) === 0);
  const scene = renderLandscape(options.seed ?? randomSeed(), IMAGE_WIDTH, IMAGE_HEIGHT);
  const piece = new Uint8Array(PIECE * IMAGE_HEIGHT * 4);
  const background = scene.slice();
  for (let ly = 0; ly < PIECE; ly++) {
    for (let lx = 0; lx < PIECE; lx++) {
      const d = shape(lx + 0.5, ly + 0.5);
      const inside = clamp01(0.5 - d);
      const rim = clamp01(1.4 - Math.abs(d + 0.4));
      if (inside <= 0 && rim <= 0) continue;
      const si = ((y0 + ly) * IMAGE_WIDTH + x0 + lx) * 3;
      const pi = ((y0 + ly) * PIECE + lx) * 4;
      for (let ch = 0; ch < 3; ch++) {
        const v = scene[si + ch] as number;
        // The hole: darkened, with a pale rim so it reads as a cut-out.
        const shaded = v * (1 - 0.55 * inside);
        background[si + ch] = Math.round(shaded + (235 - shaded) * rim * 0.55);
        // The piece: the same pixels with a light outline.
        piece[pi + ch] = Math.round(v + (255 - v) * rim * 0.75);
      }
      piece[pi + 3] = Math.round(Math.max(inside, rim * 0.9) * 255);
    }
  }
  return {
    background: encode({ width: IMAGE_WIDTH, height: IMAGE_HEIGHT, data: background, channels: 3, depth: 8 }),
    piece: encode({ width: PIECE, height: IMAGE_HEIGHT, data: piece, channels: 4, depth: 8 }),
    x: x0,
    y: y0,
  };
}
