import { reedSolomonRemainder } from './reed-solomon';
import { ECL_BITS, layoutOf, MAX_VERSION, type ErrorCorrection, type VersionLayout } from './tables';

export type { ErrorCorrection };
export type QrMode = 'byte' | 'alphanumeric';

/** A QR code symbol: `modules[row][column]`, true for dark. */
export interface QrCode {
  version: number;
  size: number;
  ecl: ErrorCorrection;
  mask: number;
  mode: QrMode;
  modules: boolean[][];
}

export interface QrOptions {
  /** M by default (15 % of the symbol may be damaged); L holds more. */
  ecl?: ErrorCorrection;
  /** A fixed mask 0-7; by default the one with the lowest penalty. */
  mask?: number;
}

const ALPHANUMERIC = '0123456789ABCDEFGHIJKLMNOPQRSTUVWXYZ $%*+-./:';

class BitBuffer {
  readonly bits: number[] = [];
  put(value: number, length: number): void {
    for (let i = length - 1; i >= 0; i--) this.bits.push((value >>> i) & 1);
  }
}

/** Mode indicator, character count and data of one segment (ISO/IEC 18004 §7.4). */
export function segmentBits(text: string, version: number): { mode: QrMode; bits: number[] } {
  const buffer = new BitBuffer();
  const alphanumeric = text.length > 0 && [...text].every((c) => ALPHANUMERIC.includes(c));
  if (alphanumeric) {
    buffer.put(0b0010, 4);
    buffer.put(text.length, version <= 9 ? 9 : 11);
    for (let i = 0; i + 1 < text.length; i += 2) {
      buffer.put(ALPHANUMERIC.indexOf(text[i]!) * 45 + ALPHANUMERIC.indexOf(text[i + 1]!), 11);
    }
    if (text.length % 2 === 1) buffer.put(ALPHANUMERIC.indexOf(text[text.length - 1]!), 6);
    return { mode: 'alphanumeric', bits: buffer.bits };
  }
  const bytes = new TextEncoder().encode(text);
  buffer.put(0b0100, 4);
  buffer.put(bytes.length, version <= 9 ? 8 : 16);
  for (const byte of bytes) buffer.put(byte, 8);
  return { mode: 'byte', bits: buffer.bits };
}

/** The data codewords: the segment, a terminator, padding to a byte, then 0xEC 0x11 … (§7.4.9-10). */
export function dataCodewords(bits: readonly number[], capacity: number): number[] {
  const all = [...bits];
  const capacityBits = capacity * 8;
  for (let i = 0; i < 4 && all.length < capacityBits; i++) all.push(0);
  while (all.length % 8 !== 0) all.push(0);
  const codewords: number[] = [];
  for (let i = 0; i < all.length; i += 8) codewords.push(all.slice(i, i + 8).reduce((byte, bit) => (byte << 1) | bit, 0));
  for (let pad = 0xec; codewords.length < capacity; pad ^= 0xec ^ 0x11) codewords.push(pad);
  return codewords;
}

/** Splits the data into blocks, adds each block's error correction and interleaves them (§7.6). */
export function interleave(data: readonly number[], layout: VersionLayout): number[] {
  const blocks: number[][] = [];
  const ecBlocks: number[][] = [];
  let offset = 0;
  for (const length of layout.blockData) {
    const block = data.slice(offset, offset + length);
    offset += length;
    blocks.push(block);
    ecBlocks.push(reedSolomonRemainder(block, layout.ecPerBlock));
  }
  const out: number[] = [];
  const longest = Math.max(...layout.blockData);
  for (let i = 0; i < longest; i++) for (const block of blocks) if (i < block.length) out.push(block[i]!);
  for (let i = 0; i < layout.ecPerBlock; i++) for (const ec of ecBlocks) out.push(ec[i]!);
  return out;
}

/** BCH(15,5) format information for a level and mask, XOR-ed with 101010000010010 (§7.9). */
export function formatBits(ecl: ErrorCorrection, mask: number): number {
  const data = (ECL_BITS[ecl] << 3) | mask;
  let rem = data;
  for (let i = 0; i < 10; i++) rem = (rem << 1) ^ ((rem >>> 9) * 0x537);
  return ((data << 10) | rem) ^ 0x5412;
}

/** BCH(18,6) version information, versions 7 and up (§7.10). */
export function versionBits(version: number): number {
  let rem = version;
  for (let i = 0; i < 12; i++) rem = (rem << 1) ^ ((rem >>> 11) * 0x1f25);
  return (version << 12) | rem;
}

const MASKS: readonly ((row: number, col: number) => boolean)[] = [
  (r, c) => (r + c) % 2 === 0,
  (r) => r % 2 === 0,
  (_r, c) => c % 3 === 0,
  (r, c) => (r + c) % 3 === 0,
  (r, c) => (Math.floor(r / 2) + Math.floor(c / 3)) % 2 === 0,
  (r, c) => ((r * c) % 2) + ((r * c) % 3) === 0,
  (r, c) => (((r * c) % 2) + ((r * c) % 3)) % 2 === 0,
  (r, c) => (((r + c) % 2) + ((r * c) % 3)) % 2 === 0,
];

export function maskApplies(mask: number, row: number, col: number): boolean {
  const rule = MASKS[mask];
  if (!rule) throw new RangeError(`mask ${mask}`);
  return rule(row, col);
}

class Matrix {
  readonly modules: boolean[][];
  readonly reserved: boolean[][];
  constructor(readonly size: number) {
    this.modules = Array.from({ length: size }, () => new Array<boolean>(size).fill(false));
    this.reserved = Array.from({ length: size }, () => new Array<boolean>(size).fill(false));
  }
  /** A function module (not data): never masked. */
  set(row: number, col: number, dark: boolean): void {
    this.modules[row]![col] = dark;
    this.reserved[row]![col] = true;
  }
}

function drawFinder(m: Matrix, row: number, col: number): void {
  // The 7x7 finder and its light separator: a distance-from-centre rule (Chebyshev 2 or 4 are light).
  for (let dr = -4; dr <= 4; dr++) {
    for (let dc = -4; dc <= 4; dc++) {
      const r = row + dr;
      const c = col + dc;
      if (r < 0 || c < 0 || r >= m.size || c >= m.size) continue;
      const d = Math.max(Math.abs(dr), Math.abs(dc));
      m.set(r, c, d !== 2 && d !== 4);
    }
  }
}

function drawFunctionPatterns(m: Matrix, layout: VersionLayout): void {
  const { size } = m;
  for (let i = 0; i < size; i++) {
    m.set(6, i, i % 2 === 0);
    m.set(i, 6, i % 2 === 0);
  }
  drawFinder(m, 3, 3);
  drawFinder(m, 3, size - 4);
  drawFinder(m, size - 4, 3);
  const centres = layout.alignment;
  const last = centres.length - 1;
  centres.forEach((r, i) => {
    centres.forEach((c, j) => {
      // Not where a finder pattern is.
      if ((i === 0 && j === 0) || (i === 0 && j === last) || (i === last && j === 0)) return;
      for (let dr = -2; dr <= 2; dr++) {
        for (let dc = -2; dc <= 2; dc++) m.set(r + dr, c + dc, Math.max(Math.abs(dr), Math.abs(dc)) !== 1);
      }
    });
  });
  drawFormat(m, 0, 'M'); // reserves the areas; the real bits come after masking
  if (layout.version >= 7) {
    const bits = versionBits(layout.version);
    for (let i = 0; i < 18; i++) {
      const dark = ((bits >>> i) & 1) === 1;
      const a = size - 11 + (i % 3);
      const b = Math.floor(i / 3);
      m.set(b, a, dark); // top right: 6 rows x 3 columns
      m.set(a, b, dark); // bottom left: 3 rows x 6 columns
    }
  }
}

/** Both copies of the format information, and the dark module (§7.9.1, figure 25). */
function drawFormat(m: Matrix, mask: number, ecl: ErrorCorrection): void {
  const { size } = m;
  const bits = formatBits(ecl, mask);
  const bit = (i: number) => ((bits >>> i) & 1) === 1;
  // Around the top-left finder: bits 0-7 down column 8 (skipping the timing row), 8-14 along row 8.
  for (let i = 0; i <= 5; i++) m.set(i, 8, bit(i));
  m.set(7, 8, bit(6));
  m.set(8, 8, bit(7));
  m.set(8, 7, bit(8));
  for (let i = 9; i < 15; i++) m.set(8, 14 - i, bit(i));
  // Second copy: bits 0-7 along row 8 at the right, 8-14 up column 8 at the bottom.
  for (let i = 0; i < 8; i++) m.set(8, size - 1 - i, bit(i));
  for (let i = 8; i < 15; i++) m.set(size - 15 + i, 8, bit(i));
  m.set(size - 8, 8, true);
}

/** Data and error correction bits in the two-column zigzag from the bottom right (§7.7.3). */
function placeData(m: Matrix, codewords: readonly number[]): void {
  const { size } = m;
  let i = 0;
  const total = codewords.length * 8;
  for (let right = size - 1; right >= 1; right -= 2) {
    if (right === 6) right = 5; // the vertical timing pattern
    const upward = ((right + 1) & 2) === 0;
    for (let step = 0; step < size; step++) {
      const row = upward ? size - 1 - step : step;
      for (let j = 0; j < 2; j++) {
        const col = right - j;
        if (m.reserved[row]![col]) continue;
        // Remainder bits past the last codeword stay light.
        m.modules[row]![col] = i < total && ((codewords[i >>> 3]! >>> (7 - (i & 7))) & 1) === 1;
        i++;
      }
    }
  }
}

function applyMask(m: Matrix, mask: number): void {
  for (let r = 0; r < m.size; r++) {
    for (let c = 0; c < m.size; c++) if (!m.reserved[r]![c] && maskApplies(mask, r, c)) m.modules[r]![c] = !m.modules[r]![c];
  }
}

/** The penalty of a finished symbol (§7.8.3): runs, 2x2 blocks, finder-like patterns, balance. */
export function penalty(modules: readonly (readonly boolean[])[]): number {
  const size = modules.length;
  let score = 0;
  const at = (r: number, c: number, vertical: boolean) => (vertical ? modules[c]![r]! : modules[r]![c]!);
  for (const vertical of [false, true]) {
    for (let r = 0; r < size; r++) {
      let run = 1;
      for (let c = 1; c <= size; c++) {
        if (c < size && at(r, c, vertical) === at(r, c - 1, vertical)) {
          run++;
          continue;
        }
        if (run >= 5) score += 3 + (run - 5);
        run = 1;
      }
      // 1:1:3:1:1 with four light modules on one side (light outside the symbol counts).
      const light = (c: number) => c < 0 || c >= size || !at(r, c, vertical);
      for (let c = 0; c + 6 < size; c++) {
        const core =
          at(r, c, vertical) &&
          !at(r, c + 1, vertical) &&
          at(r, c + 2, vertical) &&
          at(r, c + 3, vertical) &&
          at(r, c + 4, vertical) &&
          !at(r, c + 5, vertical) &&
          at(r, c + 6, vertical);
        if (!core) continue;
        const before = [1, 2, 3, 4].every((k) => light(c - k));
        const after = [7, 8, 9, 10].every((k) => light(c + k));
        if (before || after) score += 40;
      }
    }
  }
  for (let r = 0; r + 1 < size; r++) {
    for (let c = 0; c + 1 < size; c++) {
      const v = modules[r]![c];
      if (v === modules[r]![c + 1] && v === modules[r + 1]![c] && v === modules[r + 1]![c + 1]) score += 3;
    }
  }
  let dark = 0;
  for (const row of modules) for (const v of row) if (v) dark++;
  const total = size * size;
  // 10 points for every full 5 % the dark share is away from 50 %.
  score += Math.floor(Math.abs(dark * 100 - total * 50) / (total * 5)) * 10;
  return score;
}

/** The smallest version 1-10 whose data capacity holds the text at the level. */
function chooseVersion(text: string, ecl: ErrorCorrection): { layout: VersionLayout; bits: number[]; mode: QrMode } {
  for (let version = 1; version <= MAX_VERSION; version++) {
    const layout = layoutOf(version, ecl);
    const { bits, mode } = segmentBits(text, version);
    if (bits.length <= layout.dataCodewords * 8) return { layout, bits, mode };
  }
  throw new RangeError('Too long for a QR code of version 10');
}

/** Encodes text (alphanumeric mode when every character allows it, else UTF-8 bytes) as a QR code. */
export function encodeQr(text: string, options: QrOptions = {}): QrCode {
  const ecl = options.ecl ?? 'M';
  const { layout, bits, mode } = chooseVersion(text, ecl);
  const codewords = interleave(dataCodewords(bits, layout.dataCodewords), layout);
  const build = (mask: number) => {
    const m = new Matrix(layout.size);
    drawFunctionPatterns(m, layout);
    placeData(m, codewords);
    applyMask(m, mask);
    drawFormat(m, mask, ecl);
    return m;
  };
  let best: { mask: number; matrix: Matrix } | null = null;
  if (options.mask !== undefined) best = { mask: options.mask, matrix: build(options.mask) };
  else {
    let bestScore = Infinity;
    for (let mask = 0; mask < 8; mask++) {
      const matrix = build(mask);
      const score = penalty(matrix.modules);
      if (score < bestScore) {
        bestScore = score;
        best = { mask, matrix };
      }
    }
  }
  if (!best) throw new Error('unreachable');
  return { version: layout.version, size: layout.size, ecl, mask: best.mask, mode, modules: best.matrix.modules };
}
