// The console's side of a booking's fee (product.md D11 "Fees"): a manager or chain
// admin of the booking's restaurant sees what may be charged and every
// attempt, and charges it; a host sees nothing and is refused (forbidden: the
// host may see the booking, just not charge it); anyone else finds no such
// booking (product.md D8 "Roles and scope").
import { FEE_NAMES, PAYMENT_NAMES, feeAmountText } from '../../contract/fee-terms.ts';
import {
  FEE_REFUSED,
  PAYMENT_STATUS_TEXT,
  depositStateText,
  type FeeAttemptView,
  type FeeChargeInput,
  type FeeChargeReply,
  type FeePanel,
} from '../../contract/fee-panel.ts';
import { formatMoney } from '../../contract/money.ts';
import type { AuditActor } from '../audit/audit-log.ts';
import { DomainError } from '../domain/domain-error.ts';
import type { FeeCharges } from '../payments/fee-charges.ts';
import type { PaymentRow } from '../payments/payment-store.ts';
import { can } from '../staff/permissions.ts';
import type { StaffMember } from '../staff/staff-repository.ts';

const REFUND_STATUS_TEXT: Record<PaymentRow['status'], string> = {
  pending: 'Being refunded',
  succeeded: 'Refunded',
  declined: 'Refused',
  failed: 'Not refunded',
  unknown: 'Not known yet',
};

export const attemptView = (p: PaymentRow): FeeAttemptView => ({
  attempt: p.attempt,
  name: PAYMENT_NAMES[p.kind],
  amount: formatMoney(p.amountPence, p.currency),
  status: p.status,
  statusText: (p.kind.endsWith('_refund') ? REFUND_STATUS_TEXT : PAYMENT_STATUS_TEXT)[p.status],
  message: p.errorMessage,
  transactionId: p.gatewayTransactionId,
  at: p.updatedAt.toISOString(),
});

interface ConsoleFeesDeps {
  fees: FeeCharges;
  /** Throws not-found unless the member may see the booking's diary; answers the booking's restaurant. */
  visibleStore: (actor: StaffMember, bookingId: string) => Promise<string>;
  actorOf: (m: StaffMember) => AuditActor;
}

export function createConsoleFees({ fees, visibleStore, actorOf }: ConsoleFeesDeps) {
  const mayCharge = async (actor: StaffMember, bookingId: string) => can(actor, 'fees.charge', await visibleStore(actor, bookingId));
  return {
    async fees(actor: StaffMember, bookingId: string): Promise<FeePanel | null> {
      if (!(await mayCharge(actor, bookingId))) return null;
      const { booking, due, attempts, deposits, next } = await fees.state(bookingId);
      const taken = deposits.find((d) => d.kind === 'deposit');
      const deposit = taken
        ? {
            amount: formatMoney(taken.amountPence, taken.currency),
            stateText: depositStateText(deposits, booking.status),
            attempts: deposits.map(attemptView),
          }
        : null;
      const chargeable =
        due && next.do === 'charge'
          ? {
              kind: due.kind,
              name: FEE_NAMES[due.kind],
              amountPence: due.amountPence,
              amount: formatMoney(due.amountPence, due.currency),
              perGuest: feeAmountText(due.perCoverPence, due.covers, due.currency),
              covers: due.covers,
            }
          : null;
      return { chargeable, attempts: attempts.map(attemptView), deposit };
    },
    async chargeFee(actor: StaffMember, bookingId: string, input: FeeChargeInput): Promise<FeeChargeReply> {
      if (!(await mayCharge(actor, bookingId))) throw new DomainError('forbidden', FEE_REFUSED);
      const { outcome, payment } = await fees.charge(actorOf(actor), bookingId, input);
      return { outcome, attempt: attemptView(payment) };
    },
  };
}
