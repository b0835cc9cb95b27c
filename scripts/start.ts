// `npm start`: build the web app and the server when the build is missing or older than its sources,
// then serve from the bundled server (rolldown.config.ts).
import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { pathToFileURL } from 'node:url';

const root = path.resolve(import.meta.dirname, '..');
const builtMarker = path.join(root, 'dist/service/main.js');
const sources = ['src', 'public', 'vite.config.ts', 'rolldown.config.ts', 'package-lock.json'];

function newestChange(target: string): number {
  const stat = fs.statSync(target, { throwIfNoEntry: false });
  if (!stat) return 0;
  if (!stat.isDirectory()) return stat.mtimeMs;
  return Math.max(
    stat.mtimeMs,
    ...fs.readdirSync(target).map((entry) => newestChange(path.join(target, entry))),
  );
}

const builtAt = fs.statSync(builtMarker, { throwIfNoEntry: false })?.mtimeMs ?? 0;
if (
  !fs.existsSync(path.join(root, 'dist/client/.vite/manifest.json')) ||
  sources.some((s) => newestChange(path.join(root, s)) > builtAt)
) {
  console.log('Building the web app and the server…');
  const build = spawnSync('npm', ['run', 'build'], { cwd: root, stdio: 'inherit' });
  if (build.status !== 0) process.exit(build.status ?? 1);
}

await import(pathToFileURL(builtMarker).href);
