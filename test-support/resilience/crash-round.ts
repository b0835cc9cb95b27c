import path from 'node:path';
import { sql } from 'drizzle-orm';
import { openDatabase } from '../../src/server/db/client.ts';
import { type ServerOptions, signIn, startServerProcess } from './server-process.ts';

export interface CrashRound {
  /** Writes answered 2xx before the kill. */
  acknowledged: number;
  /** Of those, how many are missing after the restart: must be 0. */
  lost: number;
  /** From spawning the killed server's successor until it answered /readyz. */
  restartMs: number;
}

const WORKERS = 8;

/**
 * One crash: a burst of writes (stories by an admin, newsletter sign-ups by readers) from several
 * clients at once, SIGKILL in the middle of it, a restart on the same data, and a count of the
 * acknowledged writes that did not survive. A write is acknowledged once its 2xx answer arrived.
 */
export async function crashRound(options: ServerOptions, round: number): Promise<CrashRound> {
  const first = await startServerProcess(options);
  const cookie = await signIn(first.url);
  const articleIds: number[] = [];
  const emails: string[] = [];
  let killed = false;

  const worker = async (n: number) => {
    for (let i = 0; !killed; i++) {
      try {
        if (i % 2 === 0) {
          const response = await fetch(`${first.url}/api/admin/articles`, {
            method: 'POST',
            headers: { 'content-type': 'application/json', cookie },
            body: JSON.stringify({
              title: `Crash ${round}.${n}.${i}`,
              excerpt: 'e',
              content: '<p>c</p>',
              author: 'Crash Test',
              imageUrl: '/uploads/a.png',
            }),
          });
          if (response.ok) articleIds.push(((await response.json()) as { id: number }).id);
        } else {
          const email = `crash-${round}-${n}-${i}-${crypto.randomUUID().slice(0, 8)}@example.org`;
          const response = await fetch(`${first.url}/api/newsletter/subscribe`, {
            method: 'POST',
            headers: { 'content-type': 'application/json' },
            body: JSON.stringify({ email }),
          });
          if (response.ok) emails.push(email);
        }
      } catch {
        return; // The server is gone: what was in flight was never acknowledged.
      }
    }
  };
  const workers = Array.from({ length: WORKERS }, (_, n) => worker(n));
  // Kill once writes are flowing, at a moment that varies from round to round.
  while (articleIds.length + emails.length < 20) await new Promise((resolve) => setTimeout(resolve, 5));
  await new Promise((resolve) => setTimeout(resolve, 100 + Math.random() * 400));
  killed = true;
  await first.kill('SIGKILL');
  await Promise.all(workers);

  const second = await startServerProcess(options).catch((error: Error) => {
    throw new Error(`the server did not start again after SIGKILL: ${error.message}`);
  });
  // The restarted server serves with the data it found (sign-in reads and writes the database).
  try {
    await signIn(second.url).catch((error: Error) => {
      throw new Error(`${error.message}\nafter the restart; the server said:\n${second.output()}`);
    });
  } finally {
    await second.kill('SIGTERM');
  }

  const database = await openDatabase(
    options.databaseUrl ? { url: options.databaseUrl } : { dataDir: path.join(options.dataDir, 'db') },
  );
  try {
    const rows = async (query: ReturnType<typeof sql>) =>
      ((await database.db.execute(query)) as unknown as { rows: { value: string }[] }).rows.map(
        (row) => row.value,
      );
    const storedIds = new Set(await rows(sql`select id::text as value from articles`));
    const storedEmails = new Set(await rows(sql`select email as value from newsletter_subscriptions`));
    const lost =
      articleIds.filter((id) => !storedIds.has(String(id))).length +
      emails.filter((email) => !storedEmails.has(email)).length;
    return { acknowledged: articleIds.length + emails.length, lost, restartMs: second.startMs };
  } finally {
    await database.close();
  }
}
