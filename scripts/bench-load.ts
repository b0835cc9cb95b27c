// `npm run bench:load`: 50 clients at once for 60 s (LOAD_SECONDS, LOAD_CLIENTS to change) against the
// real server on a fresh data directory with the demo content: readers (pages and API reads), voters
// (poll votes, each a new visitor) and subscribers (sign-ups with unique addresses). Afterwards: no 5xx,
// the poll's total equals the votes answered 2xx, the subscriber rows equal the sign-ups answered 2xx.
// Rate limits are raised for the run (one address sends everything); any 429 is counted apart.
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { sql } from 'drizzle-orm';
import { openDatabase } from '../src/server/db/client.ts';
import { freePort } from '../test-support/resilience/free-port.ts';
import { startServerProcess } from '../test-support/resilience/server-process.ts';

const seconds = Number(process.env.LOAD_SECONDS ?? 60);
const clients = Number(process.env.LOAD_CLIENTS ?? 50);

type Kind = 'reader' | 'voter' | 'subscriber';
interface Tally {
  requests: number;
  ok: number;
  limited: number;
  clientErrors: number;
  serverErrors: number;
  failed: number;
  latencies: number[];
}
const tally = (): Tally => ({
  requests: 0,
  ok: 0,
  limited: 0,
  clientErrors: 0,
  serverErrors: 0,
  failed: 0,
  latencies: [],
});
const tallies: Record<Kind, Tally> = { reader: tally(), voter: tally(), subscriber: tally() };

const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'nabj-bench-load-'));
const server = await startServerProcess({
  port: await freePort(),
  dataDir,
  seedDemoContent: true,
  env: { RATE_LIMIT_NEWSLETTER: '1000000', RATE_LIMIT_POLL_VOTES: '1000000' },
});
console.log(
  `server ready in ${Math.round(server.startMs)} ms on ${server.url}; ${clients} clients for ${seconds} s`,
);

const poll = (await (await fetch(`${server.url}/api/polls/active`)).json()) as {
  id: number;
  options: { id: number }[];
  totalVotes: number;
};
const articles = (await (await fetch(`${server.url}/api/articles?limit=20`)).json()) as { id: number }[];
const readerPaths = [
  '/',
  '/writing',
  '/nabj-tv',
  '/graphics',
  '/just-for-fun',
  ...articles.slice(0, 5).map((article) => `/article/${article.id}`),
  '/api/articles',
  '/api/articles/featured',
  '/api/events/upcoming',
  '/api/polls/active',
  '/api/broadcast',
  ...articles.slice(0, 5).map((article) => `/api/articles/${article.id}`),
];

async function request(kind: Kind, url: string, init?: RequestInit): Promise<void> {
  const t = tallies[kind];
  const started = performance.now();
  t.requests++;
  try {
    const response = await fetch(url, init);
    await response.arrayBuffer();
    t.latencies.push(performance.now() - started);
    if (response.status === 429) t.limited++;
    else if (response.status >= 500) t.serverErrors++;
    else if (response.status >= 400) t.clientErrors++;
    else t.ok++;
  } catch {
    t.failed++;
  }
}

// Most traffic is reading: of every 20 clients, 14 read, 3 vote and 3 sign up, spread so that a
// small LOAD_CLIENTS still has some of each.
const MIX: Kind[] = [
  'reader',
  'voter',
  'subscriber',
  'reader',
  'reader',
  'reader',
  'voter',
  'reader',
  'subscriber',
  'reader',
];
MIX.push(
  'reader',
  'voter',
  'reader',
  'reader',
  'subscriber',
  'reader',
  'reader',
  'reader',
  'reader',
  'reader',
);
const deadline = Date.now() + seconds * 1000;
let signUps = 0;
async function client(n: number): Promise<void> {
  const kind = MIX[n % MIX.length]!;
  for (let i = 0; Date.now() < deadline; i++) {
    if (kind === 'reader') {
      await request(kind, `${server.url}${readerPaths[(n + i) % readerPaths.length]}`);
    } else if (kind === 'voter') {
      const option = poll.options[(n + i) % poll.options.length]!;
      await request(kind, `${server.url}/api/polls/vote`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ pollId: poll.id, optionId: option.id }),
      });
    } else {
      await request(kind, `${server.url}/api/newsletter/subscribe`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ email: `load-${n}-${i}-${++signUps}@example.org` }),
      });
    }
  }
}
const started = performance.now();
await Promise.all(Array.from({ length: clients }, (_, n) => client(n)));
const elapsed = (performance.now() - started) / 1000;

const after = (await (await fetch(`${server.url}/api/polls/active`)).json()) as { totalVotes: number };
await server.kill('SIGTERM');
const database = await openDatabase({ dataDir: path.join(dataDir, 'db') });
const [row] = (
  (await database.db.execute(
    sql`select count(*)::int as n from newsletter_subscriptions where email like 'load-%'`,
  )) as unknown as { rows: { n: number }[] }
).rows;
await database.close();
fs.rmSync(dataDir, { recursive: true, force: true });

const percentile = (values: number[], p: number) => {
  const sorted = [...values].sort((a, b) => a - b);
  return Math.round(sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))] ?? 0);
};
let total = 0;
for (const [kind, t] of Object.entries(tallies)) {
  total += t.requests;
  console.log(
    `${kind.padEnd(10)} ${t.requests} requests (${(t.requests / elapsed).toFixed(0)}/s): ${t.ok} 2xx/3xx, ${t.limited} 429, ${t.clientErrors} other 4xx, ${t.serverErrors} 5xx, ${t.failed} failed; latency p50 ${percentile(t.latencies, 50)} ms, p95 ${percentile(t.latencies, 95)} ms, p99 ${percentile(t.latencies, 99)} ms`,
  );
}
const votes = after.totalVotes - poll.totalVotes;
const subscribers = row?.n ?? 0;
console.log(`all        ${total} requests in ${elapsed.toFixed(1)} s (${(total / elapsed).toFixed(0)}/s)`);
console.log(`poll total grew by ${votes}; votes answered 2xx: ${tallies.voter.ok}`);
console.log(`subscriber rows: ${subscribers}; sign-ups answered 2xx: ${tallies.subscriber.ok}`);

const serverErrors = Object.values(tallies).reduce((sum, t) => sum + t.serverErrors + t.failed, 0);
const problems = [
  serverErrors > 0 && `${serverErrors} answers were 5xx or failed`,
  votes !== tallies.voter.ok && 'the poll total does not match the votes answered 2xx',
  subscribers !== tallies.subscriber.ok && 'the subscriber count does not match the sign-ups answered 2xx',
].filter(Boolean);
if (problems.length > 0) {
  console.log(`FAILED: ${problems.join('; ')}`);
  process.exit(1);
}
console.log('OK: no 5xx, every acknowledged vote and sign-up counted once');
