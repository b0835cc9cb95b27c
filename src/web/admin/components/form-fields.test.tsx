import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { TextField } from './form-fields.tsx';

describe('a labelled field', () => {
  it('ties an error to its control: invalid, described by the message, with an icon', () => {
    const html = renderToStaticMarkup(<TextField label="Title" name="title" error="Title is required" />);
    const describedBy = /aria-describedby="([^"]+)"/.exec(html)?.[1];
    expect(html).toContain('aria-invalid="true"');
    expect(html).toMatch(new RegExp(`<p [^>]*id="${describedBy}"[^>]*><svg[^>]*aria-hidden="true"`));
    expect(html).toContain('Title is required');
  });

  it('describes a valid control by its hint only', () => {
    const html = renderToStaticMarkup(<TextField label="Title" name="title" hint="Shown on cards." />);
    expect(html).not.toContain('aria-invalid');
    expect(html).toMatch(/aria-describedby="[^"]+-hint"/);
  });

  it('tells screen readers a required control is required; the star is only drawn', () => {
    const html = renderToStaticMarkup(<TextField label="Title" name="title" required />);
    expect(html).toContain('aria-required="true"');
    expect(html).toMatch(/<span aria-hidden="true"[^>]*> \*<\/span>/);
  });
});
