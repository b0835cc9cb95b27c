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
 * 550 permanent) for as many attempts as given.
 */
export async function startSmtpTestServer() {
  const received: ReceivedMail[] = [];
  const rejections = new Map<string, { code: number; times: number }>();
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
        received.push({
          to: session.envelope.rcptTo.map((r) => r.address.toLowerCase()),
          parsed: await simpleParser(raw),
          raw,
        });
        callback();
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
    /** Waits until `count` messages have arrived (delivery is asynchronous to the HTTP answer). */
    async waitFor(count: number, timeoutMs = 5000) {
      const started = Date.now();
      while (received.length < count) {
        if (Date.now() - started > timeoutMs)
          throw new Error(`expected ${count} mails, got ${received.length}`);
        await new Promise((resolve) => setTimeout(resolve, 20));
      }
    },
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}
