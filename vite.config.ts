import tailwindcss from '@tailwindcss/vite';
import react from '@vitejs/plugin-react';
import { type BuildOptions, defineConfig } from 'vite';

// Libraries mark their modules "use client" for React Server Components, which this site does not use.
const onwarn: NonNullable<BuildOptions['rolldownOptions']>['onwarn'] = (warning, warn) => {
  if (warning.code !== 'MODULE_LEVEL_DIRECTIVE') warn(warning);
};

export default defineConfig(({ isSsrBuild }) => ({
  plugins: [react(), tailwindcss()],
  build: isSsrBuild
    ? {
        outDir: 'dist/server',
        emptyOutDir: true,
        target: 'node22',
        rolldownOptions: { onwarn },
      }
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
  // The server build carries its libraries, as the service bundle does (rolldown.config.ts), and only
  // their production code: the built server is production (main.ts).
  ...(isSsrBuild && {
    ssr: { noExternal: true },
    define: { 'process.env.NODE_ENV': JSON.stringify('production') },
  }),
}));
