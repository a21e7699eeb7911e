// The client's proposal page (decision 078), behind the signed link in their e-mail: the newest version's
// figures and terms, acceptance by typing a name and ticking the terms, or a message asking for changes. Opening
// it changes nothing; plain forms, so it all works without JavaScript, on a phone.
import { Form, useNavigation } from 'react-router';
import type { Route } from './+types/event-proposal';
import { PROPOSAL_MESSAGES, proposalRows } from '../../contract/event-proposals.ts';
import { formatLongDate, formatHhmm, londonDateOf, londonMinutesOf } from '../../contract/london-time.ts';
import { loadProposalPage, proposalPageAction } from '../features/event-proposal/proposal-page.server.ts';
import { EventCardPayment } from '../features/event-proposal/event-card-payment.tsx';
import { formatMoney, type Currency } from '../../contract/money.ts';
import { useFocusWhen } from '../features/manage-booking/use-focus-when.ts';
import styles from '../features/manage-booking/manage-booking.module.css';
import proposalStyles from '../features/event-proposal/event-proposal.module.css';
import { pageMeta } from '../lib/route-meta.ts';

export const loader = ({ context, request }: Route.LoaderArgs) => loadProposalPage(context, request);

export const action = ({ context, request }: Route.ActionArgs) => proposalPageAction(context, request);

export const meta: Route.MetaFunction = (args) => [
  ...pageMeta(args, { title: 'Your event proposal', description: 'The proposal for your group booking or event.', tiles: [] }),
  { name: 'robots', content: 'noindex' },
];

export const DONE_TEXT = {
  accepted: 'Thank you: you have accepted this proposal. We have e-mailed you a copy.',
  paid: 'Thank you: your payment was taken. We have e-mailed you a receipt.',
  changes: 'Thank you: your message has gone to the restaurant. They will send you a new version.',
} as const;

type Payments = NonNullable<Extract<Route.ComponentProps['loaderData'], { error: null }>['payments']>;

/** What the client may pay now: the deposit first, then the balance; null when nothing is due or one is being checked. */
function payable(p: Payments): { kind: 'event_deposit' | 'event_balance'; name: string; amountPence: number } | null {
  if (p.cancelled || p.deposit.checking || p.balance.checking) return null;
  if (p.deposit.amountPence > 0 && p.deposit.paidPence === 0)
    return { kind: 'event_deposit', name: 'deposit', amountPence: p.deposit.amountPence };
  if (p.balance.amountPence > 0 && p.balance.paidPence === 0)
    return { kind: 'event_balance', name: 'balance', amountPence: p.balance.amountPence };
  return null;
}

function PaymentLines({ payments, currency, balanceDue }: { payments: Payments; currency: Currency; balanceDue: string }) {
  const refunded = (part: Payments['deposit']) =>
    part.refundedPence > 0 ? `, ${formatMoney(part.refundedPence, currency)} refunded to your card` : '';
  const line = (name: string, part: Payments['deposit'], due: string) =>
    part.paidPence > 0
      ? `${name}: ${formatMoney(part.paidPence, currency)} paid${refunded(part)}`
      : payments.cancelled
        ? `${name}: nothing to pay`
        : part.checking
          ? `${name}: being checked with the card provider`
          : part.amountPence > 0
            ? `${name}: ${formatMoney(part.amountPence, currency)} ${due}`
            : `${name}: nothing to pay`;
  return (
    <ul>
      <li>{line('Deposit', payments.deposit, 'to pay now')}</li>
      <li>{line('Balance', payments.balance, `due by ${formatLongDate(balanceDue)}`)}</li>
    </ul>
  );
}

/** "Friday, 11 December 2026 at 18:00" in London time. */
const whenText = (iso: string) => `${formatLongDate(londonDateOf(new Date(iso)))} at ${formatHhmm(londonMinutesOf(new Date(iso)))}`;

export default function EventProposalPage({ loaderData, actionData }: Route.ComponentProps) {
  const busy = useNavigation().state === 'submitting';
  const done = loaderData.view ? loaderData.done : null;
  const doneRef = useFocusWhen<HTMLParagraphElement>(done);
  const error = actionData?.error ?? (loaderData.view ? null : loaderData.error);
  const errorRef = useFocusWhen<HTMLParagraphElement>(error);
  if (!loaderData.view) {
    return (
      <div className={`container ${styles.page}`}>
        <h1>Your event proposal</h1>
        <p role="alert" tabIndex={-1} ref={errorRef} className={styles.alert}>
          {loaderData.error}
        </p>
      </div>
    );
  }
  const { view, token } = loaderData;
  const { proposal: p, restaurant } = view;
  const fieldErrors = actionData?.fieldErrors ?? {};
  const typed = actionData?.values;
  return (
    <div className={`container ${styles.page}`}>
      <h1>Your proposal from {restaurant.title}</h1>
      {done && (
        <p role="status" tabIndex={-1} ref={doneRef} className={styles.done}>
          {DONE_TEXT[done]}
        </p>
      )}
      {error && (
        <p role="alert" tabIndex={-1} ref={errorRef} className={styles.alert}>
          {error}
        </p>
      )}
      <section className={styles.card} aria-labelledby="proposal-heading">
        <h2 id="proposal-heading" className={styles.restaurant}>
          {view.firstName ? `For ${view.firstName}` : 'Your event'}: version {p.version}
        </h2>
        <p className={styles.status}>
          {view.cancelled
            ? PROPOSAL_MESSAGES.cancelled
            : p.state === 'accepted' && p.accepted
              ? `Accepted by ${p.accepted.name} on ${whenText(p.accepted.at)}`
              : p.state === 'lapsed'
                ? 'This proposal has expired'
                : `Held for you until ${whenText(p.holdExpiresAt)}`}
        </p>
        <table className={proposalStyles.terms}>
          <caption>What we propose</caption>
          <tbody>
            {proposalRows(p.terms).map(([label, value]) => (
              <tr key={label}>
                <th scope="row">{label}</th>
                <td>{value}</td>
              </tr>
            ))}
          </tbody>
        </table>
        <h3>Terms</h3>
        <p className={proposalStyles.conditions}>{p.terms.conditions}</p>
        <p className={proposalStyles.small}>
          Sent on {whenText(p.sentAt)}. {restaurant.title}, {restaurant.phone}, {restaurant.email}.
        </p>
      </section>
      {p.state === 'awaiting' && !view.cancelled && (
        <section className={styles.confirm} aria-labelledby="accept-heading">
          <h2 id="accept-heading">Accept this proposal</h2>
          <p>Type your full name and tick the box. We record your name, the time and this exact version ({p.version}).</p>
          <Form method="post" className={proposalStyles.form} noValidate>
            <input type="hidden" name="token" value={token} />
            <input type="hidden" name="hash" value={p.hash} />
            <div className={proposalStyles.field}>
              <label htmlFor="accept-name">Your full name</label>
              <input
                id="accept-name"
                name="name"
                type="text"
                autoComplete="name"
                maxLength={120}
                defaultValue={typed?.name ?? ''}
                aria-invalid={fieldErrors.name ? true : undefined}
                aria-describedby={fieldErrors.name ? 'accept-name-error' : undefined}
              />
              {fieldErrors.name && (
                <p id="accept-name-error" className={styles.alert}>
                  {fieldErrors.name}
                </p>
              )}
            </div>
            <div className={proposalStyles.tick}>
              <input
                id="accept-agree"
                name="agree"
                type="checkbox"
                aria-invalid={fieldErrors.agree ? true : undefined}
                aria-describedby={fieldErrors.agree ? 'accept-agree-error' : undefined}
              />
              <label htmlFor="accept-agree">I have read the proposal and agree to its terms</label>
              {fieldErrors.agree && (
                <p id="accept-agree-error" className={styles.alert}>
                  {fieldErrors.agree}
                </p>
              )}
            </div>
            <button type="submit" name="intent" value="accept" className="button" disabled={busy}>
              Accept version {p.version}
            </button>
          </Form>
        </section>
      )}
      {loaderData.payments && (
        <section className={styles.confirm} aria-labelledby="pay-heading">
          <h2 id="pay-heading">Payments</h2>
          <PaymentLines payments={loaderData.payments} currency={p.terms.currency} balanceDue={p.terms.balanceDueDate} />
          {payable(loaderData.payments) && (
            <EventCardPayment
              token={token}
              kind={payable(loaderData.payments)!.kind}
              action={`Pay the ${formatMoney(payable(loaderData.payments)!.amountPence, p.terms.currency)} ${payable(loaderData.payments)!.name}`}
              restaurantPhone={restaurant.phone}
            />
          )}
        </section>
      )}
      {p.state !== 'accepted' && !view.cancelled && (
        <section className={styles.confirm} aria-labelledby="changes-heading">
          <h2 id="changes-heading">Ask for changes</h2>
          <Form method="post" className={proposalStyles.form} noValidate>
            <input type="hidden" name="token" value={token} />
            <div className={proposalStyles.field}>
              <label htmlFor="changes-message">What would you like changed?</label>
              <textarea
                id="changes-message"
                name="message"
                rows={4}
                maxLength={2000}
                defaultValue={typed?.message ?? ''}
                aria-invalid={fieldErrors.message ? true : undefined}
                aria-describedby={fieldErrors.message ? 'changes-message-error' : undefined}
              />
              {fieldErrors.message && (
                <p id="changes-message-error" className={styles.alert}>
                  {fieldErrors.message}
                </p>
              )}
            </div>
            <button type="submit" name="intent" value="changes" className="button button--secondary" disabled={busy}>
              Send to the restaurant
            </button>
          </Form>
        </section>
      )}
    </div>
  );
}
