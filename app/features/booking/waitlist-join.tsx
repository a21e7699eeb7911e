// "Join the waitlist" in the booking modal (product.md D11 "Waitlist"): when the
// diner's date or time is full, they may ask for a table between two of the
// day's booking times for the party already chosen, with their name, e-mail
// and (optionally) phone; texts only with a UK mobile. The nearby
// alternatives stay beside it. The server holds a freed table for the first
// waitlisted diner it suits and e-mails them (decision 050).
import { useEffect, useId, useRef, useState } from 'react';
import { useQuery } from '@tanstack/react-query';
import { UK_MOBILE, SMS_NEEDS_MOBILE, waitlistJoinSchema, type WaitlistJoined } from '../../../contract/waitlist.ts';
import { useApiClient } from '../../lib/api/client.ts';
import type { BookingFlow } from './use-booking-flow.ts';
import { messageOf } from './booking-queries.ts';
import { formatLongDate } from './london-date.ts';
import styles from './booking-modal.module.css';

type Fields = { firstName: string; lastName: string; email: string; phoneNumber: string };
const EMPTY: Fields = { firstName: '', lastName: '', email: '', phoneNumber: '' };
const LABELS: Record<keyof Fields, string> = {
  firstName: 'First name',
  lastName: 'Last name',
  email: 'E-mail',
  phoneNumber: 'Phone (optional)',
};

export function WaitlistJoin({ flow, full }: { flow: BookingFlow; full: boolean }) {
  const { state } = flow;
  const api = useApiClient();
  const base = useId();
  const [open, setOpen] = useState(false);
  const [fields, setFields] = useState<Fields>(EMPTY);
  const [sms, setSms] = useState(false);
  const [range, setRange] = useState<{ from: string; to: string } | null>(null);
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const [joined, setJoined] = useState<WaitlistJoined | null>(null);
  const doneRef = useRef<HTMLDivElement>(null);
  const party =
    state.storeId && state.date && state.occasion
      ? { storeId: state.storeId, date: state.date, occasionId: state.occasion.id, adults: state.adultCovers, children: state.childCovers }
      : null;
  const times = useQuery({
    queryKey: ['booking', 'waitlist-times', party],
    queryFn: () =>
      api
        .call('waitlistTimes', {
          params: { storeId: party!.storeId },
          query: { date: party!.date, occasionId: party!.occasionId, adults: party!.adults, children: party!.children },
        })
        .then((r) => r.data),
    enabled: party !== null,
    staleTime: 60_000,
  });
  useEffect(() => {
    if (joined) doneRef.current?.focus();
  }, [joined]);
  if (!party || !times.data?.open) return null;
  const choices = times.data.times;
  const preferred = choices.includes(state.time) ? state.time : choices[0]!;
  const from = range?.from ?? preferred;
  const to = range?.to ?? choices[Math.min(choices.indexOf(from) + 4, choices.length - 1)] ?? from;

  if (joined) {
    return (
      <div className={styles.notice} role="status" tabIndex={-1} ref={doneRef} aria-labelledby={`${base}-joined`}>
        <h4 id={`${base}-joined`}>You are on the waitlist</h4>
        <p>
          {joined.restaurant}, {formatLongDate(joined.date)}, between {joined.from} and {joined.to}, for {joined.covers}. If a table frees
          up, we will hold it for you and e-mail {joined.email} at once: press the button in that e-mail to book it.
        </p>
      </div>
    );
  }
  if (!open) {
    return (
      <section className={styles.nearby} aria-labelledby={`${base}-heading`}>
        <h4 id={`${base}-heading`}>{full ? 'Join the waitlist' : 'None of these times suit?'}</h4>
        <p className={styles.hint}>Tell us when you could come: if a table frees up, we hold it for you and e-mail you.</p>
        <button type="button" className="button button--secondary" onClick={() => setOpen(true)}>
          Join the waitlist
        </button>
      </section>
    );
  }
  const set = (name: keyof Fields, value: string) => setFields((f) => ({ ...f, [name]: value }));
  const send = async () => {
    const body = {
      date: party.date,
      occasionId: party.occasionId,
      adults: party.adults,
      children: party.children,
      from,
      to,
      firstName: fields.firstName,
      lastName: fields.lastName,
      email: fields.email,
      phoneNumber: fields.phoneNumber || null,
      shouldReceiveSms: sms,
    };
    const parsed = waitlistJoinSchema.safeParse(body);
    if (!parsed.success) {
      const found: Record<string, string> = {};
      for (const issue of parsed.error.issues) found[String(issue.path[0])] ??= issue.message;
      setErrors(found);
      document.getElementById(`${base}-${Object.keys(found)[0]}`)?.focus();
      return;
    }
    setErrors({});
    setError(null);
    setBusy(true);
    try {
      setJoined((await api.call('waitlistJoin', { params: { storeId: party.storeId }, body: parsed.data })).data);
    } catch (err) {
      setError(messageOf(err));
    } finally {
      setBusy(false);
    }
  };
  const select = (name: 'from' | 'to', label: string, value: string) => (
    <div className={styles.field}>
      <label htmlFor={`${base}-${name}`}>{label}</label>
      <select
        id={`${base}-${name}`}
        value={value}
        aria-invalid={errors[name] ? true : undefined}
        onChange={(e) => setRange({ from, to, [name]: e.target.value })}
      >
        {choices.map((t) => (
          <option key={t} value={t}>
            {t}
          </option>
        ))}
      </select>
      {errors[name] && <p className={styles.fieldError}>{errors[name]}</p>}
    </div>
  );
  return (
    <section className={styles.nearby} aria-labelledby={`${base}-heading`}>
      <h4 id={`${base}-heading`}>Join the waitlist</h4>
      <p className={styles.hint}>
        {formatLongDate(party.date)}, for {party.adults + party.children}. We hold a freed table for you for a short time and e-mail you.
      </p>
      <div>
        {select('from', 'From', from)}
        {select('to', 'To', to)}
        {(Object.keys(LABELS) as (keyof Fields)[]).map((name) => (
          <div className={styles.field} key={name}>
            <label htmlFor={`${base}-${name}`}>{LABELS[name]}</label>
            <input
              id={`${base}-${name}`}
              type={name === 'email' ? 'email' : name === 'phoneNumber' ? 'tel' : 'text'}
              autoComplete={
                name === 'email' ? 'email' : name === 'phoneNumber' ? 'tel' : name === 'firstName' ? 'given-name' : 'family-name'
              }
              value={fields[name]}
              aria-invalid={errors[name] ? true : undefined}
              aria-describedby={errors[name] ? `${base}-${name}-error` : undefined}
              onChange={(e) => set(name, e.target.value)}
            />
            {errors[name] && (
              <p id={`${base}-${name}-error`} className={styles.fieldError}>
                {errors[name]}
              </p>
            )}
          </div>
        ))}
      </div>
      <label className={styles.check}>
        <input
          type="checkbox"
          checked={sms}
          aria-describedby={`${base}-sms-hint`}
          onChange={(e) => setSms(e.target.checked)}
          disabled={!UK_MOBILE.test(fields.phoneNumber.replace(/[\s().-]/g, ''))}
        />
        Text me too when a table is held for me
      </label>
      <p id={`${base}-sms-hint`} className={styles.hint}>
        {SMS_NEEDS_MOBILE}.
      </p>
      {error && (
        <p role="alert" className={styles.fieldError}>
          {error}
        </p>
      )}
      <button type="button" className="button" aria-busy={busy} disabled={busy} onClick={() => void send()}>
        {busy ? 'Joining…' : 'Join the waitlist'}
      </button>
    </section>
  );
}
