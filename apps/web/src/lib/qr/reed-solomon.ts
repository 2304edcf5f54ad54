/**
 * Reed-Solomon error correction over GF(2^8) with the QR code's field polynomial
 * x^8 + x^4 + x^3 + x^2 + 1 (0x11d) and generator roots α^0 … α^(n-1) (ISO/IEC 18004 §7.5.2).
 */

const EXP = new Uint8Array(512);
const LOG = new Uint8Array(256);
{
  let x = 1;
  for (let i = 0; i < 255; i++) {
    EXP[i] = x;
    LOG[x] = i;
    x <<= 1;
    if (x & 0x100) x ^= 0x11d;
  }
  for (let i = 255; i < 512; i++) EXP[i] = EXP[i - 255]!;
}

/** Product of two field elements. */
export function gfMultiply(a: number, b: number): number {
  if (a === 0 || b === 0) return 0;
  return EXP[LOG[a]! + LOG[b]!]!;
}

/** α^n. */
export function gfPow(n: number): number {
  return EXP[((n % 255) + 255) % 255]!;
}

/**
 * The coefficients of the generator polynomial ∏(x - α^i), i < degree, highest power first,
 * without the leading 1 (degree 2 gives [α^25, α^1] = [3, 2]).
 */
export function generatorPolynomial(degree: number): number[] {
  if (degree < 1 || degree > 254) throw new RangeError('degree out of range');
  // Coefficients of the monic polynomial, highest power first, the leading 1 implied.
  const result: number[] = new Array<number>(degree).fill(0);
  result[degree - 1] = 1; // the constant polynomial 1, padded
  let root = 1;
  for (let i = 0; i < degree; i++) {
    // Multiply by (x - root): each coefficient times root, plus the next one.
    for (let j = 0; j < degree; j++) {
      result[j] = gfMultiply(result[j]!, root) ^ (j + 1 < degree ? result[j + 1]! : 0);
    }
    root = gfMultiply(root, 2);
  }
  return result;
}

/** The error correction codewords of a data block: the remainder of data·x^n divided by the generator. */
export function reedSolomonRemainder(data: readonly number[], degree: number): number[] {
  const divisor = generatorPolynomial(degree);
  const result: number[] = new Array<number>(degree).fill(0);
  for (const byte of data) {
    const factor = byte ^ result.shift()!;
    result.push(0);
    for (let i = 0; i < degree; i++) result[i] = result[i]! ^ gfMultiply(divisor[i]!, factor);
  }
  return result;
}
