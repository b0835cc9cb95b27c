import { describe, expect, it } from 'vitest';
import { graphicRecord } from '../../../test-support/factories.ts';
import {
  graphicMedia,
  isEmbedGraphic,
  isVideoMedia,
  matchesSearch,
  usableThumbnail,
  videoPlayback,
} from './media.ts';

describe('videoPlayback (public-site §4)', () => {
  it('shows "Video Coming Soon" for an empty address, one with # or one containing "test"', () => {
    for (const url of [
      '',
      '   ',
      null,
      undefined,
      '#',
      'https://example.com/clip#t=3',
      '/uploads/test.mp4',
    ]) {
      expect(videoPlayback(url)).toEqual({ kind: 'coming-soon' });
    }
    expect(videoPlayback('https://www.youtube.com/watch?v=testtesttes')).toEqual({ kind: 'coming-soon' });
  });

  it('turns every YouTube link form into the embed address', () => {
    const embed = { kind: 'youtube', src: 'https://www.youtube.com/embed/dQw4w9WgXcQ' };
    expect(videoPlayback('https://www.youtube.com/watch?v=dQw4w9WgXcQ')).toEqual(embed);
    expect(videoPlayback('https://youtu.be/dQw4w9WgXcQ')).toEqual(embed);
    expect(videoPlayback('https://youtube.com/shorts/dQw4w9WgXcQ')).toEqual(embed);
    expect(videoPlayback('https://www.youtube.com/embed/dQw4w9WgXcQ')).toEqual(embed);
    expect(videoPlayback('youtube.com/watch?v=dQw4w9WgXcQ&t=10')).toEqual(embed);
  });

  it('plays other addresses as files, rewriting old /admin/uploads/ paths', () => {
    expect(videoPlayback('/uploads/x.mp4')).toEqual({ kind: 'file', src: '/uploads/x.mp4' });
    expect(videoPlayback('/admin/uploads/x.mp4')).toEqual({ kind: 'file', src: '/uploads/x.mp4' });
    expect(videoPlayback('https://cdn.example.com/a.webm')).toEqual({
      kind: 'file',
      src: 'https://cdn.example.com/a.webm',
    });
    // A look-alike host is not YouTube.
    expect(videoPlayback('https://youtube.com.evil.example/watch?v=dQw4w9WgXcQ').kind).toBe('file');
  });
});

describe('usableThumbnail (public-site §4)', () => {
  it('gives undefined (the placeholder) for empty, {host} or test thumbnails', () => {
    for (const url of ['', ' ', null, undefined, 'https://{host}/thumb.jpg', '/uploads/test-thumb.png']) {
      expect(usableThumbnail(url)).toBeUndefined();
    }
  });
  it('keeps real thumbnails, with /admin/uploads/ rewritten', () => {
    expect(usableThumbnail('https://img.youtube.com/vi/dQw4w9WgXcQ/hqdefault.jpg')).toBe(
      'https://img.youtube.com/vi/dQw4w9WgXcQ/hqdefault.jpg',
    );
    expect(usableThumbnail('/admin/uploads/a.jpg')).toBe('/uploads/a.jpg');
  });
});

describe('graphic media', () => {
  it('lists slides in order and tells videos by mime type or extension', () => {
    const media = graphicMedia(
      graphicRecord({
        slides: [
          { url: '/uploads/b.mp4', mimeType: '', originalName: '', order: 1 },
          { url: '/uploads/a.png', mimeType: 'image/png', originalName: '', order: 0 },
          { url: '/uploads/c', mimeType: 'video/webm', originalName: '', order: 2 },
        ],
      }),
    );
    expect(media).toEqual([
      { url: '/uploads/a.png', isVideo: false },
      { url: '/uploads/b.mp4', isVideo: true },
      { url: '/uploads/c', isVideo: true },
    ]);
  });

  it('falls back to the main and additional images', () => {
    expect(
      graphicMedia(
        graphicRecord({ imageUrl: '/admin/uploads/a.jpg', additionalImages: ['/uploads/b.MOV', ' '] }),
      ),
    ).toEqual([
      { url: '/uploads/a.jpg', isVideo: false },
      { url: '/uploads/b.MOV', isVideo: true },
    ]);
  });

  it('isVideoMedia reads the type, else the extension', () => {
    for (const ext of ['mp4', 'webm', 'ogg', 'avi', 'mov'])
      expect(isVideoMedia(`/uploads/x.${ext}`)).toBe(true);
    expect(isVideoMedia('/uploads/x.png')).toBe(false);
    expect(isVideoMedia('/uploads/x', 'video/mp4')).toBe(true);
  });

  it('an embed is a graphic with code that is typed embed or has nothing else to show', () => {
    expect(isEmbedGraphic(graphicRecord({ type: 'embed', embedCode: '<p>x</p>' }))).toBe(true);
    expect(isEmbedGraphic(graphicRecord({ type: 'embed', embedCode: '  ' }))).toBe(false);
    expect(isEmbedGraphic(graphicRecord({ embedCode: '<p>x</p>' }))).toBe(true);
    expect(isEmbedGraphic(graphicRecord({ embedCode: '<p>x</p>', imageUrl: '/uploads/a.png' }))).toBe(false);
  });
});

describe('matchesSearch (public-site §5)', () => {
  it('is a case-insensitive substring match over any field; blank matches all', () => {
    expect(matchesSearch('', ['a'])).toBe(true);
    expect(matchesSearch('  ', [])).toBe(true);
    expect(matchesSearch('HOMECOMING', ['Homecoming week recap'])).toBe(true);
    expect(matchesSearch('week', ['Title', 'a WEEKLY show'])).toBe(true);
    expect(matchesSearch('zebra', ['Title', 'desc'])).toBe(false);
  });
});
