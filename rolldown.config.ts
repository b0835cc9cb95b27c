import { defineConfig } from 'rolldown';

/**
 * The server as `npm start` runs it: src/server/main.ts and its modules in one JavaScript file,
 * dist/service/main.js (docs/performance.md, memory). Node then strips no types at start, and
 * drizzle-orm, whose hundreds of `export *` modules cost Node's loader tens of MB to link, comes
 * flattened. Other packages stay in node_modules: native ones (sharp, argon2) and PGlite's files
 * are found there, and a package loaded only when needed (the AWS SDK) stays unloaded. Images are
 * made, and a new embedded database created, in processes of their own (src/server/child-process.ts
 * finds their entries by name beside main.js).
 */
const bundledPackages = ['drizzle-orm'];
const isPackage = (id: string) => !id.startsWith('.') && !id.startsWith('/') && !id.startsWith('\0');

export default defineConfig({
  input: {
    main: 'src/server/main.ts',
    'image-child': 'src/server/modules/uploads/image-child.ts',
    'pglite-create-child': 'src/server/db/pglite-create-child.ts',
  },
  platform: 'node',
  external: (id) =>
    isPackage(id) && !bundledPackages.some((name) => id === name || id.startsWith(`${name}/`)),
  output: {
    dir: 'dist/service',
    format: 'esm',
    entryFileNames: '[name].js',
    cleanDir: true,
    sourcemap: true,
  },
});
