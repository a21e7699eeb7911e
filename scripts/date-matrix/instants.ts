// The instants of the date matrix (decision 032), as London wall times with their
// offsets: every weekday at noon, just before midnight, both clock changes, the
// last half hour of a year and a leap day. Spring's 01:30 does not exist in
// London (01:00 GMT becomes 02:00 BST), so its "01:30" is 01:30 UTC, 02:30 BST;
// autumn's 01:30 happens twice, and both are run.
export interface MatrixInstant {
  label: string;
  clockStart: string;
}

export const MATRIX_INSTANTS: readonly MatrixInstant[] = [
  { label: 'Monday 12:00', clockStart: '2027-01-04T12:00:00+00:00' },
  { label: 'Tuesday 12:00', clockStart: '2027-01-05T12:00:00+00:00' },
  { label: 'Wednesday 12:00', clockStart: '2027-01-06T12:00:00+00:00' },
  { label: 'Thursday 12:00', clockStart: '2027-01-07T12:00:00+00:00' },
  { label: 'Friday 12:00', clockStart: '2027-01-08T12:00:00+00:00' },
  { label: 'Saturday 12:00', clockStart: '2027-01-09T12:00:00+00:00' },
  { label: 'Sunday 12:00', clockStart: '2027-01-10T12:00:00+00:00' },
  { label: 'Saturday 23:55', clockStart: '2027-01-09T23:55:00+00:00' },
  { label: 'spring change 00:30 GMT', clockStart: '2027-03-28T00:30:00+00:00' },
  { label: 'spring change 01:30 UTC (02:30 BST)', clockStart: '2027-03-28T01:30:00+00:00' },
  { label: 'autumn change 00:30 BST', clockStart: '2027-10-31T00:30:00+01:00' },
  { label: 'autumn change 01:30 BST (first)', clockStart: '2027-10-31T01:30:00+01:00' },
  { label: 'autumn change 01:30 GMT (second)', clockStart: '2027-10-31T01:30:00+00:00' },
  { label: '31 December 23:30', clockStart: '2026-12-31T23:30:00+00:00' },
  { label: '29 February 2028 12:00', clockStart: '2028-02-29T12:00:00+00:00' },
];

/** The booking, console and journey suites: what the matrix runs at every instant. */
export const MATRIX_UNIT_PATHS = [
  'server/booking',
  'server/console',
  'server/staff',
  'server/api/booking-routes.test.ts',
  'server/api/booking-bad-input.test.ts',
  'server/api/console-routes.test.ts',
  'server/api/payment-routes.test.ts',
  'server/crash-durability.test.ts',
  'app/features/booking',
  'app/console',
  'app/features/manage-booking',
  'app/routes/manage-booking.test.tsx',
];

export const MATRIX_E2E_SPECS = [
  'tests/e2e/booking-journey.spec.ts',
  'tests/e2e/booking.spec.ts',
  'tests/e2e/card-guarantee.spec.ts',
  'tests/e2e/late-evening.spec.ts',
  'tests/e2e/seasonal.spec.ts',
  'tests/e2e/manage-booking.spec.ts',
  'tests/e2e/console-diary.spec.ts',
  'tests/e2e/console-grid.spec.ts',
  'tests/e2e/console-phone-booking.spec.ts',
  'tests/e2e/console-setup.spec.ts',
  'tests/e2e/console-sign-in.spec.ts',
];
