import { useMemo } from 'react';
import { encodeQr, type ErrorCorrection } from './encode';
import { qrPath, QUIET_ZONE } from './svg';

export interface QrCodeProps {
  value: string;
  /** What the code holds, for screen readers ("QR code of the deposit address"). */
  label: string;
  ecl?: ErrorCorrection;
  className?: string;
}

/** A QR code as inline SVG, black on white with its quiet zone, crisp at any size. */
export function QrCodeImage({ value, label, ecl = 'M', className = '' }: QrCodeProps) {
  const code = useMemo(() => {
    try {
      return encodeQr(value, { ecl });
    } catch {
      return null;
    }
  }, [value, ecl]);
  if (!code) return null;
  const box = code.size + 2 * QUIET_ZONE;
  return (
    <svg
      role="img"
      aria-label={label}
      viewBox={`0 0 ${box} ${box}`}
      shapeRendering="crispEdges"
      className={`bg-white ${className}`}
      data-qr-version={code.version}
    >
      <rect width={box} height={box} fill="#fff" />
      <path d={qrPath(code)} fill="#000" />
    </svg>
  );
}
