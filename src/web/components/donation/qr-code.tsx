import { encode } from 'uqr';

/** The dark modules as one SVG path, one unit square each. */
export function qrPath(text: string): { path: string; size: number } {
  const { data, size } = encode(text, { ecc: 'M', border: 2 });
  let path = '';
  data.forEach((row, y) => {
    row.forEach((dark, x) => {
      if (dark) path += `M${x} ${y}h1v1h-1z`;
    });
  });
  return { path, size };
}

/**
 * A QR code drawn as crisp SVG, the same on the server and in the browser. It never shrinks: a
 * squeezed code is smaller than `size` and harder for a camera to read.
 */
export function QrCode({ text, size, label }: { text: string; size: number; label: string }) {
  const qr = qrPath(text);
  return (
    <svg
      role="img"
      aria-label={label}
      width={size}
      height={size}
      viewBox={`0 0 ${qr.size} ${qr.size}`}
      shapeRendering="crispEdges"
      className="shrink-0 rounded-sm bg-white"
    >
      <path d={qr.path} fill="#000" />
    </svg>
  );
}
