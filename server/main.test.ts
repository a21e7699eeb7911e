// The process as operators run it: starts on the embedded defaults, answers
// health checks, and on SIGTERM finishes in-flight requests and exits cleanly.
import { mkdtemp, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { exitOf, spawnServer, type SpawnedServer } from '../tests/support/spawned-server.ts';

let server: SpawnedServer;
let dir: string;
const port = 3900 + (process.pid % 40); // 3950 is the public-URL test's (public-url.test.ts)

beforeAll(async () => {
  dir = await mkdtemp(path.join(os.tmpdir(), 'mesa-main-'));
  server = await spawnServer({ port, pgliteDir: path.join(dir, 'db') });
}, 150_000);

afterAll(async () => {
  server.child.kill('SIGKILL');
  await rm(dir, { recursive: true, force: true });
});

describe('the server process', () => {
  it('answers /healthz and /readyz on the embedded database', async () => {
    expect(await (await fetch(`${server.base}/healthz`)).json()).toEqual({ status: 'ok' });
    expect(await (await fetch(`${server.base}/readyz`)).json()).toEqual({ status: 'ready', database: 'pglite' });
  });

  it('says where it listens and what it stores in, in one line (product.md D13)', () => {
    expect(server.output()).toContain(`Mesa listening at ${server.base} (embedded database ${path.join(dir, 'db')})`);
  });

  it('logs JSON lines that carry the request id', async () => {
    await fetch(`${server.base}/healthz`, { headers: { 'x-request-id': 'trace-me-123' } });
    await new Promise((r) => setTimeout(r, 200));
    const line = server
      .output()
      .split('\n')
      .find((l) => l.includes('trace-me-123'));
    expect(JSON.parse(line!)).toMatchObject({ reqId: 'trace-me-123' });
  });

  it('on SIGTERM finishes the requests in flight, then exits 0', async () => {
    const seen = () =>
      server
        .output()
        .split('\n')
        .filter((l) => l.includes('"incoming request"') && l.includes('"url":"/"')).length;
    const before = seen();
    const inFlight = Array.from({ length: 20 }, () => fetch(`${server.base}/`).then(async (r) => (await r.text(), r.status)));
    // In flight = the server has started on all of them (a load balancer stops sending new ones first).
    while (seen() < before + 20) await new Promise((r) => setTimeout(r, 1));
    const exited = exitOf(server.child);
    server.child.kill('SIGTERM');
    expect(await Promise.all(inFlight)).toEqual(Array(20).fill(200));
    const code = await exited;
    if (code !== 0) console.log(server.output().split('\n').slice(-8).join('\n'));
    expect(code).toBe(0);
    expect(server.output()).toContain('shut down cleanly');
  }, 30_000);
});
