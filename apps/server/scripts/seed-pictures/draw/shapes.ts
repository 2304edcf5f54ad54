/**
 * Shapes as signed distance functions in local coordinates (negative inside), with their
 * bounds. The raster turns the distance into anti-aliased coverage; combinators build
 * compound outlines (a mug is a body plus a handle ring, a lamp shade a cut ellipse).
 */
export interface Bounds {
  x0: number;
  y0: number;
  x1: number;
  y1: number;
}

export interface Shape {
  d: (x: number, y: number) => number;
  b: Bounds;
}

export type Point = readonly [number, number];

const box = (x0: number, y0: number, x1: number, y1: number): Bounds => ({ x0, y0, x1, y1 });

export function circle(cx: number, cy: number, r: number): Shape {
  return {
    d: (x, y) => Math.sqrt((x - cx) * (x - cx) + (y - cy) * (y - cy)) - r,
    b: box(cx - r, cy - r, cx + r, cy + r),
  };
}

export function ellipse(cx: number, cy: number, rx: number, ry: number): Shape {
  if (Math.abs(rx - ry) < 1e-6) return circle(cx, cy, rx);
  const m = Math.min(rx, ry);
  return {
    d: (x, y) => {
      const px = x - cx;
      const py = y - cy;
      const ax = px / rx;
      const ay = py / ry;
      const bx = ax / rx;
      const by = ay / ry;
      const k0 = Math.sqrt(ax * ax + ay * ay);
      const k1 = Math.sqrt(bx * bx + by * by);
      if (k1 === 0) return -m;
      const estimate = (k0 * (k0 - 1)) / k1;
      // Inside thin ellipses the estimate overshoots (runs are filled unchecked there):
      // (k0 - 1) * m is a bound, and the larger of two continuous values stays continuous.
      return k0 < 1 ? Math.max(estimate, (k0 - 1) * m) : estimate;
    },
    b: box(cx - rx, cy - ry, cx + rx, cy + ry),
  };
}

/** A rectangle from its corner, with one radius or four (top-left, top-right, bottom-right, bottom-left). */
export function rect(
  x: number,
  y: number,
  w: number,
  h: number,
  radius: number | readonly [number, number, number, number] = 0,
): Shape {
  const cx = x + w / 2;
  const cy = y + h / 2;
  const hw = w / 2;
  const hh = h / 2;
  const [tl, tr, br, bl] = typeof radius === 'number' ? [radius, radius, radius, radius] : radius;
  return {
    d: (px, py) => {
      const dx = px - cx;
      const dy = py - cy;
      const r = dx < 0 ? (dy < 0 ? tl : bl) : dy < 0 ? tr : br;
      const qx = Math.abs(dx) - hw + r;
      const qy = Math.abs(dy) - hh + r;
      const ox = qx > 0 ? qx : 0;
      const oy = qy > 0 ? qy : 0;
      return Math.sqrt(ox * ox + oy * oy) + Math.min(Math.max(qx, qy), 0) - r;
    },
    b: box(x, y, x + w, y + h),
  };
}

function boundsOf(points: readonly Point[], pad: number): Bounds {
  let x0 = Infinity;
  let y0 = Infinity;
  let x1 = -Infinity;
  let y1 = -Infinity;
  for (const [x, y] of points) {
    x0 = Math.min(x0, x);
    y0 = Math.min(y0, y);
    x1 = Math.max(x1, x);
    y1 = Math.max(y1, y);
  }
  return box(x0 - pad, y0 - pad, x1 + pad, y1 + pad);
}

/** A filled polygon; `round` inflates it with rounded corners. */
export function polygon(points: readonly Point[], round = 0): Shape {
  const n = points.length;
  const xs = Float64Array.from(points, (p) => p[0]);
  const ys = Float64Array.from(points, (p) => p[1]);
  return {
    d: (px, py) => {
      let best = Infinity;
      let sign = 1;
      for (let i = 0, j = n - 1; i < n; j = i, i++) {
        const vix = xs[i] as number;
        const viy = ys[i] as number;
        const ex = (xs[j] as number) - vix;
        const ey = (ys[j] as number) - viy;
        const wx = px - vix;
        const wy = py - viy;
        const len = ex * ex + ey * ey;
        const t = len === 0 ? 0 : Math.max(0, Math.min(1, (wx * ex + wy * ey) / len));
        const bx = wx - ex * t;
        const by = wy - ey * t;
        best = Math.min(best, bx * bx + by * by);
        const c1 = py >= viy;
        const c2 = py < (ys[j] as number);
        const c3 = ex * wy > ey * wx;
        if ((c1 && c2 && c3) || (!c1 && !c2 && !c3)) sign = -sign;
      }
      return sign * Math.sqrt(best) - round;
    },
    b: boundsOf(points, round),
  };
}

/** A stroke along connected segments, round caps and joins. */
export function polyline(points: readonly Point[], width: number): Shape {
  const n = points.length;
  const xs = Float64Array.from(points, (p) => p[0]);
  const ys = Float64Array.from(points, (p) => p[1]);
  const half = width / 2;
  return {
    d: (px, py) => {
      let best = Infinity;
      if (n === 1) {
        const dx = px - (xs[0] as number);
        const dy = py - (ys[0] as number);
        return Math.sqrt(dx * dx + dy * dy) - half;
      }
      for (let i = 0; i < n - 1; i++) {
        const ax = xs[i] as number;
        const ay = ys[i] as number;
        const ex = (xs[i + 1] as number) - ax;
        const ey = (ys[i + 1] as number) - ay;
        const wx = px - ax;
        const wy = py - ay;
        const len = ex * ex + ey * ey;
        const t = len === 0 ? 0 : Math.max(0, Math.min(1, (wx * ex + wy * ey) / len));
        const bx = wx - ex * t;
        const by = wy - ey * t;
        best = Math.min(best, bx * bx + by * by);
      }
      return Math.sqrt(best) - half;
    },
    b: boundsOf(points, half),
  };
}

export const line = (x0: number, y0: number, x1: number, y1: number, width: number): Shape =>
  polyline(
    [
      [x0, y0],
      [x1, y1],
    ],
    width,
  );

/** The outline of a shape as a band of the given width. */
export function stroke(shape: Shape, width: number): Shape {
  const half = width / 2;
  const { b } = shape;
  return {
    d: (x, y) => Math.abs(shape.d(x, y)) - half,
    b: box(b.x0 - half, b.y0 - half, b.x1 + half, b.y1 + half),
  };
}

export const ring = (cx: number, cy: number, r: number, width: number): Shape =>
  stroke(circle(cx, cy, r), width);

export function union(...shapes: Shape[]): Shape {
  return {
    d: (x, y) => {
      let d = Infinity;
      for (const s of shapes) d = Math.min(d, s.d(x, y));
      return d;
    },
    b: shapes.reduce<Bounds>(
      (acc, s) =>
        box(
          Math.min(acc.x0, s.b.x0),
          Math.min(acc.y0, s.b.y0),
          Math.max(acc.x1, s.b.x1),
          Math.max(acc.y1, s.b.y1),
        ),
      box(Infinity, Infinity, -Infinity, -Infinity),
    ),
  };
}

export function intersect(a: Shape, b: Shape): Shape {
  return {
    d: (x, y) => Math.max(a.d(x, y), b.d(x, y)),
    b: box(
      Math.max(a.b.x0, b.b.x0),
      Math.max(a.b.y0, b.b.y0),
      Math.min(a.b.x1, b.b.x1),
      Math.min(a.b.y1, b.b.y1),
    ),
  };
}

export function subtract(a: Shape, b: Shape): Shape {
  return { d: (x, y) => Math.max(a.d(x, y), -b.d(x, y)), b: a.b };
}

/** Points along an elliptic arc; angles in degrees, 0 to the right, 90 downwards. */
export function arcPoints(
  cx: number,
  cy: number,
  rx: number,
  ry: number,
  from: number,
  to: number,
  steps = 12,
): Point[] {
  const out: Point[] = [];
  for (let i = 0; i <= steps; i++) {
    const a = ((from + ((to - from) * i) / steps) * Math.PI) / 180;
    out.push([cx + rx * Math.cos(a), cy + ry * Math.sin(a)]);
  }
  return out;
}

/** Points along a quadratic Bézier curve. */
export function curvePoints(p0: Point, p1: Point, p2: Point, steps = 10): Point[] {
  const out: Point[] = [];
  for (let i = 0; i <= steps; i++) {
    const t = i / steps;
    const u = 1 - t;
    out.push([
      u * u * p0[0] + 2 * u * t * p1[0] + t * t * p2[0],
      u * u * p0[1] + 2 * u * t * p1[1] + t * t * p2[1],
    ]);
  }
  return out;
}

/** Mirrors points given for the right half (x >= cx) into a closed symmetric outline. */
export function mirrored(cx: number, rightHalf: readonly Point[]): Point[] {
  const left = [...rightHalf].reverse().map(([x, y]): Point => [2 * cx - x, y]);
  return [...rightHalf, ...left];
}
