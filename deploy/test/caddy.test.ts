import fs from 'node:fs';
import http from 'node:http';
import https from 'node:https';
import os from 'node:os';
import path from 'node:path';
import zlib from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { freePort } from '../../test-support/resilience/free-port.ts';
import { deployDir, installed, type Started, startProcess, unitProcess, waitFor } from './deployment.ts';

// The site's name: *.localhost always means this machine, and Caddy's `tls internal` (local_certs)
// signs it with a certificate authority of its own, which the client below trusts.
const DOMAIN = 'nabj.localhost';
const admin = { username: 'chapter-admin', password: 'a long test password' };

let work: string;
let appPort: number;
let httpPort: number;
let httpsPort: number;
let site: Started;
let caddy: Started;
let caddyRoot: string;

interface Answer {
  status: number;
  headers: http.IncomingHttpHeaders;
  body: Buffer;
}

/** One request, from `localAddress` (any 127.x address is this machine), over HTTPS to Caddy unless `port` says otherwise. */
function request(
  pathname: string,
  options: {
    method?: string;
    headers?: Record<string, string>;
    body?: string;
    localAddress?: string;
    port?: number;
    plain?: boolean;
  } = {},
): Promise<Answer> {
  const port = options.port ?? httpsPort;
  const plain = options.plain ?? false;
  return new Promise((resolve, reject) => {
    const call = (plain ? http : https).request(
      {
        host: '127.0.0.1',
        port,
        path: pathname,
        method: options.method ?? 'GET',
        headers: { host: `${DOMAIN}:${port}`, ...options.headers },
        localAddress: options.localAddress,
        agent: false,
        ...(plain ? {} : { servername: DOMAIN, ca: caddyRoot }),
      },
      (response) => {
        const chunks: Buffer[] = [];
        response.on('data', (chunk: Buffer) => chunks.push(chunk));
        response.on('end', () =>
          resolve({ status: response.statusCode!, headers: response.headers, body: Buffer.concat(chunks) }),
        );
      },
    );
    call.on('error', reject);
    call.end(options.body);
  });
}

describe.skipIf(!installed('caddy', 'caddy'))('the site behind Caddy (deploy/Caddyfile)', () => {
  beforeAll(async () => {
    work = fs.mkdtempSync(path.join(os.tmpdir(), 'nabj-caddy-'));
    [appPort, httpPort, httpsPort] = [await freePort(), await freePort(), await freePort()];

    // The app as its unit runs it, behind Caddy at https://nabj.localhost:<port>.
    const { command, args, cwd, env } = unitProcess('nabj-usc.service', {
      DATA_DIR: path.join(work, 'data'),
      BACKUP_DIR: path.join(work, 'backups'),
      PORT: String(appPort),
      PUBLIC_URL: `https://${DOMAIN}:${httpsPort}`,
      SMTP_URL: undefined,
      ADMIN_USERNAME: admin.username,
      ADMIN_PASSWORD: admin.password,
      SEED_DEMO_CONTENT: 'false',
      RATE_LIMIT_NEWSLETTER: '2',
    });
    site = startProcess(command, args, { cwd, env });
    await waitFor(site, async () => (await fetch(`http://127.0.0.1:${appPort}/readyz`)).ok, 'the app');

    // deploy/Caddyfile with the site's domain and the app's port in place, as docs/deploy.md has the
    // operator put the domain; the global options put Caddy on this test's ports with its own CA.
    const caddyfile = fs.readFileSync(path.join(deployDir, 'Caddyfile'), 'utf8');
    expect(caddyfile.match(/^news\.example\.org \{$|127\.0\.0\.1:3000/gm)).toEqual([
      'news.example.org {',
      '127.0.0.1:3000',
    ]);
    const config = path.join(work, 'Caddyfile');
    fs.writeFileSync(
      config,
      `{\n\tadmin off\n\thttp_port ${httpPort}\n\thttps_port ${httpsPort}\n\tdefault_bind 127.0.0.1\n\tlocal_certs\n\tskip_install_trust\n}\n${caddyfile
        .replace('news.example.org {', `${DOMAIN} {`)
        .replace('127.0.0.1:3000', `127.0.0.1:${appPort}`)}`,
    );
    caddy = startProcess('caddy', ['run', '--adapter', 'caddyfile', '--config', config], {
      env: { PATH: process.env.PATH, HOME: work, XDG_DATA_HOME: work, XDG_CONFIG_HOME: work },
    });
    const rootCertificate = path.join(work, 'caddy/pki/authorities/local/root.crt');
    await waitFor(
      caddy,
      async () => {
        if (!fs.existsSync(rootCertificate)) return false;
        caddyRoot = fs.readFileSync(rootCertificate, 'utf8');
        return (await request('/readyz')).status === 200;
      },
      'Caddy',
    );
  }, 120_000);

  afterAll(async () => {
    await caddy?.stop();
    await site?.stop();
    if (work) fs.rmSync(work, { recursive: true, force: true });
  });

  it('answers over HTTPS, with HSTS', async () => {
    const home = await request('/');
    expect(home.status).toBe(200);
    expect(home.headers['strict-transport-security']).toBe('max-age=31536000');
  });

  it('redirects http:// to https://', async () => {
    const answer = await request('/events?month=5', { port: httpPort, plain: true });
    expect(answer.status).toBe(308);
    // To the standard port (443), where Caddy listens on a server; here it listens on another.
    expect(answer.headers.location).toMatch(
      new RegExp(`^https://${DOMAIN}(:${httpsPort})?/events\\?month=5$`),
    );
  });

  it('sets the session cookie Secure', async () => {
    const signIn = await request('/api/admin/login', {
      method: 'POST',
      headers: { 'content-type': 'application/json', origin: `https://${DOMAIN}:${httpsPort}` },
      body: JSON.stringify(admin),
    });
    expect(signIn.status).toBe(200);
    const cookies = signIn.headers['set-cookie'] ?? [];
    expect(cookies.length).toBeGreaterThan(0);
    for (const cookie of cookies) expect(cookie).toMatch(/;\s*Secure/i);
  });

  it('passes on the client’s own address, so a per-address limit stops that client only', async () => {
    const subscribe = (localAddress: string, email: string, headers: Record<string, string> = {}) =>
      request('/api/newsletter/subscribe', {
        method: 'POST',
        localAddress,
        headers: { 'content-type': 'application/json', ...headers },
        body: JSON.stringify({ email }),
      });
    // RATE_LIMIT_NEWSLETTER=2: a third sign-up from 127.0.0.2 within 10 minutes is refused...
    expect((await subscribe('127.0.0.2', 'one@example.org')).status).toBeLessThan(300);
    expect((await subscribe('127.0.0.2', 'two@example.org')).status).toBeLessThan(300);
    expect((await subscribe('127.0.0.2', 'three@example.org')).status).toBe(429);
    // ...also when it claims to be someone else: Caddy replaces X-Forwarded-For, not appends to it...
    expect(
      (await subscribe('127.0.0.2', 'four@example.org', { 'x-forwarded-for': '127.0.0.9' })).status,
    ).toBe(429);
    // ...while another reader, behind the same Caddy, signs up.
    expect((await subscribe('127.0.0.3', 'five@example.org')).status).toBeLessThan(300);
  });

  it('sends pages compressed once, by the app, and fingerprinted assets with a year of caching', async () => {
    const acceptEncoding = { 'accept-encoding': 'br, gzip' };
    for (const attempt of ['rendered', 'cached']) {
      const page = await request('/', { headers: acceptEncoding });
      const direct = await request('/', { headers: acceptEncoding, port: appPort, plain: true });
      expect(page.headers['content-encoding'], attempt).toBe(direct.headers['content-encoding']);
      expect(['br', 'gzip']).toContain(page.headers['content-encoding']);
      const decode = page.headers['content-encoding'] === 'br' ? zlib.brotliDecompressSync : zlib.gunzipSync;
      expect(decode(page.body).toString('utf8')).toMatch(/^<!doctype html>/i);
    }
    const script = /\/assets\/[^"]+\.js/.exec((await request('/')).body.toString('utf8'))?.[0];
    expect(script).toBeDefined();
    const asset = await request(script!);
    expect(asset.status).toBe(200);
    expect(asset.headers['cache-control']).toBe('public, max-age=31536000, immutable');
  });
});
