// product.md D11 "Fees" on the booking page, for a manager or chain admin: "Charge
// no-show fee £60.00" opens a confirm step (a link, so it works without
// JavaScript) showing the amount; its form's POST charges, once. Every attempt
// is listed with its outcome, a decline with the card issuer's words.
import { Form, Link } from 'react-router';
import type { FeePanel as Fee } from '../../../contract/fee-panel.ts';
import { CsrfField } from '../csrf-field.tsx';
import { bookingUrl } from './console-urls.ts';
import styles from './forms.module.css';

interface FeePanelProps {
  bookingId: string;
  fee: Fee | null;
  confirm: boolean;
  csrfToken: string;
  busy: boolean;
}

const WHEN = new Intl.DateTimeFormat('en-GB', { dateStyle: 'medium', timeStyle: 'short', timeZone: 'Europe/London' });

type Attempt = Fee['attempts'][number];

/** Every attempt at a payment, with its outcome: a decline with the card issuer's words, a charge with its transaction. */
function AttemptsTable({ caption, what, attempts }: { caption: string; what: string; attempts: readonly Attempt[] }) {
  return (
    <table>
      <caption className="visually-hidden">{caption}</caption>
      <thead>
        <tr>
          <th scope="col">Attempt</th>
          <th scope="col">{what}</th>
          <th scope="col">Outcome</th>
          <th scope="col">Details</th>
        </tr>
      </thead>
      <tbody>
        {attempts.map((a) => (
          <tr key={`${a.name}-${a.attempt}`}>
            <td>
              {a.attempt}, <time dateTime={a.at}>{WHEN.format(new Date(a.at))}</time>
            </td>
            <td>
              {a.name} {a.amount}
            </td>
            <td>{a.statusText}</td>
            <td>{[a.message, a.transactionId ? `transaction ${a.transactionId}` : null].filter(Boolean).join('; ') || '—'}</td>
          </tr>
        ))}
      </tbody>
    </table>
  );
}

/** product.md D11 "Deposits": the deposit taken with the booking (paid, refunded, kept…) and every attempt. */
export function DepositPanel({ deposit }: { deposit: NonNullable<Fee['deposit']> }) {
  return (
    <section id="deposit" className={styles.panel} aria-labelledby="deposit-heading">
      <h2 id="deposit-heading">Deposit</h2>
      <p>
        {deposit.amount}: <strong>{deposit.stateText}</strong>
      </p>
      <AttemptsTable caption="Deposit attempts" what="What" attempts={deposit.attempts} />
    </section>
  );
}

export function FeePanel({ bookingId, fee, confirm, csrfToken, busy }: FeePanelProps) {
  const deposit = fee?.deposit ? <DepositPanel deposit={fee.deposit} /> : null;
  if (!fee || (!fee.chargeable && !fee.attempts.length)) return deposit;
  const due = fee.chargeable;
  return (
    <>
      {deposit}
      <section id="fee" className={styles.panel} aria-labelledby="fee-heading" tabIndex={-1}>
        <h2 id="fee-heading">Fee</h2>
        {due && confirm ? (
          <Form method="post" action={bookingUrl(bookingId)} className={styles.statusForm} preventScrollReset>
            <CsrfField token={csrfToken} />
            <input type="hidden" name="intent" value="fee" />
            <input type="hidden" name="kind" value={due.kind} />
            <input type="hidden" name="amountPence" value={due.amountPence} />
            <p>
              Charge the {due.name} of <strong>{due.amount}</strong> ({due.perGuest}) to the card this booking was guaranteed with? The
              guest is e-mailed a receipt.
            </p>
            <div>
              <button type="submit" className="button" disabled={busy}>
                Charge {due.amount}
              </button>{' '}
              <Link to={bookingUrl(bookingId)}>Cancel</Link>
            </div>
          </Form>
        ) : due ? (
          <p>
            <Link className="button button--secondary" to={`${bookingUrl(bookingId)}?fee=confirm#fee`}>
              Charge {due.name} {due.amount}
            </Link>
          </p>
        ) : null}
        {fee.attempts.length > 0 && <AttemptsTable caption="Fee attempts" what="Fee" attempts={fee.attempts} />}
      </section>
    </>
  );
}
