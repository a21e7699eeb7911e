// The process as operators run it: starts on the embedded defaults, answers
// health checks, and on SIGTERM finishes in-flight requests and exits cleanly.
import { spawn, type ChildProcess } from 'node:child_process';
import { mkdtemp, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

let child: ChildProcess;
let output = '';
let dir: string;
const port = 3900 + (process.pid % 90);
const base = `http://127.0.0.1:${port}`;

beforeAll(async () => {
  dir = await mkdtemp(path.join(os.tmpdir(), 'mesa-main-'));
  child = spawn(process.execPath, ['--import', 'tsx', 'server/main.ts'], {
    env: {
      ...process.env,
      PORT: String(port),
      HOST: '127.0.0.1',
      PGLITE_DIR: path.join(dir, 'db'),
      DATABASE_URL: '',
      LOG_LEVEL: 'info',
      NODE_ENV: 'production',
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  child.stdout!.on('data', (d) => (output += d));
  child.stderr!.on('data', (d) => (output += d));
  for (let i = 0; i < 240; i++) {
    if (
      await fetch(`${base}/healthz`).then(
        (r) => r.ok,
        () => false,
      )
    )
      return;
    await new Promise((r) => setTimeout(r, 500));
  }
  throw new Error(`server did not start:\n${output}`);
}, 150_000);

afterAll(async () => {
  child.kill('SIGKILL');
  await rm(dir, { recursive: true, force: true });
});

describe('the server process', () => {
  it('answers /healthz and /readyz on the embedded database', async () => {
    expect(await (await fetch(`${base}/healthz`)).json()).toEqual({ status: 'ok' });
    expect(await (await fetch(`${base}/readyz`)).json()).toEqual({ status: 'ready', database: 'pglite' });
  });

  it('logs JSON lines that carry the request id', async () => {
    await fetch(`${base}/healthz`, { headers: { 'x-request-id': 'trace-me-123' } });
    await new Promise((r) => setTimeout(r, 200));
    const line = output.split('\n').find((l) => l.includes('trace-me-123'));
    expect(JSON.parse(line!)).toMatchObject({ reqId: 'trace-me-123' });
  });

  it('on SIGTERM finishes the requests in flight, then exits 0', async () => {
    const seen = () => output.split('\n').filter((l) => l.includes('"incoming request"') && l.includes('"url":"/"')).length;
    const before = seen();
    const inFlight = Array.from({ length: 20 }, () => fetch(`${base}/`).then(async (r) => (await r.text(), r.status)));
    // In flight = the server has started on all of them (a load balancer stops sending new ones first).
    while (seen() < before + 20) await new Promise((r) => setTimeout(r, 1));
    const exited = new Promise<number | null>((resolve) => child.on('exit', (code) => resolve(code)));
    child.kill('SIGTERM');
    expect(await Promise.all(inFlight)).toEqual(Array(20).fill(200));
    const code = await exited;
    if (code !== 0) console.log(output.split('\n').slice(-8).join('\n'));
    expect(code).toBe(0);
    expect(output).toContain('shut down cleanly');
  }, 30_000);
});
