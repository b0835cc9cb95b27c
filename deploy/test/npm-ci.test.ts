import { spawnSync } from 'node:child_process';
import path from 'node:path';
import { describe, expect, it } from 'vitest';

const root = path.resolve(import.meta.dirname, '../..');

describe('the lock file', () => {
  // `git pull && npm ci` is the upgrade step (docs/deploy.md): it refuses a lock that disagrees with
  // package.json, and, with --strict-peer-deps, one whose packages disagree with their peers.
  it('is what `npm ci --strict-peer-deps` installs from, as package.json stands', () => {
    const result = spawnSync(
      'npm',
      ['ci', '--dry-run', '--strict-peer-deps', '--ignore-scripts', '--offline', '--no-audit', '--no-fund'],
      { cwd: root, encoding: 'utf8' },
    );
    const errors = result.stderr
      .split('\n')
      .filter((line) => line.startsWith('npm error'))
      .join('\n');
    expect(errors, 'run `npm install --package-lock-only` and commit package-lock.json').toBe('');
    expect(result.status).toBe(0);
  });
});
