// @vitest-environment jsdom
// The manage page's date with JavaScript (decision 041): the booking modal's month
// grid, its days asked of the days endpoint for the booking's restaurant,
// occasion and the party chosen; a closed day greyed with its reason; the
// choice sent in the form's hidden date field. Fixed dates: no clock is read.
import { cleanup, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { useState } from 'react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { ChangeBounds } from '../../../contract/booking-change.ts';
import { ChangeDateField } from './change-date-field.tsx';

const { call } = vi.hoisted(() => ({ call: vi.fn() }));
vi.mock('../../lib/api/client.ts', () => ({ useApiClient: () => api }));
const api = { call };

const BOUNDS: ChangeBounds = {
  firstDate: '2026-11-26',
  lastDate: '2027-02-23',
  minGuests: 1,
  maxGuests: 20,
  onlineUpTo: 20,
  cardFrom: 8,
  groupFrom: 21,
  occasionId: 'dinner',
};

beforeEach(() => {
  call.mockReset();
  call.mockImplementation(async (_name: string, { query }: { query: { from: string; days: number; adults: number } }) => ({
    data: {
      days: Array.from({ length: query.days }, (_, i) => {
        const date = `${query.from.slice(0, 8)}${String(i + 1).padStart(2, '0')}`;
        if (date === '2026-12-25') return { date, state: 'closed', reason: 'Closed: Christmas Day', firstTime: null, periods: [] };
        if (date === '2026-12-02')
          return { date, state: 'full', reason: `Fully booked for ${query.adults} guests`, firstTime: null, periods: [] };
        if (date === '2026-12-03')
          return { date, state: 'full', reason: `Fully booked for ${query.adults} guests`, firstTime: null, periods: [] };
        return { date, state: 'bookable', reason: '', firstTime: '18:00', periods: [] };
      }),
    },
  }));
});
afterEach(cleanup);

function Field({ guests }: { guests: number }) {
  const [date, setDate] = useState('2026-12-02');
  return (
    <form aria-label="Change">
      <ChangeDateField
        bounds={BOUNDS}
        storeId="1017"
        bookingDate="2026-12-02"
        date={date}
        onChange={setDate}
        guests={guests}
        error={undefined}
      />
    </form>
  );
}

describe('ChangeDateField with JavaScript', () => {
  it('greys a closed day and a full one for the party, never the booking’s own day', async () => {
    render(<Field guests={4} />);
    const closed = await screen.findByRole('button', { name: 'Friday, 25 December 2026, unavailable: Closed: Christmas Day' });
    expect(closed.getAttribute('aria-disabled')).toBe('true');
    expect(screen.getByRole('button', { name: 'Thursday, 3 December 2026, unavailable: Fully booked for 4 guests' })).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Wednesday, 2 December 2026' }).getAttribute('aria-pressed')).toBe('true');
    expect(call).toHaveBeenCalledWith('bookingDays', {
      params: { storeId: '1017' },
      query: { adults: 4, children: 0, from: '2026-12-01', days: 31, occasionId: 'dinner' },
    });
  });

  it('asks again for another party, and sends the day chosen in the form', async () => {
    const { rerender } = render(<Field guests={4} />);
    await screen.findByRole('button', { name: /Thursday, 3 December 2026, unavailable: Fully booked for 4 guests/ });
    rerender(<Field guests={9} />);
    await screen.findByRole('button', { name: /Thursday, 3 December 2026, unavailable: Fully booked for 9 guests/ });
    fireEvent.click(screen.getByRole('button', { name: 'Friday, 4 December 2026' }));
    const form = screen.getByRole<HTMLFormElement>('form', { name: 'Change' });
    await waitFor(() => expect(new FormData(form).get('date')).toBe('2026-12-04'));
    expect(screen.getByRole('group', { name: 'New date' })).toBeTruthy();
  });

  it('asks nothing for a size the occasion takes only as a request', () => {
    render(
      <ChangeDateField
        bounds={{ ...BOUNDS, onlineUpTo: 12 }}
        storeId="1017"
        bookingDate="2026-12-02"
        date="2026-12-02"
        onChange={() => undefined}
        guests={14}
        error={undefined}
      />,
    );
    expect(screen.getByRole('grid', { name: 'New date, December 2026' })).toBeTruthy();
    expect(call).not.toHaveBeenCalled();
  });
});
