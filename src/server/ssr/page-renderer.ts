import { randomBytes } from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import type { ViteDevServer } from 'vite';
import type { RenderedPage } from '../../web/entry-server.tsx';

type EntryServer = typeof import('../../web/entry-server.tsx');
export type ApiReader = (path: string) => Promise<unknown>;

/** Turns a URL into a whole HTML page; the same interface in development (Vite) and production (build). */
export interface PageRenderer {
  /** The HTML holds NONCE_PLACEHOLDER wherever the answer's CSP nonce goes (see withNonce). */
  renderPage(url: string, api: ApiReader): Promise<{ status: number; html: string }>;
  renderAdminShell(): Promise<string>;
  /** Built assets served from disk; undefined in development, where Vite serves them. */
  staticDir?: string;
  /** Development (Vite): its pages need a relaxed Content-Security-Policy (security-headers.ts). */
  development?: boolean;
}

/**
 * Rendered (and cached) pages carry this instead of a nonce; every answer puts its own fresh nonce
 * in its place, so a cached page never reuses one. Random per process, so no stored text can
 * contain it on purpose and be handed the real nonce. As long as a nonce (newNonce), so the nonce
 * is written over it in the page's bytes: no copy of the page is made for it.
 */
export const NONCE_PLACEHOLDER = randomBytes(18).toString('base64url');
const PLACEHOLDER_BYTES = Buffer.from(NONCE_PLACEHOLDER);

/** `page` (bytes of an HTML text) with `nonce` in place of every placeholder; changed in place. */
export function withNonce(page: Buffer, nonce: string): Buffer {
  if (Buffer.byteLength(nonce) !== PLACEHOLDER_BYTES.length)
    throw new Error(`a nonce must be ${PLACEHOLDER_BYTES.length} bytes long`);
  for (
    let at = page.indexOf(PLACEHOLDER_BYTES);
    at !== -1;
    at = page.indexOf(PLACEHOLDER_BYTES, at + nonce.length)
  )
    page.write(nonce, at);
  return page;
}

const NONCE = `nonce="${NONCE_PLACEHOLDER}"`;
// Where Vite's client code looks for the nonce when it adds tags itself (preloads of lazy chunks,
// development styles and overlay).
const NONCE_META = `<meta property="csp-nonce" ${NONCE}>`;

// JSON inside <script> must not be able to close the tag or open a comment.
function serialiseState(state: unknown): string {
  return JSON.stringify(state)
    .replace(/</g, '\\u003c')
    .replace(/\u2028/g, '\\u2028')
    .replace(/\u2029/g, '\\u2029');
}

/**
 * The whole page: `head` at the end of the rendered <head>, `bodyEnd` at the end of its <body>. Cut
 * and joined, not replaced: each replace would copy the page (some 80 kB, or twice that once a
 * title holds a curly quote), and only its encoding as bytes needs to.
 */
function assemble(html: string, head: string, bodyEnd: string): string {
  const headEnd = html.indexOf('</head>');
  const bodyEndAt = html.lastIndexOf('</body>');
  return `${html.slice(0, headEnd)}${head}${html.slice(headEnd, bodyEndAt)}${bodyEnd}${html.slice(bodyEndAt)}`;
}

/** What goes before `</head>` and before `</body>`. */
interface Parts {
  head: string;
  body: string;
}

function makeRenderer(
  load: () => Promise<EntryServer>,
  extra: Pick<PageRenderer, 'staticDir' | 'development'>,
  shell: Parts,
  /** A public page's, given the source of the page's own module (undefined: not-found and the like). */
  pageParts: (source: string | undefined) => Parts = () => shell,
) {
  return {
    ...extra,
    async renderPage(url: string, api: ApiReader) {
      const page: RenderedPage = await (await load()).renderPage(url, api, NONCE_PLACEHOLDER);
      const state = `<script type="application/json" id="__QUERY_STATE__">${serialiseState(page.state)}</script>`;
      const { head, body } = pageParts(page.pageSource);
      return { status: page.status, html: assemble(page.html, NONCE_META + head, state + body) };
    },
    async renderAdminShell() {
      return assemble(
        await (await load()).renderAdminShell(NONCE_PLACEHOLDER),
        NONCE_META + shell.head,
        shell.body,
      );
    },
  } satisfies PageRenderer;
}

interface ManifestChunk {
  file: string;
  css?: string[];
  imports?: string[];
}

const CLIENT_ENTRY = 'src/web/entry-client.tsx';

/** Production: the SSR bundle and the client manifest written by `npm run build`. */
export async function createBuiltRenderer(distDir: string): Promise<PageRenderer> {
  const manifestPath = path.join(distDir, 'client/.vite/manifest.json');
  const manifest = JSON.parse(fs.readFileSync(manifestPath, 'utf8')) as Record<string, ManifestChunk>;
  const entry = manifest[CLIENT_ENTRY];
  if (!entry) throw new Error(`${manifestPath} has no entry for ${CLIENT_ENTRY}`);
  // The stylesheet stays a file of its own: inline, it doubled every page (147 kB, 21 kB with brotli,
  // against 73 kB and 10 kB), slowed each first render by its copying and compression, and moved
  // Lighthouse's scores by less than their run-to-run noise (docs/performance.md).
  const stylesheetFiles = entry.css ?? [];
  const stylesheets = stylesheetFiles.map((file) =>
    fs.readFileSync(path.join(distDir, 'client', file), 'utf8'),
  );
  // The Latin faces of the two fonts, which every page's text is set in, are fetched with the page:
  // arriving after the first paint, each made the browser lay the whole page out again (some 100 ms
  // of main thread apiece on a slow phone, Lighthouse's blocking time).
  const fontUrls = new Set(stylesheets.join('').match(/\/assets\/[\w-]+-latin-wght-normal-[\w-]+\.woff2/g));
  const css = [
    ...[...fontUrls].map(
      (url) => `<link rel="preload" href="${url}" as="font" type="font/woff2" crossorigin>`,
    ),
    ...stylesheetFiles.map((file) => `<link rel="stylesheet" href="/${file}">`),
  ].join('');
  // A chunk and every chunk it imports, found once per chunk: the browser then fetches them all at
  // once instead of discovering them one import at a time.
  const chunksOf = (key: string, seen = new Set<string>()): Set<string> => {
    if (seen.has(key) || !manifest[key]) return seen;
    seen.add(key);
    for (const imported of manifest[key].imports ?? []) chunksOf(imported, seen);
    return seen;
  };
  const preloadTags = (keys: Iterable<string>, except = new Set<string>()) =>
    [...keys]
      .filter((key) => !except.has(key))
      .map((key) => `<link rel="modulepreload" href="/${manifest[key]?.file}" ${NONCE}>`)
      .join('');
  const entryChunks = chunksOf(CLIENT_ENTRY);
  const entryScript = `<script type="module" src="/${entry.file}" ${NONCE}></script>`;
  // A public page reads without its script, so the script is fetched once the first frame is painted:
  // on a slow connection the page, its fonts and its first image no longer share the bandwidth with
  // some 50 KB of script and a dozen requests, and it paints sooner; hydration follows. The admin
  // shell is empty until its script runs, so it fetches at once. (The loader carries the nonce;
  // 'strict-dynamic' trusts the tags it adds, which carry it too.)
  const pageLoader = (source: string | undefined) => {
    const chunks = [...entryChunks, ...(source ? chunksOf(source) : [])].filter(
      (key) => key !== CLIENT_ENTRY,
    );
    const preloads = [...new Set(chunks.map((key) => `/${manifest[key]?.file}`))];
    return (
      `<script ${NONCE}>{const nonce=document.currentScript.nonce;` +
      'const add=(tag,props)=>document.head.append(Object.assign(document.createElement(tag),{nonce},props));' +
      `requestAnimationFrame(()=>setTimeout(()=>{for(const href of ${JSON.stringify(preloads)})add('link',{rel:'modulepreload',href});` +
      `add('script',{type:'module',src:${JSON.stringify(`/${entry.file}`)}})}))}</script>`
    );
  };
  const pageLoaders = new Map<string | undefined, string>();
  const module = (await import(
    pathToFileURL(path.join(distDir, 'server/entry-server.js')).href
  )) as EntryServer;
  return makeRenderer(
    async () => module,
    { staticDir: path.join(distDir, 'client') },
    { head: css + preloadTags(entryChunks, new Set([CLIENT_ENTRY])), body: entryScript },
    (source) => {
      let loader = pageLoaders.get(source);
      if (loader === undefined) {
        loader = pageLoader(source);
        pageLoaders.set(source, loader);
      }
      return { head: css, body: loader };
    },
  );
}

/** Development: Vite compiles on request and hot-reloads; the module is reloaded on every render. */
export function createDevRenderer(vite: ViteDevServer): PageRenderer {
  const head = [
    `<script type="module" src="/@vite/client" ${NONCE}></script>`,
    '<link rel="stylesheet" href="/src/web/styles.css">',
  ].join('');
  const body = `<script type="module" src="/${CLIENT_ENTRY}" ${NONCE}></script>`;
  return makeRenderer(
    () => vite.ssrLoadModule(`/${CLIENT_ENTRY.replace('client', 'server')}`) as Promise<EntryServer>,
    { development: true },
    { head, body },
  );
}
