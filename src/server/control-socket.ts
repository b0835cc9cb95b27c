import fs from 'node:fs';
import net from 'node:net';
import path from 'node:path';
import type { Readable, Writable } from 'node:stream';
import type { FastifyBaseLogger } from 'fastify';
import { z } from 'zod';
import {
  type AdminCommand,
  type AdminCommandResult,
  adminCommandResultSchema,
  adminCommandSchema,
} from './modules/admin-auth/admin-commands.ts';

/**
 * Only one process may open the embedded database (db/database-lock.ts), so while the server runs,
 * `npm run backup` and `npm run admin` cannot open DATA_DIR/db themselves: they ask the server
 * through this Unix socket, and the server does the work on the database it holds (its sessions
 * and caches then agree with the change). A request is one line of JSON; a backup is answered with
 * the archive, an admin command with one line of JSON. The socket is its owner's only, like the
 * rest of DATA_DIR.
 */
export function controlSocketPath(dataDir: string): string {
  return path.join(dataDir, 'control.sock');
}

const controlRequestSchema = z.union([
  z.object({ command: z.literal('backup') }),
  z.object({ command: z.literal('doctor') }),
  adminCommandSchema,
]);
type ControlRequest = z.infer<typeof controlRequestSchema>;

export interface ControlHandlers {
  /** Writes a backup archive into `out`. */
  backup(out: Writable): Promise<unknown>;
  runAdminCommand(command: AdminCommand): Promise<AdminCommandResult>;
  /** `npm run doctor`'s checks of the database, answered as JSON. */
  databaseChecks(): Promise<unknown>;
}

// Far above any real request (a username and a password); a longer line is refused, not buffered.
const MAX_REQUEST_BYTES = 16 * 1024;

/** The first line sent on `socket`, or undefined when the client sends none or too long a one. */
function readRequestLine(socket: net.Socket): Promise<string | undefined> {
  return new Promise((resolve) => {
    let received = '';
    const finish = (line: string | undefined) => {
      socket.off('data', onData);
      socket.off('end', onEnd);
      socket.off('close', onEnd);
      resolve(line);
    };
    const onData = (chunk: Buffer) => {
      received += chunk.toString('utf8');
      const end = received.indexOf('\n');
      if (end >= 0) finish(received.slice(0, end));
      else if (received.length > MAX_REQUEST_BYTES) finish(undefined);
    };
    const onEnd = () => finish(undefined);
    socket.on('data', onData);
    socket.on('end', onEnd);
    socket.on('close', onEnd);
  });
}

function answer(socket: net.Socket, result: unknown) {
  socket.end(`${JSON.stringify(result)}\n`);
}

export async function serveControlRequests(
  socketPath: string,
  handlers: ControlHandlers,
  log: FastifyBaseLogger,
): Promise<() => Promise<void>> {
  // This process holds the database's lock, so a socket file here was left by a killed server.
  fs.rmSync(socketPath, { force: true });
  const server = net.createServer(async (socket) => {
    socket.on('error', (error) => log.warn({ err: error }, 'control socket connection failed'));
    const line = await readRequestLine(socket);
    let request: ControlRequest;
    try {
      request = controlRequestSchema.parse(JSON.parse(line ?? ''));
    } catch {
      answer(socket, { ok: false, message: 'The server could not read the request.' });
      return;
    }
    if (request.command === 'backup') {
      log.info('backup requested through the control socket');
      handlers.backup(socket).catch((error: unknown) => {
        // The client sees the archive cut short and says so; the details stay in the log.
        log.error({ err: error }, 'backup through the control socket failed');
        socket.destroy();
      });
      return;
    }
    if (request.command === 'doctor') {
      try {
        answer(socket, await handlers.databaseChecks());
      } catch (error) {
        log.error({ err: error }, 'doctor checks through the control socket failed');
        socket.destroy();
      }
      return;
    }
    // Never the password.
    log.info(
      { command: request.command, username: request.username },
      'admin command through the control socket',
    );
    try {
      answer(socket, await handlers.runAdminCommand(request));
    } catch (error) {
      log.error({ err: error }, 'admin command through the control socket failed');
      answer(socket, { ok: false, message: 'The server could not carry out the command; see its log.' });
    }
  });
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(socketPath, () => resolve());
  });
  fs.chmodSync(socketPath, 0o600);
  return () => new Promise((resolve) => server.close(() => resolve()));
}

/** Sends `request`; the connection to read the answer from, or undefined when no server listens. */
function sendRequest(socketPath: string, request: ControlRequest): Promise<net.Socket | undefined> {
  return new Promise((resolve, reject) => {
    const socket = net.connect(socketPath);
    socket.once('connect', () => {
      socket.off('error', onError);
      socket.write(`${JSON.stringify(request)}\n`);
      resolve(socket);
    });
    const onError = (error: NodeJS.ErrnoException) => {
      if (error.code === 'ENOENT' || error.code === 'ECONNREFUSED') resolve(undefined);
      else reject(error);
    };
    socket.once('error', onError);
  });
}

/** The running server's backup archive as a stream, or undefined when no server answers on the socket. */
export function requestBackup(socketPath: string): Promise<Readable | undefined> {
  return sendRequest(socketPath, { command: 'backup' });
}

/**
 * The running server's one-line JSON answer to `request`, read with `schema`, or undefined when no
 * server answers on the socket.
 */
export async function askServer<T>(
  socketPath: string,
  request: ControlRequest,
  schema: z.ZodType<T>,
): Promise<T | undefined> {
  const socket = await sendRequest(socketPath, request);
  if (!socket) return undefined;
  let received = '';
  for await (const chunk of socket) received += String(chunk);
  let answer: unknown;
  try {
    answer = JSON.parse(received.split('\n')[0] ?? '');
  } catch {
    // Checked just below.
  }
  const result = schema.safeParse(answer);
  if (!result.success) throw new Error('The server sent no answer to the request; see its log.');
  return result.data;
}

/** The running server's answer to an admin command, or undefined when no server answers on the socket. */
export function requestAdminCommand(
  socketPath: string,
  command: AdminCommand,
): Promise<AdminCommandResult | undefined> {
  return askServer(socketPath, command, adminCommandResultSchema);
}
