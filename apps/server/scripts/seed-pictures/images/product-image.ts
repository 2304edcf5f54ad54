import { hsl } from '../draw/color';
import { Raster } from '../draw/raster';
import { createRng } from '../../../src/db/seed/rng';
import type { ProductLook } from '../../../src/db/seed/content/pictures';
import { makePalette } from './objects/kit';
import {
  confetti,
  placeObject,
  podiumBackground,
  splitBackground,
  standOffset,
  studioBackground,
} from './scene';

export const PRODUCT_IMAGE_SIZE = 480;

/**
 * One photo of a product: view 0 is the main picture; the others change the backdrop
 * (studio, podium, split with confetti), the angle and the side shown.
 */
export function productImage(look: ProductLook, view: number): Raster {
  const base = createRng(look.seed);
  const palette = makePalette(look.hue, base.fork('palette'));
  const style = base.shuffle([0, 1, 2])[view % 3] ?? 0;
  const rng = base.fork(`view${view}`);
  const bgHue = look.hue + rng.pick([180, 150, 210, 40, -40, 120]);
  const size = PRODUCT_IMAGE_SIZE;
  const r = new Raster(size, size);
  const common = { kind: look.kind, palette, variant: look.variant, view, rng };
  if (style === 0) {
    studioBackground(r, bgHue);
    const objectSize = size * 0.64;
    placeObject(r, rng, {
      ...common,
      x: size / 2,
      floor: size / 2 + standOffset(look.kind, objectSize) + 8,
      size: objectSize,
    });
  } else if (style === 1) {
    const top = podiumBackground(r, bgHue);
    const objectSize = size * 0.56;
    const floor = Math.min(top, size / 2 + standOffset(look.kind, objectSize) + 20);
    placeObject(r, rng, {
      ...common,
      x: size / 2,
      floor,
      size: objectSize,
      rotate: rng.float(-5, 5),
      shadow: 0.16,
    });
  } else {
    splitBackground(r, bgHue);
    const colors = [hsl(look.hue, 70, 70), hsl(bgHue + 30, 70, 72), hsl(50, 90, 70)];
    confetti(r, rng, colors, 9, size / 2, size / 2, size * 0.4);
    const objectSize = size * rng.float(0.66, 0.74);
    placeObject(r, rng, {
      ...common,
      x: size / 2,
      floor: size / 2 + standOffset(look.kind, objectSize),
      size: objectSize,
      rotate: rng.pick([-1, 1]) * rng.float(7, 14),
      flip: rng.chance(0.4),
      shadow: 0,
    });
  }
  return r;
}
