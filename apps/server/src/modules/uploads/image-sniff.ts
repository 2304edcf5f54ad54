/** An image recognised by its content (magic bytes), with its size read from its header. */
export interface SniffedImage {
  type: 'image/png' | 'image/jpeg' | 'image/webp' | 'image/gif';
  ext: 'png' | 'jpg' | 'webp' | 'gif';
  width: number;
  height: number;
}

const startsWith = (data: Uint8Array, bytes: number[], at = 0) =>
  bytes.every((byte, i) => data[at + i] === byte);
const ascii = (data: Uint8Array, at: number, length: number) =>
  String.fromCharCode(...data.subarray(at, at + length));
const u16be = (d: Uint8Array, i: number) => ((d[i] ?? 0) << 8) | (d[i + 1] ?? 0);
const u16le = (d: Uint8Array, i: number) => (d[i] ?? 0) | ((d[i + 1] ?? 0) << 8);
const u24le = (d: Uint8Array, i: number) => u16le(d, i) | ((d[i + 2] ?? 0) << 16);
const u32be = (d: Uint8Array, i: number) => ((u16be(d, i) << 16) >>> 0) + u16be(d, i + 2);

function png(data: Uint8Array): SniffedImage | null {
  if (
    !startsWith(data, [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]) ||
    ascii(data, 12, 4) !== 'IHDR'
  )
    return null;
  return { type: 'image/png', ext: 'png', width: u32be(data, 16), height: u32be(data, 20) };
}

function gif(data: Uint8Array): SniffedImage | null {
  const magic = ascii(data, 0, 6);
  if (magic !== 'GIF87a' && magic !== 'GIF89a') return null;
  return { type: 'image/gif', ext: 'gif', width: u16le(data, 6), height: u16le(data, 8) };
}

function webp(data: Uint8Array): SniffedImage | null {
  if (ascii(data, 0, 4) !== 'RIFF' || ascii(data, 8, 4) !== 'WEBP') return null;
  const chunk = ascii(data, 12, 4);
  const image = { type: 'image/webp', ext: 'webp' } as const;
  if (chunk === 'VP8 ' && startsWith(data, [0x9d, 0x01, 0x2a], 23)) {
    return { ...image, width: u16le(data, 26) & 0x3fff, height: u16le(data, 28) & 0x3fff };
  }
  if (chunk === 'VP8L' && data[20] === 0x2f) {
    const bits =
      (data[21] ?? 0) | ((data[22] ?? 0) << 8) | ((data[23] ?? 0) << 16) | ((data[24] ?? 0) << 24);
    return { ...image, width: (bits & 0x3fff) + 1, height: ((bits >>> 14) & 0x3fff) + 1 };
  }
  if (chunk === 'VP8X')
    return { ...image, width: u24le(data, 24) + 1, height: u24le(data, 27) + 1 };
  return null;
}

/** Start-of-frame markers carry the size: C0-CF except DHT (C4), JPG (C8) and DAC (CC). */
const SOF = new Set([0xc0, 0xc1, 0xc2, 0xc3, 0xc5, 0xc6, 0xc7, 0xc9, 0xca, 0xcb, 0xcd, 0xce, 0xcf]);

function jpeg(data: Uint8Array): SniffedImage | null {
  if (!startsWith(data, [0xff, 0xd8, 0xff])) return null;
  let i = 2;
  while (i + 9 < data.length) {
    if (data[i] !== 0xff) return null;
    const marker = data[i + 1] ?? 0;
    if (marker === 0xff) {
      i += 1;
      continue;
    }
    if (marker === 0xd8 || marker === 0x01 || (marker >= 0xd0 && marker <= 0xd7)) {
      i += 2;
      continue;
    }
    if (SOF.has(marker))
      return {
        type: 'image/jpeg',
        ext: 'jpg',
        width: u16be(data, i + 7),
        height: u16be(data, i + 5),
      };
    if (marker === 0xd9 || marker === 0xda) return null;
    i += 2 + u16be(data, i + 2);
  }
  return null;
}

/** PNG, JPEG, WebP or GIF with a readable, non-zero size; null for anything else. */
export function sniffImage(data: Uint8Array): SniffedImage | null {
  if (data.length < 16) return null;
  const image = png(data) ?? jpeg(data) ?? gif(data) ?? webp(data);
  return image && image.width > 0 && image.height > 0 ? image : null;
}
