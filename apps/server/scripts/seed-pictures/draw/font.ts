import type { Paint, Raster } from './raster';
import { arcPoints, polyline, union, type Point, type Shape } from './shapes';

/**
 * A monoline geometric font drawn with round strokes: capitals, digits and a few signs.
 * Glyphs live on a grid 10 units high (y down, baseline at 10); `w` is the advance width.
 */
interface Glyph {
  w: number;
  strokes: Point[][];
}

const P = (...pts: Array<[number, number]>): Point[] => pts;
const arc = (cx: number, cy: number, rx: number, ry: number, from: number, to: number): Point[] =>
  arcPoints(cx, cy, rx, ry, from, to, Math.max(6, Math.round(Math.abs(to - from) / 15)));

const BOWL_P = [
  ...P([0, 10], [0, 0], [3.2, 0]),
  ...arc(3.2, 2.75, 2.8, 2.75, -90, 90),
  ...P([0, 5.5]),
];

const GLYPHS: Record<string, Glyph> = {
  A: { w: 6.4, strokes: [P([0, 10], [3.2, 0], [6.4, 10]), P([1.2, 6.6], [5.2, 6.6])] },
  B: {
    w: 6,
    strokes: [
      [...P([0, 5], [0, 0], [3, 0]), ...arc(3, 2.5, 2.5, 2.5, -90, 90), ...P([0, 5])],
      [...P([0, 5], [3.3, 5]), ...arc(3.3, 7.5, 2.7, 2.5, -90, 90), ...P([0, 10], [0, 5])],
    ],
  },
  C: { w: 6, strokes: [arc(3.6, 5, 3.6, 5, -45, -315)] },
  D: {
    w: 6.2,
    strokes: [[...P([0, 0], [2, 0]), ...arc(2, 5, 4.2, 5, -90, 90), ...P([0, 10], [0, 0])]],
  },
  E: { w: 5.4, strokes: [P([5.4, 0], [0, 0], [0, 10], [5.4, 10]), P([0, 5], [4.4, 5])] },
  F: { w: 5.2, strokes: [P([5.2, 0], [0, 0], [0, 10]), P([0, 5], [4.2, 5])] },
  G: {
    w: 6.6,
    strokes: [
      [...arc(3.6, 5, 3.6, 5, -45, -360), ...P([7.2, 5.4])].map(([x, y]): Point => [
        Math.min(x, 6.6),
        y,
      ]),
      P([6.6, 5.4], [3.8, 5.4]),
    ],
  },
  H: { w: 6, strokes: [P([0, 0], [0, 10]), P([6, 0], [6, 10]), P([0, 5], [6, 5])] },
  I: { w: 0, strokes: [P([0, 0], [0, 10])] },
  J: { w: 5, strokes: [[...P([5, 0], [5, 7]), ...arc(2.5, 7, 2.5, 3, 0, 180)]] },
  K: { w: 5.8, strokes: [P([0, 0], [0, 10]), P([5.8, 0], [0, 6.2]), P([2.2, 4.2], [5.8, 10])] },
  L: { w: 5, strokes: [P([0, 0], [0, 10], [5, 10])] },
  M: { w: 7.4, strokes: [P([0, 10], [0, 0], [3.7, 7], [7.4, 0], [7.4, 10])] },
  N: { w: 6.2, strokes: [P([0, 10], [0, 0], [6.2, 10], [6.2, 0])] },
  O: { w: 7, strokes: [arc(3.5, 5, 3.5, 5, 0, 360)] },
  P: { w: 5.8, strokes: [BOWL_P] },
  Q: { w: 7, strokes: [arc(3.5, 5, 3.5, 5, 0, 360), P([4.4, 7.2], [7.2, 10.4])] },
  R: { w: 6, strokes: [BOWL_P, P([3, 5.5], [6, 10])] },
  S: {
    w: 5.8,
    strokes: [[...arc(2.9, 2.6, 2.9, 2.6, -25, -270), ...arc(2.9, 7.4, 2.9, 2.6, -90, 155)]],
  },
  T: { w: 6.4, strokes: [P([0, 0], [6.4, 0]), P([3.2, 0], [3.2, 10])] },
  U: {
    w: 6.2,
    strokes: [[...P([0, 0], [0, 6.6]), ...arc(3.1, 6.6, 3.1, 3.4, 180, 0), ...P([6.2, 0])]],
  },
  V: { w: 6.6, strokes: [P([0, 0], [3.3, 10], [6.6, 0])] },
  W: { w: 9, strokes: [P([0, 0], [2.2, 10], [4.5, 2], [6.8, 10], [9, 0])] },
  X: { w: 6.2, strokes: [P([0, 0], [6.2, 10]), P([6.2, 0], [0, 10])] },
  Y: { w: 6.4, strokes: [P([0, 0], [3.2, 5.2], [6.4, 0]), P([3.2, 5.2], [3.2, 10])] },
  Z: { w: 6, strokes: [P([0, 0], [6, 0], [0, 10], [6, 10])] },
  '0': { w: 6, strokes: [arc(3, 5, 3, 5, 0, 360)] },
  '1': { w: 3.4, strokes: [P([0, 2.2], [3, 0], [3, 10])] },
  '2': { w: 6, strokes: [[...arc(3, 3, 3, 3, -165, 30), ...P([0, 10], [6, 10])]] },
  '3': {
    w: 6,
    strokes: [[...arc(2.9, 2.6, 2.9, 2.6, -160, 90), ...arc(2.9, 7.4, 3.1, 2.6, -90, 160)]],
  },
  '4': { w: 6.4, strokes: [P([5, 10], [5, 0], [0, 7], [6.4, 7])] },
  '5': {
    w: 6,
    strokes: [[...P([5.8, 0], [0.6, 0], [0.2, 4.8]), ...arc(3, 6.8, 3, 3.2, -140, 150)]],
  },
  '6': { w: 6, strokes: [P([4.8, 0], [1, 5.2]), arc(3, 7, 3, 3, 0, 360)] },
  '7': { w: 6, strokes: [P([0, 0], [6, 0], [2, 10])] },
  '8': { w: 6, strokes: [arc(3, 2.6, 2.6, 2.6, 0, 360), arc(3, 7.4, 3, 2.6, 0, 360)] },
  '9': { w: 6, strokes: [arc(3, 3, 3, 3, 0, 360), P([6, 3.4], [1.6, 10])] },
  '%': {
    w: 7,
    strokes: [arc(1.5, 2, 1.5, 2, 0, 360), P([6.4, 0], [0.6, 10]), arc(5.5, 8, 1.5, 2, 0, 360)],
  },
  '-': { w: 4, strokes: [P([0.3, 5.6], [3.7, 5.6])] },
  '+': { w: 5.6, strokes: [P([0, 5.4], [5.6, 5.4]), P([2.8, 2.6], [2.8, 8.2])] },
  '!': { w: 0, strokes: [P([0, 0], [0, 6.6]), P([0, 10])] },
  '.': { w: 0, strokes: [P([0, 10])] },
  ',': { w: 0.6, strokes: [P([0.6, 9.6], [0, 11.4])] },
  "'": { w: 0, strokes: [P([0, 0], [0, 2.6])] },
  $: {
    w: 5.8,
    strokes: [
      [...arc(2.9, 2.9, 2.9, 2.3, -25, -270), ...arc(2.9, 7.1, 2.9, 2.3, -90, 155)],
      P([2.9, -0.8], [2.9, 10.8]),
    ],
  },
  ' ': { w: 2.4, strokes: [] },
};

export interface TextOptions {
  /** Cap height in pixels of the current transform. */
  size: number;
  /** Stroke weight as a fraction of the cap height (0.16 regular, 0.22 bold). */
  weight?: number;
  /** Extra space between letters as a fraction of the cap height. */
  tracking?: number;
  align?: 'left' | 'center' | 'right';
}

function layout(
  text: string,
  options: TextOptions,
): { glyphs: Array<{ g: Glyph; x: number }>; width: number } {
  const unit = options.size / 10;
  const weight = (options.weight ?? 0.16) * options.size;
  const gap = weight + (options.tracking ?? 0.12) * options.size;
  const glyphs: Array<{ g: Glyph; x: number }> = [];
  let x = 0;
  for (const ch of text.toUpperCase()) {
    const g = GLYPHS[ch] ?? GLYPHS[' '];
    if (!g) continue;
    glyphs.push({ g, x });
    x += g.w * unit + gap;
  }
  return { glyphs, width: Math.max(0, x - gap) };
}

export function measureText(text: string, options: TextOptions): number {
  return layout(text, options).width;
}

/** Draws text whose cap top is at y. */
export function drawText(
  r: Raster,
  text: string,
  x: number,
  y: number,
  paint: Paint,
  options: TextOptions,
): number {
  const { glyphs, width } = layout(text, options);
  const unit = options.size / 10;
  const weight = (options.weight ?? 0.16) * options.size;
  const left =
    options.align === 'center' ? x - width / 2 : options.align === 'right' ? x - width : x;
  for (const { g, x: gx } of glyphs) {
    if (g.strokes.length === 0) continue;
    const shapes: Shape[] = g.strokes.map((stroke) =>
      polyline(
        stroke.map(([px, py]): Point => [left + gx + px * unit, y + py * unit]),
        weight,
      ),
    );
    r.draw(shapes.length === 1 ? (shapes[0] as Shape) : union(...shapes), paint);
  }
  return width;
}
