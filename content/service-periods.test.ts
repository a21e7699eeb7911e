// The demo pack's service periods fit each restaurant's opening hours on every
// weekday they run (product.md D8 "Setup as data"): diners see a period's times in
// the booking modal, so "Dinner 17:00–02:00" at a restaurant that closes at 23:00 is wrong.
import { describe, expect, it } from 'vitest';
import { describeOutsideHours, periodsOutsideHours } from '../contract/service-period-hours.ts';
import { loadContentPack } from './load-pack.ts';

describe('the content pack’s service periods', () => {
  it('fit every restaurant’s weekly opening hours on every day they run', async () => {
    const pack = await loadContentPack();
    expect(pack.bookingSetups.length).toBeGreaterThan(0);
    const outside = pack.bookingSetups.flatMap((s) =>
      periodsOutsideHours(s.servicePeriods, s.hours).map((p) => `${s.storeId}: ${describeOutsideHours(p)}`),
    );
    expect(outside).toEqual([]);
  });

  it('end each day’s last period no later than its last seating, so no advertised time is refused', async () => {
    const pack = await loadContentPack();
    const late = pack.bookingSetups.flatMap((s) =>
      s.servicePeriods.flatMap((p) => {
        const shorter = { ...s.hours };
        for (const day of ['monday', 'tuesday', 'wednesday', 'thursday', 'friday', 'saturday', 'sunday'] as const) {
          const close = shorter[`${day}Close`];
          const [h, m] = close.split(':').map(Number);
          if (h === undefined || m === undefined || Number.isNaN(h)) continue;
          const minutes = (h * 60 + m - s.config.lastSeatingBeforeCloseMinutes + 1440) % 1440;
          shorter[`${day}Close`] = `${String(Math.floor(minutes / 60)).padStart(2, '0')}:${String(minutes % 60).padStart(2, '0')}`;
        }
        return periodsOutsideHours([p], shorter)
          .filter((o) => o.kind === 'past-closing')
          .map((o) => `${s.storeId}: ${describeOutsideHours(o)}`);
      }),
    );
    expect(late).toEqual([]);
  });
});
