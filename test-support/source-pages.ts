import { fileURLToPath } from 'node:url';
import { createServer } from 'vite';
import { createDevRenderer } from '../src/server/ssr/page-renderer.ts';

/**
 * The pages rendered from the sources as `npm run dev` does, so a test needs no build; no watcher or
 * hot-reload socket. Vite compiles the web app on its first render: done here, in the caller's
 * beforeAll, where there is time for it. Close `vite` after the tests.
 */
export async function startSourcePages() {
  const vite = await createServer({
    root: fileURLToPath(new URL('..', import.meta.url)),
    server: { middlewareMode: true, hmr: false, watch: null },
    appType: 'custom',
    logLevel: 'silent',
  });
  await vite.ssrLoadModule('/src/web/entry-server.tsx');
  return { vite, pages: createDevRenderer(vite) };
}
