// `npm start`: build the web app and the server when the build is missing or older than its sources,
// then serve from the bundled server (rolldown.config.ts).
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { ensureBuild, root } from './built-server.ts';

try {
  ensureBuild();
} catch {
  process.exit(1);
}
await import(pathToFileURL(path.join(root, 'dist/service/main.js')).href);
