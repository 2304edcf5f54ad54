import { hsl, mix, type Rgb } from '../draw/color';
import { linear, type Raster } from '../draw/raster';
import { circle, ellipse, polygon, rect, ring } from '../draw/shapes';
import type { Rng } from '../../../src/db/seed/rng';
import { OBJECTS, type ObjectKind } from './objects/index';
import { SHADOW, type ObjectPalette } from './objects/kit';

/** One object to place: which, in which colours, where its stand line is and how big. */
export interface Placement {
  kind: ObjectKind;
  palette: ObjectPalette;
  variant: number;
  view: number;
  /** Centre x and the y of the surface it stands on, in pixels. */
  x: number;
  floor: number;
  size: number;
  rotate?: number;
  flip?: boolean;
  shadow?: number;
}

/** Draws an object standing on `floor`, with a soft contact shadow. */
export function placeObject(r: Raster, rng: Rng, p: Placement): void {
  const spec = OBJECTS[p.kind];
  const scale = p.size / 100;
  const height = (spec.foot - spec.top) * scale;
  const cy = p.floor - spec.foot * scale;
  if ((p.shadow ?? 0.2) > 0) {
    const w = Math.max(p.size * 0.3, height * 0.45);
    r.draw(ellipse(p.x, p.floor, w, Math.max(5, p.size * 0.04)), SHADOW, {
      alpha: p.shadow ?? 0.2,
      feather: p.size * 0.07,
    });
  }
  r.place(
    p.x,
    cy,
    p.size,
    () => spec.draw({ r, p: p.palette, variant: p.variant, view: p.view, rng }),
    {
      rotate: p.rotate ?? 0,
      flip: p.flip ?? false,
    },
  );
}

/** The vertical middle of a kind's drawing relative to its stand line, for centring. */
export function standOffset(kind: ObjectKind, size: number): number {
  const spec = OBJECTS[kind];
  return ((spec.foot - spec.top) / 2) * (size / 100);
}

/** Scattered confetti (dots, rings, plus signs) kept out of a central disc. */
export function confetti(
  r: Raster,
  rng: Rng,
  colors: readonly Rgb[],
  count: number,
  cx: number,
  cy: number,
  keepOut: number,
): void {
  for (let i = 0; i < count; i++) {
    const a = rng.float(0, Math.PI * 2);
    const d = rng.float(keepOut, keepOut * 1.5);
    const x = cx + Math.cos(a) * d * (r.width / r.height);
    const y = cy + Math.sin(a) * d;
    const color = rng.pick(colors);
    const s = rng.float(4, 10) * (r.height / 480);
    const kind = rng.int(0, 2);
    if (kind === 0) r.draw(circle(x, y, s), color, { alpha: 0.8 });
    else if (kind === 1) r.draw(ring(x, y, s, s * 0.5), color, { alpha: 0.8 });
    else {
      r.draw(rect(x - s, y - s * 0.25, s * 2, s * 0.5, s * 0.25), color, { alpha: 0.8 });
      r.draw(rect(x - s * 0.25, y - s, s * 0.5, s * 2, s * 0.25), color, { alpha: 0.8 });
    }
  }
}

/** Background styles of product photos. */
export function studioBackground(r: Raster, hue: number): void {
  const { width: w, height: h } = r;
  r.fill(
    linear(0, 0, 0, h, [
      [0, hsl(hue, 42, 95)],
      [1, hsl(hue, 36, 88)],
    ]),
  );
  r.draw(circle(w / 2, h * 0.47, w * 0.35), hsl(hue, 48, 86));
}

export function podiumBackground(r: Raster, hue: number): number {
  const { width: w, height: h } = r;
  const wall = hsl(hue, 34, 91);
  r.fill(wall);
  r.draw(rect(w * 0.22, h * 0.12, w * 0.56, h * 0.8, [w * 0.28, w * 0.28, 0, 0]), hsl(hue, 40, 85));
  r.draw(rect(0, h * 0.76, w, h * 0.24), hsl(hue, 28, 82));
  const top = h * 0.74;
  r.draw(ellipse(w / 2, h * 0.86, w * 0.32, h * 0.06), mix(hsl(hue, 25, 78), wall, 0.1));
  r.draw(rect(w * 0.18, top, w * 0.64, h * 0.12), hsl(hue, 25, 86));
  r.draw(ellipse(w / 2, top, w * 0.32, h * 0.06), hsl(hue, 30, 96));
  return top;
}

export function splitBackground(r: Raster, hue: number): void {
  const { width: w, height: h } = r;
  r.fill(hsl(hue, 55, 91));
  r.draw(
    polygon([
      [0, h * 0.66],
      [w, h * 0.3],
      [w, h],
      [0, h],
    ]),
    hsl(hue, 48, 84),
  );
}
