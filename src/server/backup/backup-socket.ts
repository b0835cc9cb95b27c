import fs from 'node:fs';
import net from 'node:net';
import path from 'node:path';
import type { Readable, Writable } from 'node:stream';
import type { FastifyBaseLogger } from 'fastify';

/**
 * Only one process may open the embedded database, so while the server runs `npm run backup`
 * cannot open DATA_DIR/db itself: it asks the server through this Unix socket, and the server
 * streams the archive back. The socket is readable by the owner only, like the database files.
 */
export function backupSocketPath(dataDir: string): string {
  return path.join(dataDir, 'backup.sock');
}

export async function serveBackups(
  socketPath: string,
  writeBackup: (out: Writable) => Promise<unknown>,
  log: FastifyBaseLogger,
): Promise<() => Promise<void>> {
  // A socket file left by a killed run would make listen fail; only one server uses a data directory.
  fs.rmSync(socketPath, { force: true });
  const server = net.createServer((socket) => {
    log.info('backup requested through the backup socket');
    writeBackup(socket).catch((error: unknown) => {
      // The client sees the archive cut short and says so; the details stay in the log.
      log.error({ err: error }, 'backup through the backup socket failed');
      socket.destroy();
    });
  });
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(socketPath, () => resolve());
  });
  fs.chmodSync(socketPath, 0o600);
  return () => new Promise((resolve) => server.close(() => resolve()));
}

/** The running server's archive as a stream, or undefined when no server answers on the socket. */
export function requestBackup(socketPath: string): Promise<Readable | undefined> {
  return new Promise((resolve, reject) => {
    const socket = net.connect(socketPath);
    socket.once('connect', () => resolve(socket));
    socket.once('error', (error: NodeJS.ErrnoException) => {
      if (error.code === 'ENOENT' || error.code === 'ECONNREFUSED') resolve(undefined);
      else reject(error);
    });
  });
}
