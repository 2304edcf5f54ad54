import type { Rgb } from './color';
import type { Shape } from './shapes';

/** Gradient stops: offset 0..1 and colour. */
export type Stops = ReadonlyArray<readonly [number, Rgb]>;

export type Gradient =
  | { type: 'linear'; x0: number; y0: number; x1: number; y1: number; stops: Stops }
  | { type: 'radial'; cx: number; cy: number; r: number; stops: Stops };

/** A solid colour or a gradient, in the coordinates of the shape it fills. */
export type Paint = Rgb | Gradient;

export interface DrawOptions {
  /** Opacity 0..1. */
  alpha?: number;
  /** Width in pixels of the soft edge (1 is a crisp anti-aliased edge; more blurs, for shadows). */
  feather?: number;
}

type Matrix = [number, number, number, number, number, number];

/** Safety margin on skipped runs: some distances (ellipses) are close estimates, not bounds. */
const SKIP = 0.8;

export const linear = (x0: number, y0: number, x1: number, y1: number, stops: Stops): Gradient => ({
  type: 'linear',
  x0,
  y0,
  x1,
  y1,
  stops,
});

export const radial = (cx: number, cy: number, r: number, stops: Stops): Gradient => ({
  type: 'radial',
  cx,
  cy,
  r,
  stops,
});

function lookupTable(stops: Stops): Uint8Array {
  const lut = new Uint8Array(256 * 3);
  for (let i = 0; i < 256; i++) {
    const t = i / 255;
    let lo = stops[0];
    let hi = stops[stops.length - 1];
    if (!lo || !hi) throw new Error('a gradient needs stops');
    for (let s = 0; s < stops.length - 1; s++) {
      const a = stops[s];
      const b = stops[s + 1];
      if (a && b && t >= a[0] && t <= b[0]) {
        lo = a;
        hi = b;
        break;
      }
    }
    const span = hi[0] - lo[0];
    const u = span <= 0 ? (t <= lo[0] ? 0 : 1) : Math.max(0, Math.min(1, (t - lo[0]) / span));
    for (let c = 0; c < 3; c++)
      lut[i * 3 + c] = Math.round(lo[1][c]! + (hi[1][c]! - lo[1][c]!) * u);
  }
  return lut;
}

/** Returns t in 0..1 of a gradient at a point. */
function gradientParameter(g: Gradient): (x: number, y: number) => number {
  if (g.type === 'linear') {
    const dx = g.x1 - g.x0;
    const dy = g.y1 - g.y0;
    const len = dx * dx + dy * dy || 1;
    return (x, y) => ((x - g.x0) * dx + (y - g.y0) * dy) / len;
  }
  return (x, y) => Math.sqrt((x - g.cx) * (x - g.cx) + (y - g.cy) * (y - g.cy)) / g.r;
}

/**
 * An 8-bit RGB (or RGBA) picture with a current transform like a 2D canvas: shapes are given
 * in local coordinates and drawn with anti-aliased edges.
 */
export class Raster {
  readonly data: Uint8ClampedArray;
  readonly channels: 3 | 4;
  private matrix: Matrix = [1, 0, 0, 1, 0, 0];
  private readonly stack: Matrix[] = [];

  constructor(
    readonly width: number,
    readonly height: number,
    options: { alpha?: boolean; background?: Rgb } = {},
  ) {
    this.channels = options.alpha ? 4 : 3;
    this.data = new Uint8ClampedArray(width * height * this.channels);
    if (options.background) this.fill(options.background);
    else if (!options.alpha) this.data.fill(255);
  }

  save(): void {
    this.stack.push([...this.matrix]);
  }

  restore(): void {
    const m = this.stack.pop();
    if (m) this.matrix = m;
  }

  translate(x: number, y: number): void {
    const [a, b, c, d, e, f] = this.matrix;
    this.matrix = [a, b, c, d, a * x + c * y + e, b * x + d * y + f];
  }

  scale(sx: number, sy = sx): void {
    const [a, b, c, d, e, f] = this.matrix;
    this.matrix = [a * sx, b * sx, c * sy, d * sy, e, f];
  }

  /** Rotates by degrees, clockwise on screen. */
  rotate(degrees: number): void {
    const r = (degrees * Math.PI) / 180;
    const cos = Math.cos(r);
    const sin = Math.sin(r);
    const [a, b, c, d, e, f] = this.matrix;
    this.matrix = [
      a * cos + c * sin,
      b * cos + d * sin,
      c * cos - a * sin,
      d * cos - b * sin,
      e,
      f,
    ];
  }

  /** Runs `draw` with a transform placing a 100-unit local square (-50..50) at (cx, cy) with `size` pixels. */
  place(
    cx: number,
    cy: number,
    size: number,
    draw: () => void,
    options: { rotate?: number; flip?: boolean } = {},
  ): void {
    this.save();
    this.translate(cx, cy);
    if (options.rotate) this.rotate(options.rotate);
    this.scale(((options.flip ? -1 : 1) * size) / 100, size / 100);
    draw();
    this.restore();
  }

  /** Paints the whole picture, ignoring the transform. */
  fill(paint: Paint): void {
    const { width, height, channels, data } = this;
    if (Array.isArray(paint)) {
      const color = paint as Rgb;
      for (let c = 0; c < channels; c++) data[c] = c < 3 ? (color[c] as number) : 255;
      for (let n = channels; n < data.length; n *= 2)
        data.copyWithin(n, 0, Math.min(n, data.length - n));
      return;
    }
    const g = paint as Gradient;
    const lut = lookupTable(g.stops);
    const at = gradientParameter(g);
    if (g.type === 'linear' && g.x0 === g.x1) {
      for (let y = 0; y < height; y++) {
        const t = Math.max(0, Math.min(255, Math.round(at(0, y + 0.5) * 255))) * 3;
        const row = y * width * channels;
        for (let c = 0; c < channels; c++) data[row + c] = c < 3 ? (lut[t + c] as number) : 255;
        const end = row + width * channels;
        for (let n = channels; row + n < end; n *= 2)
          data.copyWithin(row + n, row, row + Math.min(n, end - row - n));
      }
      return;
    }
    for (let y = 0; y < height; y++) {
      for (let x = 0; x < width; x++) {
        const t = Math.max(0, Math.min(255, Math.round(at(x + 0.5, y + 0.5) * 255))) * 3;
        const i = (y * width + x) * channels;
        data[i] = lut[t] as number;
        data[i + 1] = lut[t + 1] as number;
        data[i + 2] = lut[t + 2] as number;
        if (channels === 4) data[i + 3] = 255;
      }
    }
  }

  /** Fills a shape with a paint, blending over what is there. */
  draw(shape: Shape, paint: Paint, options: DrawOptions = {}): void {
    const alpha = options.alpha ?? 1;
    if (alpha <= 0) return;
    const feather = Math.max(0.5, options.feather ?? 1);
    const half = feather / 2;
    const [a, b, c, d, e, f] = this.matrix;
    const det = a * d - b * c;
    if (det === 0) return;
    const k = Math.sqrt(Math.abs(det));
    // Inverse transform: device -> local.
    const ia = d / det;
    const ib = -b / det;
    const ic = -c / det;
    const id = a / det;
    const ie = (c * f - d * e) / det;
    const iff = (b * e - a * f) / det;
    const { x0, y0, x1, y1 } = shape.b;
    if (!(x1 > x0 && y1 > y0)) return;
    let minX = Infinity;
    let minY = Infinity;
    let maxX = -Infinity;
    let maxY = -Infinity;
    for (const [lx, ly] of [
      [x0, y0],
      [x1, y0],
      [x0, y1],
      [x1, y1],
    ] as const) {
      const dx = a * lx + c * ly + e;
      const dy = b * lx + d * ly + f;
      minX = Math.min(minX, dx);
      minY = Math.min(minY, dy);
      maxX = Math.max(maxX, dx);
      maxY = Math.max(maxY, dy);
    }
    const px0 = Math.max(0, Math.floor(minX - half - 1));
    const py0 = Math.max(0, Math.floor(minY - half - 1));
    const px1 = Math.min(this.width - 1, Math.ceil(maxX + half + 1));
    const py1 = Math.min(this.height - 1, Math.ceil(maxY + half + 1));
    const solid = Array.isArray(paint) ? (paint as Rgb) : null;
    const gradient = solid ? null : (paint as Gradient);
    const lut = gradient ? lookupTable(gradient.stops) : null;
    const at = gradient ? gradientParameter(gradient) : null;
    const { data, channels, width } = this;
    const sdf = shape.d;
    // Distances are Lipschitz bounds: far outside a shape whole runs are skipped, deep
    // inside they are filled without evaluating the shape again.
    for (let py = py0; py <= py1; py++) {
      const rowLx = ia * (px0 + 0.5) + ic * (py + 0.5) + ie;
      const rowLy = ib * (px0 + 0.5) + id * (py + 0.5) + iff;
      let px = px0;
      while (px <= px1) {
        const lx = rowLx + ia * (px - px0);
        const ly = rowLy + ib * (px - px0);
        const dist = sdf(lx, ly) * k;
        if (dist >= half) {
          px += Math.max(1, Math.floor((dist - half) * SKIP));
          continue;
        }
        const run = dist <= -half ? Math.max(1, Math.floor((-dist - half) * SKIP)) : 1;
        const cov = (dist <= -half ? 1 : (half - dist) / feather) * alpha;
        const end = Math.min(px1 + 1, px + run);
        if (solid && cov === 1 && channels === 3) {
          for (let i = (py * width + px) * 3; px < end; px++, i += 3) {
            data[i] = solid[0];
            data[i + 1] = solid[1];
            data[i + 2] = solid[2];
          }
          continue;
        }
        for (; px < end; px++) {
          let r: number;
          let g: number;
          let bl: number;
          if (solid) {
            r = solid[0];
            g = solid[1];
            bl = solid[2];
          } else {
            const gx = rowLx + ia * (px - px0);
            const gy = rowLy + ib * (px - px0);
            const t =
              Math.max(
                0,
                Math.min(255, Math.round((at as (x: number, y: number) => number)(gx, gy) * 255)),
              ) * 3;
            const l = lut as Uint8Array;
            r = l[t] as number;
            g = l[t + 1] as number;
            bl = l[t + 2] as number;
          }
          const i = (py * width + px) * channels;
          if (channels === 3) {
            data[i] = (data[i] as number) + (r - (data[i] as number)) * cov;
            data[i + 1] = (data[i + 1] as number) + (g - (data[i + 1] as number)) * cov;
            data[i + 2] = (data[i + 2] as number) + (bl - (data[i + 2] as number)) * cov;
          } else {
            const da = (data[i + 3] as number) / 255;
            const oa = cov + da * (1 - cov);
            if (oa <= 0) continue;
            data[i] = (r * cov + (data[i] as number) * da * (1 - cov)) / oa;
            data[i + 1] = (g * cov + (data[i + 1] as number) * da * (1 - cov)) / oa;
            data[i + 2] = (bl * cov + (data[i + 2] as number) * da * (1 - cov)) / oa;
            data[i + 3] = oa * 255;
          }
        }
      }
    }
  }

  /** The pixels as RGBA, 4 bytes a pixel (opaque when the raster has no alpha). */
  toRgba(): Uint8ClampedArray {
    if (this.channels === 4) return this.data;
    const out = new Uint8ClampedArray(this.width * this.height * 4);
    for (let i = 0, o = 0; i < this.data.length; i += 3, o += 4) {
      out[o] = this.data[i]!;
      out[o + 1] = this.data[i + 1]!;
      out[o + 2] = this.data[i + 2]!;
      out[o + 3] = 255;
    }
    return out;
  }
}
