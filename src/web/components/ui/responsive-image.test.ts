import { describe, expect, it } from 'vitest';
import { mediaUrl, uploadSrcSet } from './responsive-image.tsx';

describe('responsive images', () => {
  it('rewrites /admin/uploads/ addresses to /uploads/', () => {
    expect(mediaUrl('/admin/uploads/a.png')).toBe('/uploads/a.png');
    expect(mediaUrl('https://example.org/a.png')).toBe('https://example.org/a.png');
  });

  it('lists the WebP variants of an upload, and nothing for other addresses', () => {
    expect(uploadSrcSet('/uploads/abc-123.jpg')).toBe(
      '/uploads/abc-123-320.webp 320w, /uploads/abc-123-640.webp 640w, /uploads/abc-123-960.webp 960w, /uploads/abc-123-1280.webp 1280w, /uploads/abc-123-1920.webp 1920w',
    );
    expect(uploadSrcSet('https://img.youtube.com/vi/x/hqdefault.jpg')).toBe('');
    expect(uploadSrcSet('/uploads/clip.mp4')).toBe('');
  });
});
