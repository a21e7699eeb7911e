// The month in view of the manage page's calendar (decision 041): the days endpoint
// the booking modal reads (booking-queries.ts days), asked for the booking's
// restaurant, occasion and the party chosen. A plain fetch rather than the
// modal's TanStack cache, so the page does not load that library for one call;
// a failure leaves the days unknown (nothing greyed), and the time search
// still decides.
import { useEffect, useState } from 'react';
import type { DayAvailability } from '../../../contract/booking.ts';
import { useApiClient } from '../../lib/api/client.ts';
import { daysInMonth } from '../booking/booking-days.ts';

const NO_DAYS: readonly DayAvailability[] = [];

export interface ChangeDaysAsk {
  storeId: string;
  occasionId: string;
  guests: number;
  /** The month's first day. */
  month: string;
}

/** The month's days for the party; none while they load, or when `ask` is null. */
export function useChangeDays(ask: ChangeDaysAsk | null): readonly DayAvailability[] {
  const api = useApiClient();
  const key = ask && `${ask.storeId}|${ask.occasionId}|${ask.guests}|${ask.month}`;
  const [answer, setAnswer] = useState<{ key: string; days: readonly DayAvailability[] } | null>(null);
  useEffect(() => {
    if (!key) return;
    const [storeId = '', occasionId = '', guests = '', month = ''] = key.split('|');
    let current = true;
    api
      .call('bookingDays', {
        params: { storeId },
        query: { adults: Number(guests), children: 0, from: month, days: daysInMonth(month), occasionId },
      })
      .then(
        (reply) => {
          if (current) setAnswer({ key, days: reply.data.days });
        },
        () => undefined,
      );
    return () => {
      current = false;
    };
  }, [api, key]);
  return answer && answer.key === key ? answer.days : NO_DAYS;
}
