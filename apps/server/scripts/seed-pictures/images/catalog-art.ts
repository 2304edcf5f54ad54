import { darken, hsl, lighten, WHITE } from '../draw/color';
import { drawText, measureText } from '../draw/font';
import { Raster } from '../draw/raster';
import { circle, polygon, rect, type Point, type Shape } from '../draw/shapes';
import { createRng } from '../../../src/db/seed/rng';
import type { ObjectKind } from './objects/index';
import { makePalette } from './objects/kit';
import { placeObject, standOffset } from './scene';

/**
 * A 128 x 128 category icon: the category's object on a rounded tile, soft for
 * subcategories and in full colour for top-level categories.
 */
export function categoryIcon(
  kind: ObjectKind,
  hue: number,
  seed: string,
  topLevel = false,
): Raster {
  const rng = createRng(seed);
  const r = new Raster(128, 128, { background: WHITE });
  r.draw(rect(4, 4, 120, 120, 30), topLevel ? hsl(hue, 62, 58) : hsl(hue, 70, 93));
  r.draw(circle(64, 62, 44), topLevel ? hsl(hue, 70, 96) : hsl(hue, 65, 86));
  const size = 84;
  placeObject(r, rng, {
    kind,
    palette: makePalette(hue, rng),
    variant: 0,
    view: 0,
    x: 64,
    floor: 64 + standOffset(kind, size),
    size,
    shadow: 0.12,
  });
  return r;
}

function markShape(
  mark: 'circle' | 'square' | 'hexagon' | 'diamond',
  cx: number,
  cy: number,
  s: number,
): Shape {
  if (mark === 'circle') return circle(cx, cy, s);
  if (mark === 'square') return rect(cx - s, cy - s, 2 * s, 2 * s, s * 0.32);
  const sides = mark === 'hexagon' ? 6 : 4;
  const points: Point[] = [];
  for (let i = 0; i < sides; i++) {
    const a = (Math.PI * 2 * i) / sides - Math.PI / 2;
    points.push([cx + Math.cos(a) * s * 1.08, cy + Math.sin(a) * s * 1.08]);
  }
  return polygon(points, s * 0.12);
}

/** A 200 x 200 brand logo: a geometric mark with the initials and the name below. */
export function brandLogo(
  name: string,
  hue: number,
  mark: 'circle' | 'square' | 'hexagon' | 'diamond',
): Raster {
  const r = new Raster(200, 200, { background: WHITE });
  const main = hsl(hue, 68, 48);
  r.draw(markShape(mark, 100, 82, 52), main);
  r.draw(markShape(mark, 100, 82, 40), lighten(main, 0.18));
  const initials = name
    .split(/\s+/)
    .map((w) => w[0] ?? '')
    .join('')
    .slice(0, 2);
  const size = initials.length > 1 ? 30 : 38;
  drawText(r, initials, 100, 82 - size / 2, WHITE, { size, weight: 0.2, align: 'center' });
  const label = name.toUpperCase();
  let labelSize = 17;
  while (
    measureText(label, { size: labelSize, weight: 0.17, tracking: 0.2 }) > 180 &&
    labelSize > 9
  )
    labelSize -= 1;
  drawText(r, label, 100, 158, darken(main, 0.35), {
    size: labelSize,
    weight: 0.17,
    tracking: 0.2,
    align: 'center',
  });
  return r;
}

/** A 200 x 200 shop logo: its first object on a round badge. */
export function shopLogo(kind: ObjectKind, hue: number, seed: string): Raster {
  const rng = createRng(seed);
  const r = new Raster(200, 200, { background: hsl(hue, 60, 95) });
  r.draw(circle(100, 100, 88), hsl(hue, 62, 50));
  r.draw(circle(100, 100, 76), hsl(hue, 70, 92));
  const size = 112;
  placeObject(r, rng, {
    kind,
    palette: makePalette(hue + 20, rng),
    variant: 0,
    view: 0,
    x: 100,
    floor: 100 + standOffset(kind, size),
    size,
    shadow: 0.12,
  });
  return r;
}
