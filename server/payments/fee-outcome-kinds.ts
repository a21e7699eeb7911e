// A press of "Charge" that took nothing is a domain refusal (decision 070): each such outcome's kind, so its
// status is the one table's (decision 017, server/domain/domain-error-status.ts) and no page keeps its own.
// A declined or failed card is refused, a press while another is charging lost the race, and a provider that
// has not said whether it took the fee is a dependency that failed. Null: the fee is taken (now or before).
import type { FeeChargeOutcome } from '../../contract/fee-panel.ts';
import type { DomainErrorKind } from '../domain/domain-error.ts';

export const FEE_OUTCOME_KINDS = {
  charged: null,
  'already-charged': null,
  declined: 'refused',
  failed: 'refused',
  busy: 'conflict',
  unknown: 'dependency-failed',
} as const satisfies Record<FeeChargeOutcome, DomainErrorKind | null>;
