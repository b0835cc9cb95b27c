import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterEach, describe, expect, it } from 'vitest';
import { collectWhenIdle } from './idle-collection.ts';

const servers: http.Server[] = [];
afterEach(() => {
  for (const server of servers.splice(0)) server.close();
});

async function startServer() {
  const server = http.createServer((_request, response) => response.end('ok'));
  servers.push(server);
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return { server, get: async () => (await fetch(`http://127.0.0.1:${port}/`)).text() };
}

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

describe('a full collection once the server is quiet', () => {
  it('collects once after a burst, never while requests keep coming, and again after the next burst', async () => {
    const { server, get } = await startServer();
    const calls: unknown[] = [];
    const stop = collectWhenIdle(server, {
      quietMs: 300,
      // Whatever the heap did meanwhile: this test is about when, the next one about how much.
      minGrowthBytes: Number.NEGATIVE_INFINITY,
      gc: ((options: unknown) => calls.push(options)) as never,
    });
    await sleep(700);
    expect(calls).toEqual([]); // no request yet: nothing to give back
    for (let i = 0; i < 8; i++) {
      await get();
      await sleep(50);
    }
    expect(calls).toEqual([]);
    await sleep(700);
    expect(calls).toEqual([{ type: 'major', execution: 'sync', flavor: 'last-resort' }]);
    await sleep(700);
    expect(calls).toHaveLength(1);
    await get();
    await sleep(700);
    expect(calls).toHaveLength(2);
    stop();
    await get();
    await sleep(700);
    expect(calls).toHaveLength(2);
  });

  it('leaves a heap that has not grown since the last collection alone', async () => {
    const { server, get } = await startServer();
    const calls: unknown[] = [];
    const stop = collectWhenIdle(server, {
      quietMs: 100,
      minGrowthBytes: 1024 ** 4,
      gc: ((options: unknown) => calls.push(options)) as never,
    });
    await get();
    await sleep(400);
    expect(calls).toEqual([]);
    stop();
  });

  it('does nothing when Node was started without --expose-gc', async () => {
    const { server, get } = await startServer();
    const stop = collectWhenIdle(server, { quietMs: 50, gc: undefined });
    await get();
    await sleep(150);
    expect(server.listenerCount('request')).toBe(1);
    stop();
  });
});
