import { describe, expect, it } from 'vitest';
import { render, screen } from '@testing-library/react';
import jsQR from 'jsqr';
import { DepositAddress } from './deposit-address';

/** Pixels per module when the rendered SVG is rasterised for the reader. */
const SCALE = 4;

/**
 * Rasterises the QR code's SVG as a browser draws it: the view box filled with the background
 * path's colour, then every rectangle of the foreground path in black. Only the path commands
 * a rectangle-per-run drawing uses (M, h, v, H, V, z) are understood; anything else fails.
 */
function rasterise(svg: SVGSVGElement): {
  dark: boolean[][];
  pixels: Uint8ClampedArray;
  size: number;
} {
  const [minX, minY, width, height] = (svg.getAttribute('viewBox') ?? '').split(/\s+/).map(Number);
  expect([minX, minY]).toEqual([0, 0]);
  expect(width).toBe(height);
  const cells = width!;
  const dark = Array.from({ length: cells }, () => new Array<boolean>(cells).fill(false));
  const paths = [...svg.querySelectorAll('path')];
  expect(paths).toHaveLength(2);
  const [background, foreground] = paths as [SVGPathElement, SVGPathElement];
  expect(background.getAttribute('fill')?.toLowerCase()).toBe('#ffffff');
  expect(foreground.getAttribute('fill')?.toLowerCase()).toBe('#000000');
  const tokens = (foreground.getAttribute('d') ?? '').match(/[a-zA-Z]|-?\d+(?:\.\d+)?/g) ?? [];
  let at = 0;
  const next = () => Number(tokens[at++]);
  let x = 0;
  let y = 0;
  let corners: Array<[number, number]> = [];
  const fill = () => {
    const xs = corners.map(([cx]) => cx);
    const ys = corners.map(([, cy]) => cy);
    for (let row = Math.min(...ys); row < Math.max(...ys); row++)
      for (let col = Math.min(...xs); col < Math.max(...xs); col++) dark[row]![col] = true;
    corners = [];
  };
  while (at < tokens.length) {
    const command = tokens[at++];
    if (command === 'M') {
      x = next();
      y = next();
    } else if (command === 'h') x += next();
    else if (command === 'v') y += next();
    else if (command === 'H') x = next();
    else if (command === 'V') y = next();
    else if (command === 'z') {
      fill();
      continue;
    } else throw new Error(`unexpected path command ${command}`);
    corners.push([x, y]);
  }
  expect(corners).toEqual([]);
  const size = cells * SCALE;
  const pixels = new Uint8ClampedArray(size * size * 4);
  for (let py = 0; py < size; py++) {
    for (let px = 0; px < size; px++) {
      const value = dark[Math.floor(py / SCALE)]![Math.floor(px / SCALE)] ? 0 : 255;
      pixels.set([value, value, value, 255], (py * size + px) * 4);
    }
  }
  return { dark, pixels, size };
}

const wallet = (code: string, address: string) => ({ name: code, code, address, network: code });

describe('deposit address QR code', () => {
  it.each([
    ['USDT-TRC20', 'TNfqbNpq8Gc4E5sRXfZyR9rLvAyaBWrwEn'],
    ['BTC', 'bc1qar0srrr7xfkvy5l643lydnw9re59gtzzwf5mdq'],
    ['ETH', '0x52908400098527886E0F7030069857D2E4169EE7'],
    // Long enough for a version with several error-correction blocks.
    [
      'MEMO',
      'rEb8TK3gBgk5auZkwc6sHnwrGVJH8DuaLh?dt=1234567890&memo=deposit-for-account-00042-wellmart',
    ],
  ])(
    'renders a %s address as a code that a reader decodes back to it, quiet zone included',
    (code, address) => {
      render(
        <DepositAddress
          wallets={[wallet(code, address)]}
          selected={code}
          onSelect={() => undefined}
        />,
      );
      const svg = screen.getByRole('img', { name: `QR code of the ${code} deposit address` });
      const { dark, pixels, size } = rasterise(svg as unknown as SVGSVGElement);
      // The quiet zone: four light modules on every side, and the finder pattern right inside it.
      const cells = dark.length;
      const border = (row: number, col: number) =>
        row < 4 || col < 4 || row >= cells - 4 || col >= cells - 4;
      expect(dark.some((line, row) => line.some((on, col) => on && border(row, col)))).toBe(false);
      expect(dark[4]![4]).toBe(true);
      const decoded = jsQR(pixels, size, size, { inversionAttempts: 'dontInvert' });
      expect(decoded?.data).toBe(address);
    },
  );

  it('draws no code when no wallet is chosen', () => {
    render(
      <DepositAddress wallets={[wallet('BTC', 'bc1q')]} selected="" onSelect={() => undefined} />,
    );
    expect(screen.queryByRole('img')).toBeNull();
  });
});
