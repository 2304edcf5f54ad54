import { inflateSync } from 'node:zlib';
import { describe, expect, it } from 'vitest';
import { hsl } from './draw/color';
import { Raster } from './draw/raster';
import { circle, rect } from './draw/shapes';
import { crc32, encodePng } from './png';

function chunks(png: Uint8Array): Array<{ type: string; data: Uint8Array; crcOk: boolean }> {
  const view = new DataView(png.buffer, png.byteOffset, png.byteLength);
  const out: Array<{ type: string; data: Uint8Array; crcOk: boolean }> = [];
  for (let at = 8; at < png.length;) {
    const length = view.getUint32(at);
    const type = String.fromCharCode(...png.subarray(at + 4, at + 8));
    const data = png.subarray(at + 8, at + 8 + length);
    out.push({
      type,
      data,
      crcOk: view.getUint32(at + 8 + length) === crc32(png, at + 4, at + 8 + length),
    });
    at += 12 + length;
  }
  return out;
}

describe('png encoder', () => {
  it('computes the standard CRC-32', () => {
    expect(crc32(new TextEncoder().encode('123456789'))).toBe(0xcbf43926);
  });

  it.each([3, 4] as const)(
    'writes a valid %i-channel PNG that inflates to the right length',
    (channels) => {
      const width = 37;
      const height = 21;
      const pixels = new Uint8Array(width * height * channels).map((_, i) => (i * 31) % 256);
      const png = encodePng(width, height, pixels, channels);
      expect([...png.subarray(0, 8)]).toEqual([137, 80, 78, 71, 13, 10, 26, 10]);
      const parts = chunks(png);
      expect(parts.map((c) => c.type)).toEqual(['IHDR', 'IDAT', 'IEND']);
      expect(parts.every((c) => c.crcOk)).toBe(true);
      const ihdr = new DataView(parts[0]!.data.buffer, parts[0]!.data.byteOffset, 13);
      expect([ihdr.getUint32(0), ihdr.getUint32(4), ihdr.getUint8(8), ihdr.getUint8(9)]).toEqual([
        width,
        height,
        8,
        channels === 4 ? 6 : 2,
      ]);
      const raw = inflateSync(parts[1]!.data);
      expect(raw.length).toBe(height * (width * channels + 1));
      // Filter type 0: each row is its filter byte and then the pixels as given.
      expect([...raw.subarray(1, 1 + width * channels)]).toEqual([
        ...pixels.subarray(0, width * channels),
      ]);
    },
  );

  it('draws anti-aliased shapes and encodes a small file', () => {
    const r = new Raster(120, 80, { background: [255, 255, 255] });
    r.draw(rect(10, 10, 50, 40, 8), hsl(210, 70, 50));
    r.draw(circle(90, 40, 20), hsl(20, 80, 55), { alpha: 0.8 });
    const centre = (40 * 120 + 90) * 3;
    expect([...r.data.subarray(centre, centre + 3)]).not.toEqual([255, 255, 255]);
    expect([...r.data.subarray(0, 3)]).toEqual([255, 255, 255]);
    const png = r.toPng();
    expect(png.length).toBeLessThan(4000);
    expect(inflateSync(chunks(png)[1]!.data).length).toBe(80 * (120 * 3 + 1));
  });
});
