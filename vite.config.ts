import tailwindcss from '@tailwindcss/vite';
import { type Alias, type BuildOptions, defineConfig } from 'vite';

/**
 * The site is written against React's API and runs on Preact (docs/decisions/004): the same
 * components, a tenth of the JavaScript. Every import of React, ours or a library's, resolves to
 * Preact's compatibility layer; Vitest uses the same table so tests render what ships.
 */
export const reactToPreact: Alias[] = [
  { find: /^react$/, replacement: 'preact/compat' },
  { find: /^react-dom$/, replacement: 'preact/compat' },
  { find: /^react-dom\/client$/, replacement: 'preact/compat/client' },
  { find: /^react-dom\/server$/, replacement: 'preact/compat/server' },
  { find: /^react\/jsx-runtime$/, replacement: 'preact/jsx-runtime' },
  { find: /^react\/jsx-dev-runtime$/, replacement: 'preact/jsx-dev-runtime' },
  // React 17's polyfill of a hook Preact has; it is CommonJS, which the development server cannot run.
  { find: /^use-sync-external-store\/shim(\/index\.js)?$/, replacement: 'preact/compat' },
];

// Libraries mark their modules "use client" for React Server Components, which this site does not use.
const onwarn: NonNullable<BuildOptions['rolldownOptions']>['onwarn'] = (warning, warn) => {
  if (warning.code !== 'MODULE_LEVEL_DIRECTIVE') warn(warning);
};

export default defineConfig(({ isSsrBuild }) => ({
  plugins: [tailwindcss()],
  resolve: { alias: reactToPreact },
  // Libraries that import React are bundled into the server build too, so the table above reaches
  // their imports (left external, Node would load the real React beside Preact).
  // The development server pre-bundles the large ones once, as it does for the browser.
  ssr: {
    noExternal: true,
    optimizeDeps: {
      include: [
        'preact',
        'preact/hooks',
        'preact/compat',
        'preact/compat/server',
        'preact/jsx-runtime',
        '@tanstack/react-query',
        'wouter',
        'radix-ui',
        'lucide-react',
      ],
    },
  },
  build: isSsrBuild
    ? { outDir: 'dist/server', emptyOutDir: true, target: 'node22', rolldownOptions: { onwarn } }
    : {
        outDir: 'dist/client',
        emptyOutDir: true,
        manifest: true,
        rolldownOptions: {
          input: 'src/web/entry-client.tsx',
          onwarn,
          // Everything every page needs in one file; each page, and the admin app, in chunks of their
          // own. (Left alone, every module the pages share with the admin app becomes its own file.)
          output: { codeSplitting: { groups: [{ name: 'site', tags: ['$initial'] }] } },
        },
      },
}));
