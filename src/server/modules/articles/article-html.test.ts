import { describe, expect, it } from 'vitest';
import { createdJson, signedInTestApp } from '../../../../test-support/test-app.ts';
import { hasVisibleContent, sanitizeArticleContent, youtubeIdOf } from './article-html.ts';

describe('sanitizeArticleContent', () => {
  it('keeps what the editor writes: headings, emphasis, links, lists, quotes, pictures, line breaks', () => {
    const html =
      '<h2>Head</h2><h3>Sub</h3><h4>Minor</h4><p><strong>bold</strong> <em>it</em> <a href="https://example.org/x">web</a> ' +
      '<a href="/article/3">here</a> <a href="mailto:ed@example.org">mail</a><br>next</p>' +
      '<ul><li><p>one</p></li></ul><ol><li><p>two</p></li></ol><blockquote><p>said</p></blockquote>' +
      '<img src="/uploads/a.webp" alt="A picture"><img src="https://cdn.example.org/b.png" alt="">';
    expect(sanitizeArticleContent(html)).toBe(
      '<h2>Head</h2><h3>Sub</h3><h4>Minor</h4><p><strong>bold</strong> <em>it</em> <a href="https://example.org/x" rel="noopener">web</a> ' +
        '<a href="/article/3" rel="noopener">here</a> <a href="mailto:ed@example.org" rel="noopener">mail</a><br />next</p>' +
        '<ul><li><p>one</p></li></ul><ol><li><p>two</p></li></ol><blockquote><p>said</p></blockquote>' +
        '<img src="/uploads/a.webp" alt="A picture" /><img src="https://cdn.example.org/b.png" alt="" />',
    );
  });

  it('strips scripts, event handlers, javascript: and data: URLs, styles and unknown tags', () => {
    const dirty =
      '<p onclick="steal()">Hi<script>alert(1)</script></p>' +
      '<img src="x" onerror="alert(2)"><img src="javascript:alert(3)"><img src="data:image/png;base64,AAAA">' +
      '<a href="javascript:alert(4)">bad link</a><a href="JaVaScRiPt:alert(5)">bad too</a>' +
      '<a href="//evil.example/x">no host</a><p style="color:red">styled</p><style>p{}</style>' +
      '<svg onload="alert(6)"><text>drawn</text></svg><object data="x.swf"></object><span class="c">text</span>';
    const clean = sanitizeArticleContent(dirty);
    expect(clean).not.toMatch(
      /script|onerror|onclick|onload|javascript|data:|style=|<style|svg|object|evil/i,
    );
    expect(clean).toBe('<p>Hi</p><a>bad link</a><a>bad too</a><a>no host</a><p>styled</p>text');
  });

  it('keeps only YouTube embeds, rewritten to privacy-enhanced, sandboxed frames with a title', () => {
    const clean = sanitizeArticleContent(
      '<div data-youtube-video=""><iframe src="https://www.youtube.com/embed/dQw4w9WgXcQ?start=42&autoplay=1" onload="x()"></iframe></div>' +
        '<iframe src="https://evil.example/embed/dQw4w9WgXcQ"></iframe>' +
        '<iframe src="javascript:alert(1)"></iframe><iframe srcdoc="<script>alert(1)</script>"></iframe>',
    );
    expect(clean).toBe(
      '<iframe src="https://www.youtube-nocookie.com/embed/dQw4w9WgXcQ?start=42" title="YouTube video" width="640" height="360" ' +
        'allow="accelerometer; encrypted-media; gyroscope; picture-in-picture; fullscreen" allowfullscreen="allowfullscreen" ' +
        'sandbox="allow-scripts allow-same-origin allow-presentation allow-popups" loading="lazy" ' +
        'referrerpolicy="strict-origin-when-cross-origin"></iframe>',
    );
  });

  it('keeps a picture with its caption, and nothing else a figure may carry', () => {
    expect(
      sanitizeArticleContent(
        '<figure class="wide" style="float:left" onclick="x()"><img src="/uploads/a.webp" alt="The march">' +
          '<figcaption id="c" style="color:red">Students on Main Street. <em>Photo: Ada</em></figcaption></figure>',
      ),
    ).toBe(
      '<figure><img src="/uploads/a.webp" alt="The march" /><figcaption>Students on Main Street. <em>Photo: Ada</em></figcaption></figure>',
    );
  });

  it('drops a figure whose picture was refused, caption and all', () => {
    expect(
      sanitizeArticleContent(
        '<figure><img src="javascript:alert(1)" alt="x"><figcaption>Orphan</figcaption></figure>' +
          '<figure><figcaption>No picture</figcaption></figure><p>After</p>',
      ),
    ).toBe('<p>After</p>');
  });

  it('maps pasted tags to the allowed ones', () => {
    expect(sanitizeArticleContent('<h1>Big</h1><h6>Small</h6><p><b>b</b><i>i</i></p>')).toBe(
      '<h2>Big</h2><h4>Small</h4><p><strong>b</strong><em>i</em></p>',
    );
  });

  it("drops the editor's empty paragraphs but keeps ones holding emphasis, links or pictures", () => {
    expect(
      sanitizeArticleContent(
        '<p></p><p><br></p><p><strong>x</strong></p><p> </p><p><a href="/a">l</a></p><p><img src="/uploads/a.png" alt=""></p>',
      ),
    ).toBe(
      '<p><strong>x</strong></p><p><a href="/a" rel="noopener">l</a></p><p><img src="/uploads/a.png" alt="" /></p>',
    );
  });

  it('leaves plain text of older records as it was, ampersands and all', () => {
    const text = 'Fish & chips cost < $5.\n\nSecond paragraph.';
    expect(sanitizeArticleContent(text)).toBe(text);
  });

  it('is stable: sanitising twice changes nothing', () => {
    const once = sanitizeArticleContent(
      '<p>A &amp; B <a href="https://x.example/?a=1&b=2">q</a></p><iframe src="https://www.youtube-nocookie.com/embed/abcdefghijk"></iframe>',
    );
    expect(sanitizeArticleContent(once)).toBe(once);
  });
});

describe('youtubeIdOf', () => {
  it('reads embed links of both YouTube hosts and nothing else', () => {
    expect(youtubeIdOf('https://www.youtube-nocookie.com/embed/abc_DEF-123')).toBe('abc_DEF-123');
    expect(youtubeIdOf('https://youtube.com/embed/abc_DEF-123?rel=0')).toBe('abc_DEF-123');
    expect(youtubeIdOf('https://www.youtube.com.evil.example/embed/abc_DEF-123')).toBeUndefined();
    expect(youtubeIdOf('https://www.youtube.com/embed/abc/../../x')).toBeUndefined();
    expect(youtubeIdOf('not a url')).toBeUndefined();
  });
});

describe('hasVisibleContent', () => {
  it('counts text, pictures and videos, not empty paragraphs', () => {
    expect(hasVisibleContent('<p></p><p>&nbsp;</p>')).toBe(false);
    expect(hasVisibleContent('')).toBe(false);
    expect(hasVisibleContent('<p>x</p>')).toBe(true);
    expect(hasVisibleContent('<img src="/uploads/a.png" alt="" />')).toBe(true);
  });
});

describe('article writes', () => {
  const t = signedInTestApp();

  const body = (content: string) => ({
    title: 'Rich story',
    excerpt: 'Excerpt',
    content,
    author: 'Maya Brooks',
    imageUrl: '/uploads/a.png',
  });

  it('store sanitised HTML on create and on edit, so the public read never carries a script', async () => {
    const created = createdJson(
      await t.asAdmin(
        'POST',
        '/api/admin/articles',
        body('<p>Safe<script>alert(1)</script></p><img src="x" onerror="alert(2)">'),
      ),
    );
    expect(created.content).toBe('<p>Safe</p>');

    const edited = await t.asAdmin(
      'PUT',
      `/api/admin/articles/${created.id}`,
      body('<h2>New</h2><a href="javascript:alert(1)">x</a>'),
    );
    expect(edited.statusCode).toBe(200);
    const read = await t.app.inject({ method: 'GET', url: `/api/articles/${created.id}` });
    expect(read.json().content).toBe('<h2>New</h2><a>x</a>');
  });

  it('refuse HTML with nothing left to read, changing nothing', async () => {
    const refused = await t.asAdmin('POST', '/api/admin/articles', body('<script>alert(1)</script><p> </p>'));
    expect(refused.statusCode).toBe(400);
    expect(refused.json()).toEqual({
      message: 'Content is required',
      errors: { content: 'Content is required' },
    });
  });
});
