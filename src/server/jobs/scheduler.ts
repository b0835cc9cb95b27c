import type { FastifyBaseLogger } from 'fastify';
import type { Database } from '../db/client.ts';
import type { Mailer } from '../mail/mailer.ts';
import { runWeeklyDigest } from '../modules/newsletter/newsletter-delivery.service.ts';
import { announceNewContent, type PushPost } from '../modules/push/push.service.ts';
import { serialJob } from './serial-job.ts';

export interface Scheduler {
  /** Runs the jobs now (after an admin write), or once more right after the run in progress. */
  kick(): void;
  stop(): Promise<void>;
}

/**
 * The in-process scheduler (ARCHITECTURE.md): every minute, the weekly newsletter if it is due and
 * the push announcement of newly public content. The two run independently, so a send that takes an
 * hour never holds back a push. Each job claims its work in the database first, so any number of
 * instances may run this side by side.
 */
export function startScheduler({
  db,
  mailer,
  publicUrl,
  pushPost,
  log,
  intervalMs = 60_000,
}: {
  db: Database;
  mailer: Mailer;
  publicUrl: string;
  pushPost: PushPost;
  log: FastifyBaseLogger;
  intervalMs?: number;
}): Scheduler {
  const digest = serialJob(async () => {
    try {
      const result = await runWeeklyDigest(db, mailer, { publicUrl });
      if (result.outcome === 'sent' || result.outcome === 'skipped')
        log.info({ digest: result }, 'newsletter issue done');
    } catch (error) {
      log.error({ err: error }, 'newsletter job failed');
    }
  });
  const push = serialJob(async () => {
    try {
      await announceNewContent(db, pushPost, { log: (message, error) => log.warn({ err: error }, message) });
    } catch (error) {
      log.error({ err: error }, 'push job failed');
    }
  });
  const tick = () => {
    digest.tick();
    push.tick();
  };

  const timer = setInterval(tick, intervalMs);
  timer.unref();
  tick();
  return {
    kick: tick,
    async stop() {
      clearInterval(timer);
      await Promise.all([digest.stop(), push.stop()]);
    },
  };
}
