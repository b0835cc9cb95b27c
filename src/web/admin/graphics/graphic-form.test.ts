import { describe, expect, it } from 'vitest';
import { requestOf, valuesOf } from './graphic-form.tsx';

describe('requestOf', () => {
  it('sends the slides in list order, numbered from 0, the first as the main image', () => {
    const values = {
      ...valuesOf('America/New_York'),
      slides: [
        { url: '/uploads/b.png', mimeType: 'image/png', originalName: 'b.png' },
        { url: '/uploads/a.png', mimeType: 'image/png', originalName: 'a.png' },
      ],
    };
    const request = requestOf('slides', false, values, 'America/New_York');
    expect(request).toMatchObject({
      slides: [
        { url: '/uploads/b.png', mimeType: 'image/png', originalName: 'b.png', order: 0 },
        { url: '/uploads/a.png', mimeType: 'image/png', originalName: 'a.png', order: 1 },
      ],
      imageUrl: '/uploads/b.png',
    });
  });
});
