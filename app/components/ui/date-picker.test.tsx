// @vitest-environment jsdom
// The month grid the booking modal and the manage-booking page share (product.md §4 "Booking flow" and decision 041):
// a day that cannot be chosen is greyed out and says why, on hover and under the
// grid on focus; choosing an open day reports it; the arrows move by month within
// the window. Fixed dates: no test here reads the clock.
import { cleanup, fireEvent, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { DatePicker } from './date-picker.tsx';

afterEach(cleanup);

const CLOSED = 'Closed: Christmas Day';
const reason = (d: string) => (d === '2026-12-25' ? CLOSED : null);

function picker(onChange = vi.fn(), value: string | null = '2026-12-02') {
  render(<DatePicker label="New date" value={value} min="2026-11-26" max="2027-02-23" unavailableReason={reason} onChange={onChange} />);
  return onChange;
}

describe('DatePicker', () => {
  it('opens on the chosen date’s month, with that day pressed', () => {
    picker();
    expect(screen.getByRole('grid', { name: 'New date, December 2026' })).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Wednesday, 2 December 2026' }).getAttribute('aria-pressed')).toBe('true');
  });

  it('greys out a closed day with its reason, and choosing it does nothing', () => {
    const onChange = picker();
    const closed = screen.getByRole('button', { name: `Friday, 25 December 2026, unavailable: ${CLOSED}` });
    expect(closed.getAttribute('aria-disabled')).toBe('true');
    expect(closed.getAttribute('title')).toBe(CLOSED);
    fireEvent.click(closed);
    expect(onChange).not.toHaveBeenCalled();
    fireEvent.focus(closed);
    expect(screen.getByText(`Friday, 25 December 2026: ${CLOSED}`)).toBeTruthy();
  });

  it('greys out the days before the window and reports an open day when chosen', () => {
    const onChange = picker(vi.fn(), '2026-11-27');
    expect(screen.getByRole('button', { name: 'Wednesday, 25 November 2026, unavailable: This date has passed' })).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Saturday, 28 November 2026' }));
    expect(onChange).toHaveBeenCalledWith('2026-11-28');
  });

  it('moves by month inside the window only', () => {
    picker(vi.fn(), '2026-11-27');
    const previous = screen.getByRole<HTMLButtonElement>('button', { name: 'Previous month' });
    expect(previous.disabled).toBe(true);
    fireEvent.click(screen.getByRole('button', { name: 'Next month' }));
    expect(screen.getByRole('grid', { name: 'New date, December 2026' })).toBeTruthy();
  });
});
