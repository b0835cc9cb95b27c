import path from 'node:path';

/**
 * The project's folder, where dist/ and drizzle/ are: two levels up from this file in src/server/,
 * and from the bundled server in dist/service/ that `npm start` runs (rolldown.config.ts).
 */
export const rootDir = path.resolve(import.meta.dirname, '../..');
