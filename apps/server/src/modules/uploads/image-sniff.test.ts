import { describe, expect, it } from 'vitest';
import { GIF_1X1, JPEG_3X2, PNG_1X1, WEBP_1X1 } from '../../test/images';
import { sniffImage } from './image-sniff';

describe('sniffImage', () => {
  it('recognises PNG, JPEG, GIF and WebP by content, with their size', () => {
    expect(sniffImage(PNG_1X1)).toEqual({ type: 'image/png', ext: 'png', width: 1, height: 1 });
    expect(sniffImage(JPEG_3X2)).toEqual({ type: 'image/jpeg', ext: 'jpg', width: 3, height: 2 });
    expect(sniffImage(GIF_1X1)).toEqual({ type: 'image/gif', ext: 'gif', width: 1, height: 1 });
    expect(sniffImage(WEBP_1X1)).toEqual({ type: 'image/webp', ext: 'webp', width: 1, height: 1 });
  });

  it('reads lossy (VP8) and extended (VP8X) WebP headers', () => {
    const vp8 = Buffer.alloc(40);
    vp8.write('RIFF', 0);
    vp8.write('WEBPVP8 ', 8);
    vp8.set([0x9d, 0x01, 0x2a], 23);
    vp8.writeUInt16LE(640, 26);
    vp8.writeUInt16LE(480, 28);
    expect(sniffImage(vp8)).toMatchObject({ width: 640, height: 480 });
    const vp8x = Buffer.alloc(40);
    vp8x.write('RIFF', 0);
    vp8x.write('WEBPVP8X', 8);
    vp8x.writeUIntLE(99, 24, 3);
    vp8x.writeUIntLE(49, 27, 3);
    expect(sniffImage(vp8x)).toMatchObject({ width: 100, height: 50 });
  });

  it('refuses anything else, whatever its name', () => {
    expect(sniffImage(Buffer.from('<svg xmlns="http://www.w3.org/2000/svg"></svg>'))).toBeNull();
    expect(sniffImage(Buffer.from('%PDF-1.7 lorem ipsum dolor sit amet'))).toBeNull();
    expect(sniffImage(Buffer.alloc(0))).toBeNull();
    expect(sniffImage(PNG_1X1.subarray(0, 12))).toBeNull();
    expect(sniffImage(JPEG_3X2.subarray(0, 20))).toBeNull();
    const zeroSized = Buffer.from(PNG_1X1);
    zeroSized.writeUInt32BE(0, 16);
    expect(sniffImage(zeroSized)).toBeNull();
  });
});
