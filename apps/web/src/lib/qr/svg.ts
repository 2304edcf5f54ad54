import type { QrCode } from './encode';

/** The quiet zone the standard asks for around the symbol, in modules. */
export const QUIET_ZONE = 4;

/**
 * One SVG path for the dark modules, a horizontal run at a time, offset by the quiet zone:
 * "M4,4h7v1h-7z…". The view box is (size + 8) modules square.
 */
export function qrPath(code: Pick<QrCode, 'modules'>, margin = QUIET_ZONE): string {
  const parts: string[] = [];
  code.modules.forEach((row, r) => {
    let c = 0;
    while (c < row.length) {
      if (!row[c]) {
        c++;
        continue;
      }
      const start = c;
      while (c < row.length && row[c]) c++;
      parts.push(`M${start + margin},${r + margin}h${c - start}v1h-${c - start}z`);
    }
  });
  return parts.join('');
}

/** A complete SVG document (for a download or an <img>), black on white. */
export function qrSvg(code: QrCode, margin = QUIET_ZONE): string {
  const box = code.size + 2 * margin;
  return (
    `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 ${box} ${box}" shape-rendering="crispEdges">` +
    `<rect width="${box}" height="${box}" fill="#fff"/><path d="${qrPath(code, margin)}" fill="#000"/></svg>`
  );
}
