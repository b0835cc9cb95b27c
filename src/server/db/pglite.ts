import fs from 'node:fs';
import path from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm';
import { NodeFS } from '@electric-sql/pglite/nodefs';
import { forkChild } from '../child-process.ts';

/** The PostgreSQL extensions the migrations create, which PGlite must load: every PGlite opens with them. */
export const pgliteExtensions = { pg_trgm };

type ModuleOptions = Parameters<NodeFS['init']>[1];
type Module = Parameters<NonNullable<ModuleOptions['preRun']>[number]>[0];

/**
 * PGlite's files on disk, owner-only. PostgreSQL's WASM build gives every file it creates mode 0666
 * (pg_control, the WAL and the catalogs, which hold password hashes and two-factor keys), whatever
 * the process's umask: its file system's chmod here keeps the owner's bits only.
 */
class OwnerOnlyNodeFS extends NodeFS {
  override async init(pg: PGlite, options: ModuleOptions) {
    const { emscriptenOpts } = await super.init(pg, options);
    const ownerOnly = (module: Module) => {
      const chmod = module.FS.chmod.bind(module.FS);
      module.FS.chmod = (target: Parameters<typeof chmod>[0], mode: number, dontFollow?: boolean) =>
        chmod(target, mode & 0o700, dontFollow);
    };
    return { emscriptenOpts: { ...emscriptenOpts, preRun: [...(emscriptenOpts.preRun ?? []), ownerOnly] } };
  }
}

/**
 * The embedded database in `dataDir`, as the server runs it. Only db/client.ts opens it, under the
 * data directory's lock (and the child that creates it, for the process holding that lock).
 */
export function openPglite(dataDir: string): Promise<PGlite> {
  return PGlite.create({
    fs: new OwnerOnlyNodeFS(dataDir),
    extensions: pgliteExtensions,
    // PostgreSQL's default 128 MB of shared buffers would all become this process's memory; the
    // embedded database shares one small machine with the server, and the OS caches its files anyway.
    startParams: [...PGlite.defaultStartParams, '-c', 'shared_buffers=16MB'],
  });
}

/**
 * Creates the embedded database in `dataDir` when it holds none yet, in a child process that then
 * exits: PGlite's initdb leaves about 45 MB in malloc's heap that a long-running server would keep
 * (docs/performance.md, memory). Resolves with the child's process id, or undefined when the
 * database was already there.
 */
export async function createPgliteIfMissing(dataDir: string): Promise<number | undefined> {
  if (fs.existsSync(path.join(dataDir, 'PG_VERSION'))) return undefined;
  fs.mkdirSync(dataDir, { recursive: true });
  const child = forkChild(import.meta, 'pglite-create-child', [dataDir]);
  const [code, signal] = await new Promise<[number | null, NodeJS.Signals | null]>((resolve, reject) => {
    child.once('error', reject);
    child.once('exit', (exitCode, exitSignal) => resolve([exitCode, exitSignal]));
  });
  if (code !== 0) {
    throw new Error(`Creating the embedded database in ${dataDir} failed (${signal ?? `exit code ${code}`})`);
  }
  return child.pid;
}
