import { darken, hsl, lighten, WHITE } from '../draw/color';
import { drawText, measureText } from '../draw/font';
import { linear, Raster } from '../draw/raster';
import { circle, ellipse, rect } from '../draw/shapes';
import { createRng } from '../../../src/db/seed/rng';
import type { ObjectKind } from './objects/index';
import { makePalette } from './objects/kit';
import { confetti, placeObject } from './scene';

interface BannerSpec {
  width: number;
  height: number;
  hue: number;
  headline: string;
  subline: string;
  kinds: ObjectKind[];
  seed: string;
  /** Draw a "SHOP NOW" button. */
  button?: boolean;
}

/** Text on the left, objects on podium discs on the right, over a soft gradient. */
export function banner(spec: BannerSpec): Raster {
  const { width: w, height: h, hue } = spec;
  const rng = createRng(spec.seed);
  const r = new Raster(w, h);
  r.fill(
    linear(0, 0, w, h, [
      [0, hsl(hue, 70, 92)],
      [1, hsl(hue + 25, 65, 84)],
    ]),
  );
  r.draw(circle(w * 0.78, h * 0.5, h * 0.62), hsl(hue + 10, 70, 88));
  r.draw(circle(w * 0.05, h * 1.05, h * 0.45), hsl(hue - 20, 70, 88));
  confetti(
    r,
    rng,
    [hsl(hue, 75, 65), hsl(hue + 150, 70, 70), hsl(48, 95, 65)],
    10,
    w * 0.72,
    h * 0.5,
    h * 0.48,
  );
  const ink = darken(hsl(hue, 70, 40), 0.35);
  let size = h * 0.2;
  while (measureText(spec.headline, { size, weight: 0.2 }) > w * 0.46 && size > 12) size -= 1;
  const top = h * 0.24;
  drawText(r, spec.headline, w * 0.07, top, ink, { size, weight: 0.2, tracking: 0.1 });
  const subSize = Math.min(size * 0.42, h * 0.085);
  drawText(r, spec.subline, w * 0.07, top + size * 1.45, hsl(hue, 55, 38), {
    size: subSize,
    weight: 0.18,
    tracking: 0.22,
  });
  if (spec.button !== false) {
    const by = top + size * 1.45 + subSize * 2.4;
    const label = 'SHOP NOW';
    const bs = Math.max(10, subSize * 0.85);
    const bw = measureText(label, { size: bs, weight: 0.2, tracking: 0.2 }) + bs * 3;
    r.draw(rect(w * 0.07, by, bw, bs * 2.8, bs * 1.4), hsl(hue, 72, 46));
    drawText(r, label, w * 0.07 + bw / 2, by + bs * 0.9, WHITE, {
      size: bs,
      weight: 0.2,
      tracking: 0.2,
      align: 'center',
    });
  }
  const n = spec.kinds.length;
  const objectSize = Math.min(h * 0.62, (w * 0.46) / Math.max(1, n) + h * 0.1);
  const floor = h * 0.86;
  spec.kinds.forEach((kind, i) => {
    const x = w * 0.56 + ((i + 0.5) * (w * 0.4)) / n;
    r.draw(ellipse(x, floor, objectSize * 0.46, objectSize * 0.09), lighten(hsl(hue, 40, 80), 0.5));
    const palette = makePalette(hue + 150 + i * 55, rng);
    placeObject(r, rng, {
      kind,
      palette,
      variant: i % 2,
      view: 0,
      x,
      floor,
      size: objectSize * (i === Math.floor(n / 2) ? 1.08 : 0.92),
      shadow: 0.14,
    });
  });
  return r;
}

/** A shop's 1200 x 300 banner with its name. */
export function shopBanner(name: string, kinds: ObjectKind[], hue: number, seed: string): Raster {
  return banner({
    width: 1200,
    height: 300,
    hue,
    headline: name.toUpperCase(),
    subline: 'OFFICIAL STORE ON WELLMART',
    kinds,
    seed,
    button: false,
  });
}

/** An 800 x 450 blog picture: the post's objects arranged on a table top. */
export function blogImage(kinds: ObjectKind[], hue: number, seed: string): Raster {
  const rng = createRng(seed);
  const w = 800;
  const h = 450;
  const r = new Raster(w, h);
  r.fill(
    linear(0, 0, 0, h, [
      [0, hsl(hue, 45, 93)],
      [1, hsl(hue, 40, 87)],
    ]),
  );
  r.draw(circle(w * 0.2, h * 0.2, 120), hsl(hue + 30, 55, 89));
  r.draw(rect(w * 0.62, h * 0.1, 190, 150, 16), WHITE, { alpha: 0.5 });
  r.draw(rect(w * 0.62 + 14, h * 0.1 + 14, 162, 122, 10), hsl(hue + 160, 45, 82));
  r.draw(circle(w * 0.62 + 60, h * 0.1 + 60, 26), hsl(48, 90, 75));
  r.draw(rect(0, h * 0.72, w, h * 0.28), hsl(30, 35, 72));
  r.draw(rect(0, h * 0.72, w, 10), hsl(30, 35, 80));
  const n = kinds.length;
  kinds.forEach((kind, i) => {
    const size = n > 2 ? 210 : 250;
    const x = ((i + 0.5) * w) / n + rng.float(-20, 20);
    placeObject(r, rng, {
      kind,
      palette: makePalette(hue + i * 70 + 180, rng),
      variant: i % 2,
      view: 0,
      x,
      floor: h * 0.8,
      size,
      shadow: 0.22,
    });
  });
  return r;
}
