import { readFile } from 'node:fs/promises';
import { fileURLToPath } from 'node:url';
import decode, { init as initDecoder } from '@jsquash/webp/decode.js';
import encode, { init as initEncoder } from '@jsquash/webp/encode.js';
import type { Raster } from './draw/raster';

/** Lossy WebP at this quality: flat-shaded drawings stay clean and small. */
export const WEBP_QUALITY = 75;

/** The codec's WebAssembly, compiled from its file (the package fetches it in a browser). */
async function wasm(path: string): Promise<WebAssembly.Module> {
  const file = fileURLToPath(import.meta.resolve(`@jsquash/webp/codec/${path}`));
  return WebAssembly.compile(await readFile(file));
}

let ready: Promise<unknown> | null = null;
/** Loads the encoder and decoder once (the SIMD builds: every supported Node has SIMD). */
function load(): Promise<unknown> {
  ready ??= Promise.all([
    wasm('enc/webp_enc_simd.wasm').then((module) => initEncoder(module)),
    wasm('dec/webp_dec.wasm').then((module) => initDecoder(module)),
  ]);
  return ready;
}

const imageData = (data: Uint8ClampedArray, width: number, height: number) =>
  ({ data, width, height, colorSpace: 'srgb' }) as ImageData;

/** A raster as a WebP file (with its alpha channel when it has one). */
export async function toWebp(raster: Raster, quality = WEBP_QUALITY): Promise<Uint8Array> {
  await load();
  const bytes = await encode(imageData(raster.toRgba(), raster.width, raster.height), {
    quality,
    // The slowest, smallest setting: the pictures are made once.
    method: 6,
  });
  return new Uint8Array(bytes);
}

/** A WebP file's pixels, RGBA (to check what was written). */
export async function fromWebp(
  bytes: Uint8Array,
): Promise<{ width: number; height: number; data: Uint8ClampedArray }> {
  await load();
  const image = await decode(
    bytes.buffer.slice(bytes.byteOffset, bytes.byteOffset + bytes.byteLength) as ArrayBuffer,
  );
  return { width: image.width, height: image.height, data: image.data };
}
