// product.md D8: a staff phone booking and an online booking racing for the last
// table — one wins, the other gets product.md §8 status 9 — and no table ever holds
// two overlapping bookings. On PostgreSQL (TEST_DATABASE_URL) the two come
// through two app instances with their own pools; on PGlite through one.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { SLOT_TAKEN_MESSAGE } from '../../contract/booking-codes.ts';
import { addDays } from '../../contract/london-time.ts';
import { signedInStaff } from '../../tests/support/console-staff.ts';
import {
  bookingBody,
  createSharedApps,
  editSetup,
  overlappingPairs,
  plainDate,
  type SharedApps,
} from '../../tests/support/booking-helpers.ts';

const LEEDS = '1023';
let s: SharedApps;
let staff: { cookie: string; csrf: string };

beforeAll(async () => {
  s = await createSharedApps(2);
  // One table for two: every round has exactly one winner.
  await editSetup(s.services[0]!.database.db, LEEDS, (setup) => ({
    areas: [{ id: 'restaurant', name: 'Restaurant' }],
    tables: [{ id: 'r1', areaId: 'restaurant', minSeats: 1, maxSeats: 2 }],
    tableGroups: [],
    config: { ...setup.config, pacingCoversPerInterval: null },
    occasions: setup.occasions.map((o) => ({ ...o, areaLinkGroup: { type: 'exclusive' as const, links: [] } })),
  }));
  staff = await signedInStaff(s.services[0]!, { email: 'host@example.com', name: 'Host', role: 'host', restaurants: ['leeds'] });
});
afterAll(() => s.close());

describe(`staff and online racing for the last table (${process.env.TEST_DATABASE_URL ? 'PostgreSQL, two instances' : 'PGlite'})`, () => {
  it('lets exactly one win each round; the other gets status 9', async () => {
    const first = plainDate((await s.services[0]!.content.restaurantByStoreId(LEEDS))!, 3);
    const winners = { staff: 0, online: 0 };
    for (let round = 0; round < 12; round++) {
      const date = addDays(first, round);
      const online = s.apps[0]!.inject({
        method: 'POST',
        url: `/api/booking/create/${LEEDS}`,
        headers: s.headers,
        payload: bookingBody(date, '19:00'),
      });
      const byStaff = s.apps[s.apps.length - 1]!.inject({
        method: 'POST',
        url: '/api/console/bookings',
        headers: { cookie: staff.cookie, 'x-csrf-token': staff.csrf },
        payload: {
          storeId: LEEDS,
          booking: {
            source: 'phone',
            date,
            time: '19:00',
            adults: 2,
            occasionId: 'dinner',
            firstName: 'P',
            lastName: 'Hone',
            phone: '0113 000 0000',
          },
        },
      });
      const [o, p] = await Promise.all([online, byStaff]);
      const outcomes = [o.statusCode === 200 ? 'online' : null, p.statusCode === 200 ? 'staff' : null].filter(Boolean);
      expect({ round, outcomes: outcomes.length }).toEqual({ round, outcomes: 1 });
      if (o.statusCode === 200) {
        winners.online++;
        expect(p.statusCode).toBe(409);
        expect(p.json()).toMatchObject({ code: 9, message: SLOT_TAKEN_MESSAGE });
      } else {
        winners.staff++;
        expect(o.statusCode).toBe(409);
        expect(o.json()).toMatchObject({ code: 9, message: SLOT_TAKEN_MESSAGE });
      }
    }
    expect(winners.online + winners.staff).toBe(12);
    expect(await overlappingPairs(s.services[0]!.database.db, LEEDS)).toBe(0);
  });
});
