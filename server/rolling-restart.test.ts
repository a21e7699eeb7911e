// product.md D13 "A deploy guide": a rolling restart loses no request and no work. The process is sent SIGTERM
// while diners' bookings are in flight: each is answered 200, the job runner stops after the last answer,
// the process exits 0, and the confirmations it had not yet mailed are sent by the process that replaces
// it, once each (the outbox hands the work over).
import { mkdtemp, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { loadContentPack, packRestaurants } from '../content/load-pack.ts';
import { bookingBody, plainDate } from '../tests/support/booking-helpers.ts';
import { startSmtpSink, type SmtpSink } from '../tests/support/smtp-sink.ts';
import { exitOf, spawnServer, type SpawnedServer } from '../tests/support/spawned-server.ts';

const port = 3880 + (process.pid % 10);
/** The engine's clock starts here in both processes (CLOCK_START), so the days booked never depend on today. */
const CLOCK_START = '2030-03-05T10:00:00Z';
const STORES = ['1001', '1002', '1003', '1004', '1005', '1006', '1007', '1008', '1009', '1010', '1011', '1012'];
let dir: string;
let server: SpawnedServer | undefined;
let sink: SmtpSink | undefined;
afterAll(async () => {
  server?.child.kill('SIGKILL');
  await sink?.close();
  if (dir) await rm(dir, { recursive: true, force: true });
});

async function apiHeaders(base: string): Promise<Record<string, string>> {
  const reply = await fetch(`${base}/api/token`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: '{}' });
  const { data } = (await reply.json()) as { data: { token: string } };
  return {
    authorization: `Bearer ${data.token}`,
    brandkey: 'casa-lumbre',
    sessionid: 'rolling-restart-01',
    'content-type': 'application/json',
  };
}

const linesWith = (output: string, text: string) => output.split('\n').filter((l) => l.includes(text)).length;
const indexOfLine = (output: string, text: string) => output.split('\n').findIndex((l) => l.includes(text));

describe('a rolling restart (SIGTERM, then a new process)', () => {
  it('answers every booking in flight, stops the jobs after them, exits 0, and the next process mails what was left', async () => {
    dir = await mkdtemp(path.join(os.tmpdir(), 'mesa-rolling-'));
    const pgliteDir = path.join(dir, 'db');
    sink = await startSmtpSink(port + 10);
    const env = { CLOCK_START, SMTP_URL: `smtp://127.0.0.1:${port + 10}` };
    server = await spawnServer({ port, pgliteDir, env });
    const headers = await apiHeaders(server.base);
    const restaurants = packRestaurants(await loadContentPack());
    const bodies = STORES.map((storeId, i) => {
      const restaurant = restaurants.find((r) => r.storeId === storeId)!;
      const date = plainDate(restaurant, 3, { from: '2030-03-05', bookableAt: ['19:00'] });
      return { storeId, body: bookingBody(date, '19:00', { customer: { ...customer(i) } }) };
    });

    const before = linesWith(server.output(), '/api/booking/create/');
    const inFlight = bodies.map(({ storeId, body }) =>
      fetch(`${server!.base}/api/booking/create/${storeId}`, { method: 'POST', headers, body: JSON.stringify(body) }).then(async (r) => ({
        status: r.status,
        text: await r.text(),
      })),
    );
    // In flight = the server has begun every one of them (a load balancer has stopped sending new ones).
    while (linesWith(server.output(), '/api/booking/create/') < before + STORES.length) await new Promise((r) => setTimeout(r, 1));
    const exited = exitOf(server.child);
    server.child.kill('SIGTERM');
    const replies = await Promise.all(inFlight);
    expect(replies.map((r) => r.status)).toEqual(Array(STORES.length).fill(200));
    expect(await exited).toBe(0);
    const output = server.output();
    expect(indexOfLine(output, 'requests finished: stopping the job runner')).toBeGreaterThan(-1);
    expect(indexOfLine(output, 'job runner stopped')).toBeGreaterThan(indexOfLine(output, 'requests finished'));
    expect(indexOfLine(output, 'shut down cleanly')).toBeGreaterThan(indexOfLine(output, 'job runner stopped'));

    // The replacement (on the embedded database: stop, then start) delivers the rest of the outbox.
    server = await spawnServer({ port, pgliteDir, env });
    const addresses = bodies.map((_, i) => customer(i).email);
    const confirmations = () => sink!.messages.filter((m) => m.subject.includes('Your table is booked'));
    for (let i = 0; i < 200 && !addresses.every((a) => confirmations().some((m) => m.to.includes(a))); i++)
      await new Promise((r) => setTimeout(r, 100));
    for (const address of addresses) expect(confirmations().filter((m) => m.to.includes(address))).toHaveLength(1);
  }, 240_000);
});

function customer(i: number) {
  return {
    firstName: 'Roll',
    lastName: `Restart ${String.fromCharCode(65 + i)}`,
    email: `rolling-${i}@example.com`,
    phoneNumber: '07700 900123',
    shouldReceivePromotions: false,
    shouldReceiveSms: false,
  };
}
