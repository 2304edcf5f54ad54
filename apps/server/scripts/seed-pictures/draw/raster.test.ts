import { describe, expect, it } from 'vitest';
import { fromWebp, toWebp } from '../webp';
import { hsl } from './color';
import { Raster } from './raster';
import { circle, rect } from './shapes';

const pixel = (data: Uint8ClampedArray, channels: number, width: number, x: number, y: number) => [
  ...data.subarray((y * width + x) * channels, (y * width + x) * channels + channels),
];

describe('raster', () => {
  it('draws anti-aliased shapes and encodes a small WebP that decodes to the same picture', async () => {
    const r = new Raster(120, 80, { background: [255, 255, 255] });
    r.draw(rect(10, 10, 50, 40, 8), hsl(210, 70, 50));
    r.draw(circle(90, 40, 20), hsl(20, 80, 55), { alpha: 0.8 });
    const centre = pixel(r.data, 3, 120, 90, 40);
    expect(centre).not.toEqual([255, 255, 255]);
    expect(pixel(r.data, 3, 120, 0, 0)).toEqual([255, 255, 255]);
    // The circle's edge is blended, neither background nor fill.
    const edge = pixel(r.data, 3, 120, 70, 40);
    expect(edge[2]).toBeGreaterThan(centre[2]!);
    expect(edge[2]).toBeLessThan(255);

    const webp = await toWebp(r);
    expect(new TextDecoder().decode(webp.subarray(0, 4))).toBe('RIFF');
    expect(new TextDecoder().decode(webp.subarray(8, 12))).toBe('WEBP');
    expect(webp.length).toBeLessThan(4000);
    const back = await fromWebp(webp);
    expect([back.width, back.height]).toEqual([120, 80]);
    const decoded = pixel(back.data, 4, 120, 90, 40);
    for (let c = 0; c < 3; c++) expect(Math.abs(decoded[c]! - centre[c]!)).toBeLessThan(12);
    expect(
      pixel(back.data, 4, 120, 2, 2)
        .slice(0, 3)
        .every((v) => v > 245),
    ).toBe(true);
  });

  it('keeps the alpha channel of a transparent picture', async () => {
    const r = new Raster(64, 32, { alpha: true });
    r.draw(rect(16, 8, 32, 16), hsl(14, 82, 54));
    const back = await fromWebp(await toWebp(r));
    expect(pixel(back.data, 4, 64, 2, 2)[3]).toBe(0);
    expect(pixel(back.data, 4, 64, 32, 16)[3]).toBe(255);
  });
});
