// Step 3: the diner's details with product.md §5 validation flags, the booking
// summary, and the enquiry path when the requirements say so.
import { lazy, Suspense, useId, useRef } from 'react';
import { SPECIAL_REQUEST_MAX } from '../../../contract/booking.ts';
import { priceExtras } from '../../../contract/booking-extras.ts';
import { ExtrasList } from './extras.tsx';
import { CardPolicy } from './card-policy.tsx';
import type { Customer } from './booking-state.ts';
import { formatLongDate } from './london-date.ts';
import type { BookingFlow } from './use-booking-flow.ts';
import styles from './booking-modal.module.css';

const CardStep = lazy(() => import('./card-step.tsx'));

type TextField = 'firstName' | 'lastName' | 'email' | 'phoneNumber';
const FIELDS: { name: TextField; label: string; type: string; autoComplete: string; required: boolean; error: string }[] = [
  {
    name: 'firstName',
    label: 'First name',
    type: 'text',
    autoComplete: 'given-name',
    required: true,
    error: 'Please enter your first name.',
  },
  {
    name: 'lastName',
    label: 'Last name',
    type: 'text',
    autoComplete: 'family-name',
    required: true,
    error: 'Please enter your last name.',
  },
  { name: 'email', label: 'E-mail', type: 'email', autoComplete: 'email', required: true, error: 'Please enter a valid e-mail address.' },
  {
    name: 'phoneNumber',
    label: 'Phone (optional)',
    type: 'tel',
    autoComplete: 'tel',
    required: false,
    error: 'Please enter a valid UK phone number.',
  },
];

export function StepThree({ flow }: { flow: BookingFlow }) {
  const { state, dispatch, restaurant, submit } = flow;
  const base = useId();
  const form = useRef<HTMLFormElement>(null);
  const set = (field: keyof Customer, value: string | boolean) => dispatch({ type: 'customer/set', field, value });
  const guests = state.adultCovers + state.childCovers;
  const priced = priceExtras(state.upsells, state.upsellIds, guests);
  const picked = priced.ok ? priced.extras : [];

  return (
    <form
      ref={form}
      className={styles.step}
      noValidate
      onSubmit={(e) => {
        e.preventDefault();
        void submit().then(() =>
          // Move focus to the first field in error, so it is heard and can be fixed.
          requestAnimationFrame(() => form.current?.querySelector<HTMLElement>('[aria-invalid="true"]')?.focus()),
        );
      }}
    >
      <h3 className={styles.stepHeading} tabIndex={-1} data-step-heading>
        Your details
      </h3>
      <p className={styles.summary}>
        <strong>{restaurant?.title}</strong>, {state.date ? formatLongDate(state.date) : ''} at {state.time}, {guests}{' '}
        {guests === 1 ? 'guest' : 'guests'}
        {state.occasion ? ` · ${state.occasion.name}` : ''}
        {state.menu ? ` · ${state.menu.name}` : ''}
        {state.area ? ` · ${state.area.name}` : ''}
      </p>
      {picked.length > 0 && (
        <dl className={styles.details}>
          <ExtrasList extras={picked} />
        </dl>
      )}
      {state.isEnquiry && <p className={styles.notice}>This time is booked by request: the restaurant will confirm by e-mail.</p>}

      {FIELDS.map((f) => {
        const id = `${base}-${f.name}`;
        const invalid = !state.customerValid[f.name];
        return (
          <div key={f.name} className={styles.field}>
            <label htmlFor={id}>
              {f.label}
              {f.required && <span aria-hidden="true"> *</span>}
            </label>
            <input
              id={id}
              name={f.name}
              type={f.type}
              autoComplete={f.autoComplete}
              required={f.required}
              aria-invalid={invalid}
              aria-describedby={invalid ? `${id}-error` : undefined}
              value={state.customer[f.name]}
              onChange={(e) => set(f.name, e.target.value)}
            />
            {invalid && (
              <p id={`${id}-error`} className={styles.fieldError}>
                {f.error}
              </p>
            )}
          </div>
        );
      })}
      <div className={styles.field}>
        <label htmlFor={`${base}-request`}>Special requests (optional)</label>
        <textarea
          id={`${base}-request`}
          maxLength={SPECIAL_REQUEST_MAX}
          rows={3}
          aria-invalid={!state.customerValid.specialRequest}
          value={state.customer.specialRequest}
          onChange={(e) => set('specialRequest', e.target.value)}
        />
      </div>
      {state.creditCardRequired && state.cardGuaranteeAvailable && (
        <Suspense fallback={<p role="status">Loading card form…</p>}>
          {state.braintreeCustomerId ? (
            <div className={styles.notice}>
              <p>Card saved: your booking will be held with it.</p>
              <CardPolicy lines={state.cardPolicy} />
            </div>
          ) : (
            <CardStep flow={flow} policy={state.cardPolicy} />
          )}
        </Suspense>
      )}
      <label className={styles.check}>
        <input
          type="checkbox"
          checked={state.customer.shouldReceivePromotions}
          onChange={(e) => set('shouldReceivePromotions', e.target.checked)}
        />
        Send me offers and news by e-mail
      </label>
      <label className={styles.check}>
        <input type="checkbox" checked={state.customer.shouldReceiveSms} onChange={(e) => set('shouldReceiveSms', e.target.checked)} />
        Send me offers by text message
      </label>

      <footer className={styles.footer}>
        <button type="button" className="button button--secondary" onClick={() => dispatch({ type: 'step/minus' })}>
          Back
        </button>
        <button
          type="submit"
          className="button"
          aria-busy={state.spinner.stepThree}
          disabled={state.spinner.stepThree || (state.creditCardRequired && state.cardGuaranteeAvailable && !state.braintreeCustomerId)}
        >
          {state.spinner.stepThree ? 'Booking…' : state.isEnquiry ? 'Send request' : 'Confirm booking'}
        </button>
      </footer>
    </form>
  );
}
