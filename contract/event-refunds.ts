// An event's cancellation terms as numbers (decision 084): cancelled at least so many days before the event,
// everything the client paid (deposit and balance) is refunded; later, a set share of it. The client reads them
// in words on the proposal and accepts them with its hash; the cancel page computes from them what is given back.
// Pure: shared by the builder, the client's page, the cancel page and the server.
import { daysBetween, type IsoDate } from './london-time.ts';

export interface RefundTerms {
  /** Cancelled this many days or more before the event's date: everything paid is refunded. */
  fullRefundDays: number;
  /** Cancelled later: this percentage of what was paid is refunded (0: nothing). */
  laterPercent: number;
}

/** What a new proposal offers unless the manager changes it: in full up to 14 days before, nothing after. */
export const DEFAULT_REFUND_TERMS: RefundTerms = { fullRefundDays: 14, laterPercent: 0 };

/** "1 day", "14 days". */
export const dayCount = (n: number) => (n === 1 ? '1 day' : `${n} days`);

/** The terms as the client reads them. */
export function refundTermsWords(r: RefundTerms): string {
  if (r.fullRefundDays === 0 || r.laterPercent === 100) return 'Cancelled before the event: everything paid is refunded.';
  const later = r.laterPercent === 0 ? 'nothing is refunded' : `${r.laterPercent}% of what was paid is refunded`;
  return `Cancelled ${dayCount(r.fullRefundDays)} or more before the event: everything paid is refunded. Cancelled later: ${later}.`;
}

export interface RefundDue {
  /** Whole London days from the cancellation's date to the event's (0 on the day). */
  daysBefore: number;
  /** The share of what was paid that the terms give back, as a percentage. */
  percent: number;
  depositPence: number;
  balancePence: number;
}

/** What the terms give back of what was paid, cancelled on `today` (London dates); each payment's share rounded down. */
export function refundDue(
  r: RefundTerms,
  eventDate: IsoDate,
  today: IsoDate,
  paid: { depositPence: number; balancePence: number },
): RefundDue {
  const daysBefore = daysBetween(today, eventDate);
  const percent = daysBefore >= r.fullRefundDays ? 100 : r.laterPercent;
  const share = (pence: number) => Math.floor((pence * percent) / 100);
  return { daysBefore, percent, depositPence: share(paid.depositPence), balancePence: share(paid.balancePence) };
}
