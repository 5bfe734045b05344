import { encode } from 'uqr';
import { useMemo } from 'react';

export interface QrCodeProps {
  value: string;
  /** Accessible name, e.g. "QR code for PayPay". */
  label: string;
  className?: string;
}

// Four light modules around the code: the quiet zone scanners need.
const QUIET_ZONE = 4;

/** One SVG path for every dark module; horizontal runs are merged to keep the path short. */
export function qrPath(data: readonly (readonly boolean[])[]): string {
  let path = '';
  data.forEach((row, y) => {
    let x = 0;
    while (x < row.length) {
      if (!row[x]) {
        x += 1;
        continue;
      }
      let run = 1;
      while (row[x + run]) run += 1;
      path += `M${x} ${y}h${run}v1h-${run}z`;
      x += run;
    }
  });
  return path;
}

/** A QR code drawn as inline SVG (no canvas, no data URL, works under a strict CSP). */
export function QrCode({ value, label, className }: QrCodeProps) {
  const { size, path } = useMemo(() => {
    const qr = encode(value, { ecc: 'M', border: QUIET_ZONE });
    return { size: qr.data.length, path: qrPath(qr.data) };
  }, [value]);
  return (
    <svg
      role="img"
      aria-label={label}
      viewBox={`0 0 ${size} ${size}`}
      shapeRendering="crispEdges"
      focusable="false"
      className={`checkout-qr-code${className ? ` ${className}` : ''}`}
    >
      <rect width={size} height={size} fill="#fff" />
      <path d={path} fill="#000" />
    </svg>
  );
}
