// Decision 025: a setup saved on one instance is in force on every other for the
// next availability request — the caches follow the published version (read
// at most once a second), not a restart. Two instances on PostgreSQL
// (TEST_DATABASE_URL); on PGlite one instance, where the save clears at once.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { slotsReplySchema } from '../../contract/booking.ts';
import { createSharedApps, plainDate, type SharedApps } from '../../tests/support/booking-helpers.ts';
import { createSetupStore } from '../booking/setup-store.ts';
import { createConsoleSetup } from './console-setup.ts';

const YORK = '1052';
let s: SharedApps;
beforeAll(async () => {
  s = await createSharedApps(2);
});
afterAll(() => s.close());

describe(`a setup change across instances (${process.env.TEST_DATABASE_URL ? 'PostgreSQL, two instances' : 'PGlite'})`, () => {
  it('closes a date for the other instance’s diners within the version check', async () => {
    const [first, ...rest] = s.services;
    const reader = s.apps[rest.length ? 1 : 0]!;
    const restaurant = await first!.content.restaurantByStoreId(YORK);
    expect(restaurant?.slug).toBe('york');
    const date = plainDate(restaurant!, 12);
    const times = async () => {
      const res = await reader.inject({
        method: 'GET',
        url: `/api/booking/slots/${YORK}?occasionId=dinner&adults=2&dates=${date}&areaId=null`,
        headers: s.headers,
      });
      const body = slotsReplySchema.parse(res.json());
      return body.success ? body.data.dates.flatMap((d) => d.times).length : 0;
    };
    expect(await times()).toBeGreaterThan(0); // the other instance has the setup cached now

    const setups = createConsoleSetup({
      db: first!.database.db,
      forgetSetups: first!.booking.forgetSetups,
      content: first!.content,
      store: createSetupStore(first!.database.db),
      clock: () => new Date(),
      changeStatus: () => Promise.reject(new Error('not used')),
    });
    const { doc, version } = await setups.current(YORK);
    const closure = {
      label: 'Flooded cellar',
      startDate: date,
      endDate: date,
      openTime: 'closed',
      closeTime: 'closed',
      clickCollectClose: 'closed',
    };
    await setups.save({ staffId: null, name: 'Mesa' }, YORK, {
      doc: { ...doc, specialHours: [...doc.specialHours, closure] },
      baseVersion: version,
    });

    await expect.poll(times, { timeout: 5000, interval: 200 }).toBe(0);
    await expect
      .poll(
        async () => (await s.services.at(-1)!.content.restaurantByStoreId(YORK))?.specialHours.some((d) => d.label === 'Flooded cellar'),
        { timeout: 5000, interval: 200 },
      )
      .toBe(true);
  });
});
