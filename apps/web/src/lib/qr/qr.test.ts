import { describe, expect, it } from 'vitest';
import { dataCodewords, encodeQr, formatBits, interleave, maskApplies, penalty, segmentBits, versionBits, type QrCode } from './encode';
import { generatorPolynomial, gfMultiply, gfPow, reedSolomonRemainder } from './reed-solomon';
import { qrPath, qrSvg } from './svg';
import { layoutOf } from './tables';

// Format information strings of ISO/IEC 18004 table C.1 (level, mask 0-7), bit 14 first.
const FORMAT: Record<'L' | 'M', string[]> = {
  L: ['111011111000100', '111001011110011', '111110110101010', '111100010011101', '110011000101111', '110001100011000', '110110001000001', '110100101110110'],
  M: ['101010000010010', '101000100100101', '101111001111100', '101101101001011', '100010111111001', '100000011001110', '100111110010111', '100101010100000'],
};

/**
 * A reader written apart from the encoder: function areas as rectangles, the zigzag read as the
 * standard describes it, blocks split again and checked by their syndromes, then the segment parsed.
 */
function decode(code: QrCode): { text: string; ecl: 'L' | 'M'; mask: number; syndromesZero: boolean } {
  const { size, modules } = code;
  const version = (size - 17) / 4;
  const dark = (r: number, c: number) => modules[r]![c]!;
  // Format, first copy: (8,0..5), (8,7), (8,8), (7,8), (5..0,8) → bits 14..0.
  const coords: [number, number][] = [
    [8, 0], [8, 1], [8, 2], [8, 3], [8, 4], [8, 5], [8, 7], [8, 8], [7, 8], [5, 8], [4, 8], [3, 8], [2, 8], [1, 8], [0, 8],
  ];
  const read = coords.map(([r, c]) => (dark(r, c) ? '1' : '0')).join('');
  let found: { ecl: 'L' | 'M'; mask: number } | null = null;
  for (const ecl of ['L', 'M'] as const) FORMAT[ecl].forEach((s, mask) => (s === read ? (found = { ecl, mask }) : null));
  if (!found) throw new Error(`unknown format ${read}`);
  const { ecl, mask } = found as { ecl: 'L' | 'M'; mask: number };
  const centres = [[], [6, 18], [6, 22], [6, 26], [6, 30], [6, 34], [6, 22, 38], [6, 24, 42], [6, 26, 46], [6, 28, 50]][version - 1]!;
  const isFunction = (r: number, c: number) => {
    if (r === 6 || c === 6) return true;
    if (r <= 8 && c <= 8) return true; // top-left finder, separator, format
    if (r <= 8 && c >= size - 8) return true;
    if (r >= size - 8 && c <= 8) return true;
    if (version >= 7 && ((r <= 5 && c >= size - 11 && c <= size - 9) || (c <= 5 && r >= size - 11 && r <= size - 9))) return true;
    for (const ar of centres) {
      for (const ac of centres) {
        const overlapsFinder = (ar === 6 && ac === 6) || (ar === 6 && ac === centres.at(-1)) || (ar === centres.at(-1) && ac === 6);
        if (!overlapsFinder && Math.abs(r - ar) <= 2 && Math.abs(c - ac) <= 2) return true;
      }
    }
    return false;
  };
  const bits: number[] = [];
  let upward = true;
  for (let right = size - 1; right > 0; right -= 2) {
    if (right === 6) right--;
    for (let k = 0; k < size; k++) {
      const r = upward ? size - 1 - k : k;
      for (const c of [right, right - 1]) {
        if (isFunction(r, c)) continue;
        bits.push(Number(dark(r, c) !== maskApplies(mask, r, c)));
      }
    }
    upward = !upward;
  }
  const layout = layoutOf(version, ecl);
  const total = layout.blockData.reduce((a, b) => a + b, 0) + layout.blockData.length * layout.ecPerBlock;
  const codewords: number[] = [];
  for (let i = 0; i < total; i++) codewords.push(parseInt(bits.slice(i * 8, i * 8 + 8).join(''), 2));
  // De-interleave.
  const blocks = layout.blockData.map(() => [] as number[]);
  let at = 0;
  for (let i = 0; i < Math.max(...layout.blockData); i++) layout.blockData.forEach((len, b) => (i < len ? blocks[b]!.push(codewords[at++]!) : null));
  for (let i = 0; i < layout.ecPerBlock; i++) blocks.forEach((block) => block.push(codewords[at++]!));
  // A codeword is valid when it evaluates to 0 at every root α^0..α^(n-1).
  const syndromesZero = blocks.every((block) =>
    Array.from({ length: layout.ecPerBlock }, (_, i) => block.reduce((acc, byte) => gfMultiply(acc, gfPow(i)) ^ byte, 0)).every((s) => s === 0),
  );
  const data = blocks.flatMap((block, b) => block.slice(0, layout.blockData[b]));
  const stream = data.map((byte) => byte.toString(2).padStart(8, '0')).join('');
  let pos = 0;
  const take = (n: number) => parseInt(stream.slice(pos, (pos += n)), 2);
  const modeBits = take(4);
  let text = '';
  if (modeBits === 0b0100) {
    const count = take(version <= 9 ? 8 : 16);
    text = new TextDecoder().decode(Uint8Array.from({ length: count }, () => take(8)));
  } else if (modeBits === 0b0010) {
    const set = '0123456789ABCDEFGHIJKLMNOPQRSTUVWXYZ $%*+-./:';
    let count = take(version <= 9 ? 9 : 11);
    for (; count >= 2; count -= 2) {
      const v = take(11);
      text += set[Math.floor(v / 45)]! + set[v % 45]!;
    }
    if (count === 1) text += set[take(6)]!;
  } else throw new Error(`mode ${modeBits}`);
  return { text, ecl, mask, syndromesZero };
}

const FINDER = ['1111111', '1000001', '1011101', '1011101', '1011101', '1000001', '1111111'];
function finderAt(code: QrCode, row: number, col: number): string[] {
  return FINDER.map((_, r) => Array.from({ length: 7 }, (_, c) => (code.modules[row + r]![col + c] ? '1' : '0')).join(''));
}

describe('Reed-Solomon over GF(256)', () => {
  it('multiplies in the field of 0x11d', () => {
    expect(gfMultiply(2, 128)).toBe(0x1d);
    expect(gfPow(8)).toBe(0x1d);
    expect(gfPow(255)).toBe(1);
  });

  it('builds the generator polynomials of the standard', () => {
    expect(generatorPolynomial(2)).toEqual([3, 2]);
    // Degree 7 (version 1-L): α^87 α^229 α^146 α^149 α^238 α^102 α^21.
    expect(generatorPolynomial(7)).toEqual([87, 229, 146, 149, 238, 102, 21].map(gfPow));
    // Degree 10 (version 1-M): α^251 α^67 α^46 α^61 α^118 α^70 α^64 α^94 α^32 α^45.
    expect(generatorPolynomial(10)).toEqual([251, 67, 46, 61, 118, 70, 64, 94, 32, 45].map(gfPow));
  });

  it('gives the error correction codewords of "HELLO WORLD" at 1-M', () => {
    const data = [32, 91, 11, 120, 209, 114, 220, 77, 67, 64, 236, 17, 236, 17, 236, 17];
    expect(reedSolomonRemainder(data, 10)).toEqual([196, 35, 39, 119, 235, 215, 231, 226, 93, 23]);
  });
});

describe('data encoding', () => {
  it('encodes "HELLO WORLD" in alphanumeric mode as the standard example', () => {
    const { mode, bits } = segmentBits('HELLO WORLD', 1);
    expect(mode).toBe('alphanumeric');
    expect(dataCodewords(bits, 16)).toEqual([32, 91, 11, 120, 209, 114, 220, 77, 67, 64, 236, 17, 236, 17, 236, 17]);
  });

  it('encodes bytes with an 8-bit count up to version 9 and a 16-bit count from 10', () => {
    const { mode, bits } = segmentBits('Hi', 1);
    expect(mode).toBe('byte');
    // 0100 | 00000010 | 01001000 01101001 | 0000, then the pad bytes.
    expect(dataCodewords(bits, 16)).toEqual([0x40, 0x24, 0x86, 0x90, 0xec, 0x11, 0xec, 0x11, 0xec, 0x11, 0xec, 0x11, 0xec, 0x11, 0xec, 0x11]);
    expect(segmentBits('Hi', 10).bits.slice(0, 20).join('')).toBe('01000000000000000010');
  });

  it('encodes UTF-8 in byte mode', () => {
    expect(segmentBits('é', 1).bits.join('')).toBe(`0100${'00000010'}${'11000011'}${'10101001'}`);
  });

  it('interleaves blocks of different lengths (version 5-Q style: 10-M has 4 + 1 blocks)', () => {
    const layout = layoutOf(10, 'M');
    expect(layout.blockData).toEqual([43, 43, 43, 43, 44]);
    const data = Array.from({ length: layout.dataCodewords }, (_, i) => i % 256);
    const out = interleave(data, layout);
    expect(out).toHaveLength(346);
    expect(out.slice(0, 5)).toEqual([0, 43, 86, 129, 172]);
    // After 43 rounds only the longer block has a codeword left.
    expect(out[43 * 5]).toBe(data[4 * 43 + 43]);
  });
});

describe('format and version information', () => {
  it('matches the format strings of the standard for L and M and every mask', () => {
    for (const ecl of ['L', 'M'] as const) {
      FORMAT[ecl].forEach((expected, mask) => expect(formatBits(ecl, mask).toString(2).padStart(15, '0')).toBe(expected));
    }
  });

  it('matches the version information of versions 7 to 10', () => {
    expect(versionBits(7)).toBe(0x07c94);
    expect(versionBits(8)).toBe(0x085bc);
    expect(versionBits(9)).toBe(0x09a99);
    expect(versionBits(10)).toBe(0x0a4d3);
  });
});

describe('symbol structure', () => {
  const hello = encodeQr('HELLO WORLD', { ecl: 'M' });

  it('chooses version 1 for "HELLO WORLD" at M', () => {
    expect(hello.version).toBe(1);
    expect(hello.size).toBe(21);
  });

  it('has the three finder patterns with their light separators', () => {
    const { size } = hello;
    expect(finderAt(hello, 0, 0)).toEqual(FINDER);
    expect(finderAt(hello, 0, size - 7)).toEqual(FINDER);
    expect(finderAt(hello, size - 7, 0)).toEqual(FINDER);
    for (let i = 0; i < 8; i++) {
      expect(hello.modules[7]![i]).toBe(false);
      expect(hello.modules[i]![7]).toBe(false);
      expect(hello.modules[7]![size - 1 - i]).toBe(false);
      expect(hello.modules[size - 8]![i]).toBe(false);
    }
  });

  it('has alternating timing patterns and the dark module', () => {
    const { size, modules } = hello;
    for (let i = 8; i < size - 8; i++) {
      expect(modules[6]![i]).toBe(i % 2 === 0);
      expect(modules[i]![6]).toBe(i % 2 === 0);
    }
    expect(modules[size - 8]![8]).toBe(true);
  });

  it('writes both copies of the format information', () => {
    const { size, modules } = hello;
    const expected = FORMAT.M[hello.mask]!;
    const second = [...Array.from({ length: 7 }, (_, i) => modules[size - 1 - i]![8]), ...Array.from({ length: 8 }, (_, i) => modules[8]![size - 8 + i])]
      .map((d) => (d ? '1' : '0'))
      .join('');
    expect(second).toBe(expected);
    expect(decode(hello)).toMatchObject({ text: 'HELLO WORLD', ecl: 'M', mask: hello.mask, syndromesZero: true });
  });

  it('places an alignment pattern from version 2 and version information from version 7', () => {
    const v2 = encodeQr('x'.repeat(20), { ecl: 'M' });
    expect(v2.version).toBe(2);
    const r = v2.size - 7;
    const ring = [-2, -1, 0, 1, 2].map((dr) => [-2, -1, 0, 1, 2].map((dc) => (v2.modules[r + dr]![r + dc] ? 1 : 0)).join(''));
    expect(ring).toEqual(['11111', '10001', '10101', '10001', '11111']);
    const v7 = encodeQr('y'.repeat(120), { ecl: 'M' });
    expect(v7.version).toBe(7);
    let bits = 0;
    for (let i = 17; i >= 0; i--) bits = (bits << 1) | (v7.modules[Math.floor(i / 3)]![v7.size - 11 + (i % 3)] ? 1 : 0);
    expect(bits).toBe(versionBits(7));
  });
});

describe('masks and penalty', () => {
  it('scores an all-light 21×21 symbol as the rules add up', () => {
    const light = Array.from({ length: 21 }, () => new Array<boolean>(21).fill(false));
    // Runs: 42 lines of 21 → 42 × (3 + 16); blocks: 20 × 20 × 3; balance: 50 % off → 10 × 10.
    expect(penalty(light)).toBe(42 * 19 + 1200 + 100);
  });

  it('finds a finder-like pattern in a row', () => {
    const rows = Array.from({ length: 21 }, (_, r) => Array.from({ length: 21 }, (_, c) => (r + c) % 2 === 0));
    const base = penalty(rows);
    rows[10] = '000010111010000101010'.split('').map((b) => b === '1');
    expect(penalty(rows)).toBeGreaterThan(base);
  });

  it('picks the mask with the lowest penalty', () => {
    const scores = Array.from({ length: 8 }, (_, mask) => penalty(encodeQr('HELLO WORLD', { mask }).modules));
    expect(penalty(encodeQr('HELLO WORLD').modules)).toBe(Math.min(...scores));
  });
});

describe('round trips', () => {
  const texts = [
    'HELLO WORLD',
    'TNfqbNpq8Gc4E5sRXfZyR9rLvAyaBWrwEn',
    '0x3f5ce5fbfe3e9af3971dd833d26ba9b5c936f0be',
    'bc1qar0srrr7xfkvy5l643lydnw9re59gtzzwf5mdq',
    'ethereum:0x3f5ce5fbfe3e9af3971dd833d26ba9b5c936f0be@1?value=1e18&gas=21000&data=wallet-top-up-of-one-hundred-usd',
    'こんにちは、世界 — 💸',
    'z'.repeat(213),
  ];
  for (const text of texts) {
    for (const ecl of ['L', 'M'] as const) {
      it(`decodes ${text.slice(0, 24)}… (${text.length} characters) at ${ecl}`, () => {
        const code = encodeQr(text, { ecl });
        expect(code.size).toBe(17 + 4 * code.version);
        expect(decode(code)).toEqual({ text, ecl, mask: code.mask, syndromesZero: true });
      });
    }
  }

  it('refuses what version 10 cannot hold', () => {
    expect(() => encodeQr('z'.repeat(214), { ecl: 'M' })).toThrow(RangeError);
    expect(encodeQr('z'.repeat(271), { ecl: 'L' }).version).toBe(10);
  });
});

describe('SVG', () => {
  it('draws dark runs inside the quiet zone', () => {
    const path = qrPath({ modules: [[true, true, false, true]] });
    expect(path).toBe('M4,4h2v1h-2zM7,4h1v1h-1z');
    const svg = qrSvg(encodeQr('HELLO WORLD'));
    expect(svg).toContain('viewBox="0 0 29 29"');
    expect(svg.startsWith('<svg')).toBe(true);
  });
});
