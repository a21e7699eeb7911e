// The console's view of a day's optimisation (decision 079): each move with the booking
// a host knows it by, and each start still sold with its freedom before and after. Pure.
import type { DayOptimisationView } from '../../contract/day-optimisation.ts';
import { tableLabel } from '../../contract/diary-shapes.ts';
import { formatHhmm } from '../../contract/london-time.ts';
import type { DayProposal } from '../booking/booking-optimise.ts';
import type { BookingRow } from '../booking/booking-repository.ts';

type Row = Pick<BookingRow, 'id' | 'reference' | 'firstName' | 'lastName' | 'startsAt' | 'covers'>;

export function dayOptimisationView(
  proposal: DayProposal,
  rows: readonly Row[],
  restaurant: DayOptimisationView['restaurant'],
  date: string,
): DayOptimisationView {
  const byId = new Map(rows.map((r) => [r.id, r]));
  const moves = proposal.moves
    .map((m) => {
      const row = byId.get(m.bookingId);
      return {
        bookingId: m.bookingId,
        reference: row?.reference ?? '',
        name: row ? `${row.firstName} ${row.lastName}`.trim() : '',
        time: row ? formatHhmm(row.startsAt) : '',
        startsAt: row?.startsAt ?? 0,
        covers: row?.covers ?? 0,
        from: tableLabel(m.fromTableIds),
        to: tableLabel(m.toTableIds),
      };
    })
    .sort((a, b) => a.startsAt - b.startsAt || a.reference.localeCompare(b.reference))
    .map(({ startsAt: _, ...m }) => m);
  const slots = proposal.before.map((b, i) => {
    const a = proposal.after[i] ?? b;
    return {
      time: formatHhmm(b.start),
      freeBefore: b.freeCovers,
      freeAfter: a.freeCovers,
      largestBefore: b.largestParty,
      largestAfter: a.largestParty,
    };
  });
  return { restaurant, date, version: proposal.version, plan: proposal.plan, moves, slots };
}
