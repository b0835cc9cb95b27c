import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, inject, it } from 'vitest';
import { repairDataDirModes } from './data-dir.ts';

const work = fs.mkdtempSync(path.join(os.tmpdir(), 'nabj-data-dir-'));
afterAll(() => fs.rmSync(work, { recursive: true, force: true }));

const modeOf = (target: string) => fs.lstatSync(target).mode & 0o777;

// Files only, whichever database the tests run on: once is enough.
describe.skipIf(inject('goldenDatabase').kind !== 'pglite')('repairing DATA_DIR', () => {
  it('takes group and other bits off every file and folder below it, and leaves what links point to', () => {
    const dataDir = path.join(work, 'data');
    fs.mkdirSync(path.join(dataDir, 'db/base/1'), { recursive: true });
    fs.mkdirSync(path.join(dataDir, 'uploads'));
    fs.writeFileSync(path.join(dataDir, 'db/base/1/1259'), 'catalog');
    fs.writeFileSync(path.join(dataDir, 'uploads/cover.jpg'), 'picture');
    fs.writeFileSync(path.join(dataDir, 'already.txt'), 'fine', { mode: 0o600 });
    const outside = path.join(work, 'outside.txt');
    fs.writeFileSync(outside, 'not ours');
    fs.symlinkSync(outside, path.join(dataDir, 'link'));
    fs.chmodSync(path.join(dataDir, 'db/base/1/1259'), 0o666);
    fs.chmodSync(path.join(dataDir, 'uploads/cover.jpg'), 0o644);
    fs.chmodSync(outside, 0o644);
    for (const folder of ['', 'db', 'db/base', 'db/base/1', 'uploads'])
      fs.chmodSync(path.join(dataDir, folder), 0o755);

    const result = repairDataDirModes(dataDir);

    expect(result).toEqual({ checked: 8, repaired: 7, failed: [] });
    for (const target of ['', 'db', 'db/base', 'db/base/1', 'uploads'])
      expect(modeOf(path.join(dataDir, target)), target).toBe(0o700);
    for (const target of ['db/base/1/1259', 'uploads/cover.jpg', 'already.txt'])
      expect(modeOf(path.join(dataDir, target)), target).toBe(0o600);
    expect(modeOf(outside)).toBe(0o644);
    expect(repairDataDirModes(dataDir).repaired).toBe(0);
  });

  it('creates a missing DATA_DIR owner-only', () => {
    const dataDir = path.join(work, 'new', 'data');
    expect(repairDataDirModes(dataDir)).toEqual({ checked: 1, repaired: 0, failed: [] });
    expect(modeOf(dataDir)).toBe(0o700);
  });
});
