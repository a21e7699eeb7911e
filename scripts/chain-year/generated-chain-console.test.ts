// The generated chain opens in the console (product.md D12 "Fast at chain scale", decision 065): a small chain made
// by the bench's generator, then a start-up seed of a changed content pack (which once removed the generated
// restaurants, so the console answered 404 for 2001 and up), and a chain admin opens a generated restaurant's
// report, a chart's CSV and its diary through the real routes of the production build; a manager of another
// restaurant is refused. Needs `npm run build`.
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { seedContent } from '../../server/content/seed-content.ts';
import { rowsOf } from '../../server/db/raw-rows.ts';
import { signedInStaff, type SignedInStaff } from '../../tests/support/console-staff.ts';
import type { TestApp } from '../../tests/support/test-app.ts';
import { generatedChainApp } from './generated-chain-app.ts';

const END = '2026-11-25';
const RANGE = 'from=2026-11-19&to=2026-11-25';
let t: TestApp;
let admin: SignedInStaff;
let otherManager: SignedInStaff;

beforeAll(async () => {
  const small = { restaurants: 2, end: END, days: 7, minPerDay: 3, spreadPerDay: 2, customers: 20, vouchers: 20 };
  const made = await generatedChainApp(small, '2026-11-26');
  t = made.t;
  const { pack } = made;
  // The next deploy's pack differs from the last: the seed walks every restaurant, and keeps what it did not put there.
  await seedContent(t.services.database.db, { ...pack, settings: { ...pack.settings, book_now_text: 'Book a table' } });
  t.services.content.clearCache();
  admin = await signedInStaff(t.services, { email: 'chain.admin@example.com', role: 'chain-admin' });
  otherManager = await signedInStaff(t.services, { email: 'other.manager@example.com', role: 'manager', restaurants: ['chain-2002'] });
}, 120_000);
afterAll(() => t.close());

const get = (url: string, who: SignedInStaff) => t.app.inject({ method: 'GET', url, headers: { cookie: who.cookie, accept: 'text/html' } });

describe('the generated chain in the console', () => {
  it('opens a generated restaurant’s report, and its daily CSV counts every booking made there', async () => {
    const page = await get(`/console/reports/2001/?${RANGE}`, admin);
    expect(page.statusCode, page.body.slice(0, 300)).toBe(200);
    expect(page.body).toContain('Restaurant 2001');
    const csv = await get(`/console/reports/2001/csv/daily/?${RANGE}`, admin);
    expect(csv.statusCode).toBe(200);
    const lines = csv.body.trim().split('\r\n').slice(1);
    expect(lines).toHaveLength(7);
    const [{ kept } = { kept: -1 }] = rowsOf<{ kept: number }>(
      await t.services.database.db.execute(
        sql`select count(*)::int as kept from bookings where store_id = '2001' and status in ('confirmed', 'seated', 'completed')`,
      ),
    );
    expect(kept).toBeGreaterThan(0);
    expect(lines.reduce((sum, line) => sum + Number(line.split(',')[1]), 0)).toBe(kept);
  });

  it('opens a generated restaurant’s diary on a generated day', async () => {
    const diary = await get(`/console/diary/2001/?date=${END}`, admin);
    expect(diary.statusCode, diary.body.slice(0, 300)).toBe(200);
    expect(diary.body).toContain('Restaurant 2001');
  });

  it('refuses a manager a generated restaurant that is not theirs, and shows them their own', async () => {
    expect((await get(`/console/reports/2001/?${RANGE}`, otherManager)).statusCode).toBe(404);
    expect((await get(`/console/reports/2002/?${RANGE}`, otherManager)).statusCode).toBe(200);
  });
});
