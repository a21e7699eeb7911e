// "Writes that the user was told succeeded survive a crash": a diner is told
// their table is booked, the process is killed without warning (SIGKILL: no
// shutdown hook runs), and a new process on the same embedded database still
// has the booking, and sends the confirmation e-mail that was waiting in the
// outbox, once.
import { mkdtemp, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { loadContentPack, packRestaurants } from '../content/load-pack.ts';
import { plainDate } from '../tests/support/booking-helpers.ts';
import { startSmtpSink } from '../tests/support/smtp-sink.ts';
import { exitOf, spawnServer, type SpawnedServer } from '../tests/support/spawned-server.ts';

const port = 3990 + (process.pid % 9);
let dir: string;
let server: SpawnedServer | undefined;
afterAll(async () => {
  server?.child.kill('SIGKILL');
  if (dir) await rm(dir, { recursive: true, force: true });
});

async function apiHeaders(base: string): Promise<Record<string, string>> {
  const { data } = (await (
    await fetch(`${base}/api/token`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: '{}' })
  ).json()) as {
    data: { token: string };
  };
  return {
    authorization: `Bearer ${data.token}`,
    brandkey: 'casa-lumbre',
    sessionid: 'crash-test-session',
    'content-type': 'application/json',
  };
}

describe('a crash right after a booking is confirmed', () => {
  it('loses nothing the diner was told about', async () => {
    dir = await mkdtemp(path.join(os.tmpdir(), 'mesa-crash-'));
    const pgliteDir = path.join(dir, 'db');
    server = await spawnServer({ port, pgliteDir, env: { LOG_LEVEL: 'warn' } });
    let headers = await apiHeaders(server.base);
    // An ordinary dinner two weeks out, on a day with the restaurant's usual hours.
    const restaurant = packRestaurants(await loadContentPack()).find((r) => r.storeId === '1001')!;
    const date = plainDate(restaurant, 14);
    const created = await fetch(`${server.base}/api/booking/create/1001`, {
      method: 'POST',
      headers,
      body: JSON.stringify({
        occasionId: 'dinner',
        adults: 2,
        bookingDate: date,
        time: '19:00',
        customer: { firstName: 'Ana', lastName: 'Silva', email: 'ana.crash@example.com' },
      }),
    });
    expect(created.status, await created.clone().text()).toBe(200);
    const { bookingReference, managePath } = ((await created.json()) as { data: { bookingReference: string; managePath: string } }).data;

    // No warning, no shutdown hook.
    const killed = exitOf(server.child);
    server.child.kill('SIGKILL');
    await killed;

    // The new process has somewhere to send mail: the confirmation left in the outbox goes out now.
    const sink = await startSmtpSink(port + 100);
    server = await spawnServer({ port, pgliteDir, env: { LOG_LEVEL: 'warn', SMTP_URL: `smtp://127.0.0.1:${port + 100}` } });
    headers = await apiHeaders(server.base);
    const token = new URLSearchParams(managePath.split('?')[1]).get('token')!;
    const managed = await fetch(`${server.base}/api/booking/manage?token=${encodeURIComponent(token)}`, { headers });
    expect(managed.status).toBe(200);
    expect(((await managed.json()) as { data: object }).data).toMatchObject({ bookingReference, status: 'confirmed', date, time: '19:00' });
    for (let i = 0; i < 100 && !sink.messages.some((m) => m.subject.includes(bookingReference)); i++)
      await new Promise((r) => setTimeout(r, 100));
    expect(sink.messages.filter((m) => m.subject.includes(bookingReference))).toHaveLength(1);
    await sink.close();
  }, 180_000);
});
