/** Versions 1 to 10 of ISO/IEC 18004 at error correction levels L and M: enough for ~200 bytes. */

export type ErrorCorrection = 'L' | 'M';
export const MAX_VERSION = 10;

/** The level's two format bits (L 01, M 00). */
export const ECL_BITS: Record<ErrorCorrection, number> = { L: 1, M: 0 };

/** [EC codewords per block, blocks of group 1, data codewords each, blocks of group 2, data codewords each]. */
type BlockSpec = readonly [number, number, number, number, number];

const BLOCKS: Record<ErrorCorrection, readonly BlockSpec[]> = {
  L: [
    [7, 1, 19, 0, 0],
    [10, 1, 34, 0, 0],
    [15, 1, 55, 0, 0],
    [20, 1, 80, 0, 0],
    [26, 1, 108, 0, 0],
    [18, 2, 68, 0, 0],
    [20, 2, 78, 0, 0],
    [24, 2, 97, 0, 0],
    [30, 2, 116, 0, 0],
    [18, 2, 68, 2, 69],
  ],
  M: [
    [10, 1, 16, 0, 0],
    [16, 1, 28, 0, 0],
    [26, 1, 44, 0, 0],
    [18, 2, 32, 0, 0],
    [24, 2, 43, 0, 0],
    [16, 4, 27, 0, 0],
    [18, 4, 31, 0, 0],
    [22, 2, 38, 2, 39],
    [22, 3, 36, 2, 37],
    [26, 4, 43, 1, 44],
  ],
};

/** Centres of the alignment patterns along each axis (version 1 has none). */
const ALIGNMENT: readonly (readonly number[])[] = [
  [],
  [6, 18],
  [6, 22],
  [6, 26],
  [6, 30],
  [6, 34],
  [6, 22, 38],
  [6, 24, 42],
  [6, 26, 46],
  [6, 28, 50],
];

export interface VersionLayout {
  version: number;
  size: number;
  ecPerBlock: number;
  /** Data codewords of each block, in order. */
  blockData: number[];
  dataCodewords: number;
  alignment: readonly number[];
}

export function layoutOf(version: number, ecl: ErrorCorrection): VersionLayout {
  const spec = BLOCKS[ecl][version - 1];
  const alignment = ALIGNMENT[version - 1];
  if (!spec || !alignment) throw new RangeError(`QR version ${version} is not supported`);
  const [ecPerBlock, n1, d1, n2, d2] = spec;
  const blockData = [...new Array<number>(n1).fill(d1), ...new Array<number>(n2).fill(d2)];
  return {
    version,
    size: 17 + 4 * version,
    ecPerBlock,
    blockData,
    dataCodewords: n1 * d1 + n2 * d2,
    alignment,
  };
}
