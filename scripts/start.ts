// `npm start`: build the web app when the build is missing or older than its sources, then serve.
import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';

const root = path.resolve(import.meta.dirname, '..');
const builtMarker = path.join(root, 'dist/server/entry-server.js');
const sources = ['src/web', 'src/contracts', 'public', 'vite.config.ts', 'package-lock.json'];

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
  console.log('Building the web app…');
  const build = spawnSync('npm', ['run', 'build'], { cwd: root, stdio: 'inherit' });
  if (build.status !== 0) process.exit(build.status ?? 1);
}

await import('../src/server/main.ts');
