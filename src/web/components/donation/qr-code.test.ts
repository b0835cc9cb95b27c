import { describe, expect, it } from 'vitest';
import { qrPath } from './qr-code.tsx';

describe('QR code', () => {
  it('draws the modules of the Cash App link as one path, with a quiet border', () => {
    const qr = qrPath('https://cash.app/$NABJUSC/10');
    // Version 3 (29 modules) plus a border of 2 on each side; the top-left finder starts inside it.
    expect(qr.size).toBe(33);
    expect(qr.path.startsWith('M2 2h1v1h-1z')).toBe(true);
    expect(qrPath('https://cash.app/$NABJUSC/20').path).not.toBe(qr.path);
  });
});
