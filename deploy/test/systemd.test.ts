import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startEnv, startOptions } from '../../scripts/built-server.ts';
import { archivesIn } from '../../src/server/backup/backup-files.ts';
import { freePort } from '../../test-support/resilience/free-port.ts';
import {
  deployDir,
  INSTALL_DIR,
  installed,
  readEnvironmentFile,
  readUnit,
  repoRoot,
  type Started,
  sandboxedUnitProcess,
  startProcess,
  unitProcess,
  waitFor,
} from './deployment.ts';

const UNITS = ['nabj-usc.service', 'nabj-usc-backup.service', 'nabj-usc-backup.timer'];
const SERVICES = ['nabj-usc.service', 'nabj-usc-backup.service'];
const siteSettings = readEnvironmentFile(path.join(deployDir, 'nabj-usc.env'));

describe.skipIf(!installed('systemd-analyze', 'systemd'))('the systemd units', () => {
  it('pass `systemd-analyze verify`, with the sandbox drop-in in place, without a warning', () => {
    // The files where docs/deploy.md installs them, under a root of their own beside the system's units.
    const root = fs.mkdtempSync(path.join(os.tmpdir(), 'nabj-systemd-'));
    const units = path.join(root, 'etc/systemd/system');
    for (const unit of UNITS) fs.cpSync(path.join(deployDir, unit), path.join(units, unit));
    for (const service of SERVICES) {
      fs.cpSync(path.join(deployDir, 'sandbox.conf'), path.join(units, `${service}.d/sandbox.conf`));
    }
    fs.cpSync(path.join(deployDir, 'nabj-usc.env'), path.join(root, 'etc/nabj-usc/nabj-usc.env'));
    fs.cpSync('/usr/lib/systemd/system', path.join(root, 'usr/lib/systemd/system'), { recursive: true });
    // verify checks that ExecStart's program is there and executable (the real one is 120 MB).
    const node = path.join(root, INSTALL_DIR, 'node_modules/.bin/node');
    fs.mkdirSync(path.dirname(node), { recursive: true });
    fs.writeFileSync(node, '#!/bin/sh\n', { mode: 0o755 });

    const result = spawnSync(
      'systemd-analyze',
      ['verify', `--root=${root}`, ...UNITS.map((unit) => path.join(units, unit))],
      { encoding: 'utf8' },
    );
    fs.rmSync(root, { recursive: true, force: true });
    expect(result.stderr + result.stdout).toBe('');
    expect(result.status).toBe(0);
  });
});

describe('the service unit', () => {
  it('runs what `npm start` runs, with its environment and Node options', () => {
    const unit = readUnit('nabj-usc.service');
    const [program, ...options] = unit.get('Service.ExecStart')![0]!.split(/\s+/);
    expect(program).toBe(`${INSTALL_DIR}/node_modules/.bin/node`);
    expect(options).toEqual([...startOptions, 'dist/service/main.js']);
    expect(unit.get('Service.Environment')!.join(' ').split(/\s+/).sort()).toEqual(
      Object.entries(startEnv)
        .map(([name, value]) => `${name}=${value}`)
        .sort(),
    );
  });

  it('gives DATA_DIR and BACKUP_DIR to systemd to make, owner-only', () => {
    const site = readUnit('nabj-usc.service');
    const backup = readUnit('nabj-usc-backup.service');
    expect(siteSettings.DATA_DIR).toBe(`/var/lib/${site.get('Service.StateDirectory')}`);
    expect(backup.get('Service.StateDirectory')).toEqual(['nabj-usc nabj-usc-backups']);
    expect(siteSettings.BACKUP_DIR).toBe('/var/lib/nabj-usc-backups');
    for (const unit of [site, backup]) {
      expect(unit.get('Service.StateDirectoryMode')).toEqual(['0700']);
      expect(unit.get('Service.UMask')).toEqual(['0077']);
    }
    expect(siteSettings).toMatchObject({ HOST: '127.0.0.1', PORT: '3000', TRUST_PROXY: 'true' });
  });
});

describe.skipIf(!installed('unshare', 'util-linux'))(
  'the units’ command lines, run here in their sandbox',
  () => {
    let work: string;
    let port: number;
    let site: Started;
    const folders = () => ({ dataDir: path.join(work, 'data'), backupDir: path.join(work, 'backups') });
    // The settings file as it is (DATA_DIR=/var/lib/nabj-usc…), but for this test's port and no SMTP.
    const changes = () => ({
      PORT: String(port),
      PUBLIC_URL: `http://127.0.0.1:${port}`,
      SMTP_URL: undefined,
    });

    beforeAll(async () => {
      work = fs.mkdtempSync(path.join(os.tmpdir(), 'nabj-unit-'));
      for (const folder of Object.values(folders())) fs.mkdirSync(folder, { mode: 0o700 });
      port = await freePort();
      const { command, args, cwd, env } = sandboxedUnitProcess('nabj-usc.service', folders(), changes());
      site = startProcess(command, args, { cwd, env });
      // The first start makes the demo chapter: pictures drawn in child processes, written to DATA_DIR.
      await waitFor(
        site,
        async () => (await fetch(`http://127.0.0.1:${port}/readyz`)).ok,
        'the service',
        180_000,
      );
    }, 240_000);
    afterAll(async () => {
      await site?.stop();
      fs.rmSync(work, { recursive: true, force: true });
    });

    it('serve the site from the service’s, writing only to DATA_DIR', async () => {
      const home = await fetch(`http://127.0.0.1:${port}/`);
      expect(home.status).toBe(200);
      const html = await home.text();
      expect(html).toMatch(/^<!doctype html>/i);
      const picture = /\/uploads\/[\w.-]+\.(?:webp|jpe?g)/.exec(html)?.[0];
      expect(picture, 'a demo picture on the home page').toBeDefined();
      expect((await fetch(`http://127.0.0.1:${port}${picture}`)).status).toBe(200);
      expect(site.output()).toContain(`Sign in at http://127.0.0.1:${port}/admin/login`);
      expect(site.output()).not.toMatch(/EROFS|EACCES|EPERM/);
      expect(fs.readdirSync(path.join(work, 'data')).sort()).toEqual(
        expect.arrayContaining(['db', 'uploads']),
      );
    });

    it('make an archive with the backup service’s, through the running server, keeping 14', async () => {
      const { program, cwd, env } = unitProcess('nabj-usc-backup.service', changes());
      expect(program.slice(1)).toEqual(['scripts/backup.ts', '--keep', '14']);
      const sandboxed = sandboxedUnitProcess('nabj-usc-backup.service', folders(), changes());
      const backup = spawnSync(sandboxed.command, sandboxed.args, { cwd, env, encoding: 'utf8' });
      expect(backup.stderr).toBe('');
      expect(backup.stdout).toContain('The server is running: it writes the backup.');
      expect(archivesIn(path.join(work, 'backups'))).toHaveLength(1);
    }, 60_000);

    it('make an archive with the cron line’s, as /bin/sh runs it', () => {
      const line = fs
        .readFileSync(path.join(deployDir, 'nabj-usc-backup.cron'), 'utf8')
        .split('\n')
        .find((text) => /^\d/.test(text))!;
      const [minute, hour, , , , user, ...command] = line.split(' ');
      expect([minute, hour, user]).toEqual(['15', '3', 'nabj']);
      // The settings file where the cron line reads it, with this test's own paths.
      const envFile = path.join(work, 'nabj-usc.env');
      const settings = {
        ...siteSettings,
        ...changes(),
        DATA_DIR: folders().dataDir,
        BACKUP_DIR: path.join(work, 'cron-backups'),
      };
      fs.writeFileSync(
        envFile,
        Object.entries(settings)
          .filter(([, value]) => value !== undefined)
          .map(([name, value]) => `${name}='${value}'\n`)
          .join(''),
      );
      const script = command
        .join(' ')
        .replaceAll(INSTALL_DIR, repoRoot)
        .replace('/etc/nabj-usc/nabj-usc.env', envFile);
      // cron's own PATH.
      const result = spawnSync('/bin/sh', ['-c', script], {
        encoding: 'utf8',
        env: { PATH: '/usr/bin:/bin' },
      });
      expect(result.status).toBe(0);
      const [archive] = archivesIn(path.join(work, 'cron-backups'));
      expect(fs.statSync(path.join(work, 'cron-backups', archive!)).mode & 0o777).toBe(0o600);
    }, 60_000);
  },
);
