import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { createBuiltRenderer, NONCE_PLACEHOLDER, withNonce } from './page-renderer.ts';

// A stand-in for `npm run build`: a client manifest and an SSR entry that renders one inline-free page.
function fakeDist(): string {
  const dist = fs.mkdtempSync(path.join(os.tmpdir(), 'nabj-dist-'));
  fs.mkdirSync(path.join(dist, 'client/.vite'), { recursive: true });
  fs.mkdirSync(path.join(dist, 'server'));
  fs.writeFileSync(
    path.join(dist, 'client/.vite/manifest.json'),
    JSON.stringify({
      'src/web/entry-client.tsx': { file: 'assets/entry.js', css: ['assets/site.css'], imports: ['_chunk'] },
      _chunk: { file: 'assets/chunk.js' },
    }),
  );
  fs.mkdirSync(path.join(dist, 'client/assets'));
  fs.writeFileSync(
    path.join(dist, 'client/assets/site.css'),
    '@font-face{src:url(/assets/inter-latin-ext-wght-normal-B2.woff2)}@font-face{src:url(/assets/inter-latin-wght-normal-A1.woff2)}body{color:red}',
  );
  fs.writeFileSync(
    path.join(dist, 'server/entry-server.js'),
    `const page = (nonce) => '<!DOCTYPE html><html><head><title>Home</title></head><body><div id="root"><iframe srcdoc="&lt;script nonce=&quot;' + nonce + '&quot;&gt;"></iframe></div></body></html>';
export async function renderPage(url, api, nonce) { return { status: 200, html: page(nonce), state: { url } }; }
export async function renderAdminShell() { return '<!DOCTYPE html><html><head></head><body><div id="root"></div></body></html>'; }`,
  );
  return dist;
}

describe('the built renderer', () => {
  it('puts the nonce placeholder on every script it writes, and hands it to the render for embeds', async () => {
    const renderer = await createBuiltRenderer(fakeDist());
    const { html } = await renderer.renderPage('/', async () => ({}));
    const tagsWith = (pattern: RegExp) => html.match(pattern) ?? [];
    // A public page's script is added by a loader once the page is painted; the loader has the nonce
    // and gives it to the tags it adds.
    expect(tagsWith(/<script(?! type="application\/json")[^>]*>/g)).toEqual([
      `<script nonce="${NONCE_PLACEHOLDER}">`,
    ]);
    expect(html).toContain('["/assets/chunk.js"]');
    expect(html).toContain('src:"/assets/entry.js"');
    expect(html).toContain('const nonce=document.currentScript.nonce;');
    expect(html).not.toContain('rel="modulepreload"');
    expect(html).toContain(`<meta property="csp-nonce" nonce="${NONCE_PLACEHOLDER}">`);
    expect(tagsWith(/<link rel="stylesheet"[^>]*>/g)).toEqual([
      '<link rel="stylesheet" href="/assets/site.css">',
    ]);
    // The Latin faces, which every page uses, are fetched with the page; the other subsets when needed.
    expect(tagsWith(/<link rel="preload"[^>]*>/g)).toEqual([
      '<link rel="preload" href="/assets/inter-latin-wght-normal-A1.woff2" as="font" type="font/woff2" crossorigin>',
    ]);
    expect(html).toContain(`&lt;script nonce=&quot;${NONCE_PLACEHOLDER}&quot;&gt;`);
    // What the server adds goes at the end of the head React rendered, after the page's own title.
    expect(html).toMatch(
      /^<!DOCTYPE html><html><head><title>Home<\/title><meta property="csp-nonce"[^>]*><link [\s\S]*<\/head>/,
    );
    expect(html).not.toContain('undefined');
    // The dehydrated state is a data block, never run, so it needs no nonce.
    expect(html).toContain('<script type="application/json" id="__QUERY_STATE__">{"url":"/"}</script>');

    // The admin shell is empty until its script runs: it names every chunk at once.
    const shell = await renderer.renderAdminShell();
    expect(shell).toContain(`<script type="module" src="/assets/entry.js" nonce="${NONCE_PLACEHOLDER}">`);
    expect(shell).toContain(
      `<link rel="modulepreload" href="/assets/chunk.js" nonce="${NONCE_PLACEHOLDER}">`,
    );

    const nonce = 'abcdefghijklmnopqrstuv==';
    const answered = withNonce(Buffer.from(html), nonce).toString();
    expect(answered).not.toContain(NONCE_PLACEHOLDER);
    expect(answered.split(nonce)).toHaveLength(html.split(NONCE_PLACEHOLDER).length);
    expect(answered).toContain(`<script nonce="${nonce}">`);
  });

  it('writes the nonce over the placeholder in the bytes, beside any text, and takes only a nonce of its length', () => {
    const page = Buffer.from(
      `<p>“Curly”</p><script nonce="${NONCE_PLACEHOLDER}"></script>é${NONCE_PLACEHOLDER}`,
    );
    const nonce = 'ABCDEFGHIJKLMNOPQRSTUV+/';
    expect(withNonce(page, nonce).toString()).toBe(
      `<p>“Curly”</p><script nonce="${nonce}"></script>é${nonce}`,
    );
    expect(() => withNonce(Buffer.from(NONCE_PLACEHOLDER), 'short')).toThrow(/24 bytes/);
  });

  it('uses a placeholder no one can write on purpose: made at start-up, found in no source', () => {
    expect(NONCE_PLACEHOLDER).toMatch(/^[A-Za-z0-9_-]{24}$/);
    const source = fs.readFileSync(new URL('./page-renderer.ts', import.meta.url), 'utf8');
    expect(source).not.toContain(NONCE_PLACEHOLDER);
  });
});
