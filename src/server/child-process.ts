import { type ChildProcess, type ForkOptions, fork } from 'node:child_process';
import path from 'node:path';

/**
 * What a child process needs of the server's environment: the paths, the language, the memory
 * settings and libvips' own (VIPS_…). None of the server's secrets.
 */
function childEnvironment(): NodeJS.ProcessEnv {
  return Object.fromEntries(
    Object.entries(process.env).filter(
      ([name]) => ['PATH', 'TMPDIR', 'LANG'].includes(name) || /^(MALLOC_|VIPS_)/.test(name),
    ),
  );
}

/**
 * Starts the child process whose entry `name` sits beside the calling module (`caller` is its
 * import.meta): name.ts in the sources, name.js beside the bundled server in dist/service/, where
 * rolldown.config.ts names each entry so. No inherited Node options (a test runner's or an
 * inspector's), and only the environment above.
 */
export function forkChild(
  caller: ImportMeta,
  name: string,
  args: string[] = [],
  options: Pick<ForkOptions, 'serialization'> = {},
): ChildProcess {
  const entry = path.join(caller.dirname, `${name}${path.extname(caller.filename)}`);
  return fork(entry, args, { ...options, execArgv: [], env: childEnvironment(), stdio: 'inherit' });
}
