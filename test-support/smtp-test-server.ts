import type { AddressInfo } from 'node:net';
import { type ParsedMail, simpleParser } from 'mailparser';
import { SMTPServer } from 'smtp-server';

export interface ReceivedMail {
  to: string[];
  parsed: ParsedMail;
  raw: string;
}

/**
 * A real SMTP server in the test process: messages arrive over a socket and are parsed as a mail
 * client would. `reject(address)` answers a recipient with an SMTP error code (e.g. 451 temporary,
 * 550 permanent) for as many attempts as given; `hold(address)` keeps its messages unanswered, the
 * sender waiting in the middle of the exchange, until `release(address)`.
 */
export async function startSmtpTestServer() {
  const received: ReceivedMail[] = [];
  const rejections = new Map<string, { code: number; times: number }>();
  const holding = new Map<string, (() => void)[]>();
  const server = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS'],
    logger: false,
    onRcptTo(address, _session, callback) {
      const rule = rejections.get(address.address.toLowerCase());
      if (rule && rule.times > 0) {
        rule.times -= 1;
        const error = Object.assign(new Error(`Mailbox ${address.address} refused`), {
          responseCode: rule.code,
        });
        callback(error);
        return;
      }
      callback();
    },
    onData(stream, session, callback) {
      const chunks: Buffer[] = [];
      stream.on('data', (chunk: Buffer) => chunks.push(chunk));
      stream.on('end', async () => {
        const raw = Buffer.concat(chunks).toString('utf8');
        const to = session.envelope.rcptTo.map((r) => r.address.toLowerCase());
        const parsed = await simpleParser(raw);
        const accept = () => {
          received.push({ to, parsed, raw });
          callback();
        };
        const held = to.map((address) => holding.get(address)).find(Boolean);
        if (held) held.push(accept);
        else accept();
      });
    },
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.server.address() as AddressInfo;
  return {
    url: `smtp://127.0.0.1:${port}`,
    received,
    /** Messages addressed to `address`. */
    to: (address: string) => received.filter((mail) => mail.to.includes(address.toLowerCase())),
    reject(address: string, code: number, times = Number.POSITIVE_INFINITY) {
      rejections.set(address.toLowerCase(), { code, times });
    },
    hold(address: string) {
      holding.set(address.toLowerCase(), []);
    },
    /** Messages to `address` the server has read in full and not yet answered. */
    heldFor: (address: string) => holding.get(address.toLowerCase())?.length ?? 0,
    /** Answers the messages held for `address` and lets the next ones through at once. */
    release(address: string) {
      const held = holding.get(address.toLowerCase()) ?? [];
      holding.delete(address.toLowerCase());
      for (const accept of held) accept();
    },
    /** Waits until `count` messages have arrived (delivery is asynchronous to the HTTP answer). */
    async waitFor(count: number, timeoutMs = 5000) {
      await until(
        () => received.length >= count,
        timeoutMs,
        () => `expected ${count} mails, got ${received.length}`,
      );
    },
    /** Waits until `count` messages to `address` have arrived. */
    async waitForTo(address: string, count: number, timeoutMs = 5000) {
      const to = () => received.filter((mail) => mail.to.includes(address.toLowerCase())).length;
      await until(
        () => to() >= count,
        timeoutMs,
        () => `expected ${count} mails to ${address}, got ${to()}`,
      );
    },
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}

async function until(done: () => boolean, timeoutMs: number, failure: () => string): Promise<void> {
  const started = Date.now();
  while (!done()) {
    if (Date.now() - started > timeoutMs) throw new Error(failure());
    await new Promise((resolve) => setTimeout(resolve, 20));
  }
}
