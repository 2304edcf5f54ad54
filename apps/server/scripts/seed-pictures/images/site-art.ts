import { darken, hsl, lighten, WHITE } from '../draw/color';
import { drawText } from '../draw/font';
import { Raster } from '../draw/raster';
import { arcPoints, circle, ellipse, polyline, rect } from '../draw/shapes';

const BRAND_HUE = 14;

/** The WellMart logo, 360 x 96 with a transparent background: a shopping bag and the name. */
export function siteLogo(): Raster {
  const r = new Raster(360, 96, { alpha: true });
  const main = hsl(BRAND_HUE, 82, 54);
  r.draw(polyline(arcPoints(48, 30, 16, 18, 180, 360, 16), 6), darken(main, 0.25));
  r.draw(rect(18, 28, 60, 58, [6, 6, 14, 14]), main);
  r.draw(rect(18, 28, 60, 12, [6, 6, 0, 0]), lighten(main, 0.15));
  drawText(r, 'W', 48, 48, WHITE, { size: 24, weight: 0.22, align: 'center' });
  drawText(r, 'WELLMART', 96, 30, hsl(220, 35, 22), { size: 36, weight: 0.2, tracking: 0.08 });
  return r;
}

/** A 128 x 128 avatar with the person's initials. */
export function avatar(initials: string, hue: number): Raster {
  const r = new Raster(128, 128, { background: hsl(hue, 60, 90) });
  r.draw(circle(64, 64, 64), hsl(hue, 55, 55));
  drawText(r, initials.toUpperCase().slice(0, 2), 64, 48, WHITE, {
    size: 32,
    weight: 0.2,
    align: 'center',
  });
  return r;
}

/** Placeholder identity card images for the seeded seller applications. */
export function idCard(side: 'front' | 'back'): Raster {
  const r = new Raster(480, 300, { background: hsl(210, 30, 94) });
  r.draw(rect(20, 20, 440, 260, 22), hsl(205, 55, 78));
  r.draw(rect(20, 20, 440, 54, [22, 22, 0, 0]), hsl(205, 55, 60));
  drawText(r, side === 'front' ? 'IDENTITY CARD' : 'SPECIMEN', 40, 38, WHITE, {
    size: 18,
    weight: 0.2,
    tracking: 0.2,
  });
  if (side === 'front') {
    r.draw(rect(40, 96, 120, 150, 10), hsl(205, 40, 90));
    r.draw(circle(100, 150, 28), hsl(205, 30, 62));
    r.draw(ellipse(100, 230, 44, 30), hsl(205, 30, 62));
    for (let i = 0; i < 5; i++)
      r.draw(rect(190, 110 + i * 28, 220 - (i % 3) * 40, 10, 5), hsl(205, 35, 58));
  } else {
    for (let i = 0; i < 4; i++)
      r.draw(rect(40, 110 + i * 30, 400 - i * 30, 10, 5), hsl(205, 35, 58));
    for (let i = 0; i < 30; i++)
      r.draw(rect(40 + i * 13, 238, i % 3 ? 5 : 8, 26), hsl(205, 30, 30));
  }
  return r;
}
