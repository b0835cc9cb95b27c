import { randomUUID } from 'node:crypto';
import { mkdir, writeFile } from 'node:fs/promises';
import path from 'node:path';
import nodemailer from 'nodemailer';

/** One message as the site writes it: both parts, and any extra headers (List-Unsubscribe). */
export interface OutgoingMail {
  to: string;
  subject: string;
  html: string;
  text: string;
  headers?: Record<string, string>;
}

export interface Mailer {
  send(mail: OutgoingMail): Promise<void>;
  close(): void;
}

/** A refusal that will not change on a retry (5xx: no such mailbox, policy); anything else may pass later. */
export class PermanentMailFailure extends Error {}

export const DEFAULT_MAIL_FROM = 'NABJ USC <newsletter@localhost>';

function classify(error: unknown): Error {
  const code = (error as { responseCode?: number }).responseCode;
  const message = error instanceof Error ? error.message : String(error);
  if (typeof code === 'number' && code >= 500 && code < 600) return new PermanentMailFailure(message);
  return error instanceof Error ? error : new Error(message);
}

/** Connects to SMTP_URL and signs in as sending would, without sending anything (`npm run doctor`). */
export async function verifySmtp(smtpUrl: string): Promise<void> {
  const transport = nodemailer.createTransport({
    url: smtpUrl,
    connectionTimeout: 10_000,
    greetingTimeout: 10_000,
    socketTimeout: 10_000,
  });
  try {
    await transport.verify();
  } finally {
    transport.close();
  }
}

/**
 * SMTP_URL set: a pooled nodemailer transport that sends at most `ratePerSecond` messages a second.
 * Not set: every message is written as an .eml file under DATA_DIR/outbox, so the site works (and
 * can be checked) with no mail server.
 */
export function createMailer({
  smtpUrl,
  mailFrom,
  dataDir,
  ratePerSecond = 5,
}: {
  smtpUrl: string | undefined;
  mailFrom: string | undefined;
  dataDir: string;
  ratePerSecond?: number;
}): Mailer {
  const from = mailFrom ?? DEFAULT_MAIL_FROM;
  if (smtpUrl) {
    const transport = nodemailer.createTransport({
      url: smtpUrl,
      pool: true,
      maxConnections: 2,
      rateDelta: 1000,
      rateLimit: ratePerSecond,
    });
    return {
      async send(mail) {
        try {
          await transport.sendMail({ from, ...mail });
        } catch (error) {
          throw classify(error);
        }
      },
      close: () => transport.close(),
    };
  }

  const outbox = path.join(dataDir, 'outbox');
  const writer = nodemailer.createTransport({ streamTransport: true, buffer: true, newline: 'windows' });
  return {
    async send(mail) {
      const info = await writer.sendMail({ from, ...mail });
      await mkdir(outbox, { recursive: true });
      const name = `${new Date().toISOString().replace(/[:.]/g, '-')}-${randomUUID().slice(0, 8)}.eml`;
      await writeFile(path.join(outbox, name), info.message as Buffer);
    },
    close: () => writer.close(),
  };
}

/** Temporary failures are tried again after each of these in turn. */
export const RETRY_DELAYS_MS: readonly number[] = [2_000, 10_000, 60_000];

/** Resolves after `ms`, or rejects at once when `signal` is aborted (the app is closing). */
function wait(ms: number, signal?: AbortSignal): Promise<void> {
  return new Promise((resolve, reject) => {
    if (signal?.aborted) return reject(signal.reason);
    const timer = setTimeout(resolve, ms);
    signal?.addEventListener(
      'abort',
      () => {
        clearTimeout(timer);
        reject(signal.reason);
      },
      { once: true },
    );
  });
}

/**
 * Sends, retrying temporary failures after each delay in turn (back-off); a permanent failure, or
 * the last temporary one, is thrown for the caller to record.
 */
export async function sendWithRetry(
  mailer: Mailer,
  mail: OutgoingMail,
  retryDelaysMs: readonly number[] = RETRY_DELAYS_MS,
  signal?: AbortSignal,
): Promise<void> {
  for (let attempt = 0; ; attempt += 1) {
    try {
      await mailer.send(mail);
      return;
    } catch (error) {
      if (error instanceof PermanentMailFailure || attempt >= retryDelaysMs.length) throw error;
      await wait(retryDelaysMs[attempt] ?? 0, signal);
    }
  }
}

export interface BackgroundRetry {
  /** Aborted when the app closes: pending retries stop without a report. */
  signal: AbortSignal;
  /** Told when the retries in the background have given up. */
  onFailure: (error: unknown) => void | Promise<void>;
}

/**
 * A message an editor is waiting for (a test of the next issue): one try now, and
 * after a temporary failure the retries of sendWithRetry go on in the background, so no HTTP answer
 * waits the minutes they may take. A permanent refusal on the first try is thrown.
 */
export async function sendNowOrRetryLater(
  mailer: Mailer,
  mail: OutgoingMail,
  { signal, onFailure }: BackgroundRetry,
): Promise<'sent' | 'retrying'> {
  try {
    await mailer.send(mail);
    return 'sent';
  } catch (error) {
    if (error instanceof PermanentMailFailure) throw error;
  }
  const [first = 0, ...rest] = RETRY_DELAYS_MS;
  void wait(first, signal)
    .then(() => sendWithRetry(mailer, mail, rest, signal))
    .catch(async (error: unknown) => {
      if (!signal.aborted) await onFailure(error);
    });
  return 'retrying';
}
