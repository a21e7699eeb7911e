// /console/waitlist/:storeId/?date=…: a restaurant-day's waitlist (decision 050
// "Waitlist: in the console"): who is waiting, for how many, for when, how long
// they have waited and the wait they were quoted; a walk-in joins with a
// quoted wait; "Table ready" tells them by text or e-mail; "Seat" seats them at
// a free table on the grid; "Remove". Plain forms with the CSRF token: it all
// works without JavaScript.
import { Form, Link, useNavigation } from 'react-router';
import type { Route } from './+types/waitlist';
import { loadWaitlist, waitlistAction, type WaitlistResult } from '../waitlist/waitlist-page.server.ts';
import { CsrfField } from '../csrf-field.tsx';
import { InputField } from '../diary/form-fields.tsx';
import { diaryUrl } from '../diary/console-urls.ts';
import { formatLongDate } from '../../../contract/london-time.ts';
import { WAITLIST_STATUS_LABELS, type WaitlistRow } from '../../../contract/waitlist.ts';
import styles from '../console.module.css';
import formStyles from '../diary/forms.module.css';
import own from '../waitlist/waitlist.module.css';

export const loader = ({ context, request, params }: Route.LoaderArgs) => loadWaitlist(context, request, params.storeId);

export const action = ({ context, request, params }: Route.ActionArgs) => waitlistAction(context, request, params.storeId);

export const meta: Route.MetaFunction = ({ data }) => [
  { title: `Waitlist${data ? ` · ${data.restaurant.title}` : ''} · Restaurant console` },
  { name: 'robots', content: 'noindex, nofollow' },
];

const waited = (minutes: number) => (minutes < 60 ? `${minutes} min` : `${Math.floor(minutes / 60)} h ${minutes % 60} min`);
const contact = (e: WaitlistRow) => [e.phone && `${e.phone}${e.sms ? ' (texts)' : ''}`, e.email].filter(Boolean).join(', ') || '—';

function RowActions({ e, csrfToken, busy, isToday }: { e: WaitlistRow; csrfToken: string; busy: boolean; isToday: boolean }) {
  if (e.status !== 'waiting' && e.status !== 'offered') return null;
  const act = (intent: 'ready' | 'seat' | 'remove', label: string, secondary = true) => (
    <Form method="post" preventScrollReset>
      <CsrfField token={csrfToken} />
      <input type="hidden" name="entryId" value={e.id} />
      <button
        type="submit"
        name="intent"
        value={intent}
        className={secondary ? 'button button--secondary' : 'button'}
        disabled={busy}
        aria-label={`${label}: ${e.name}`}
      >
        {label}
      </button>
    </Form>
  );
  return (
    <div className={own.rowActions}>
      {e.status === 'waiting' && (e.phone || e.email) && act('ready', 'Table ready', false)}
      {e.status === 'waiting' && isToday && act('seat', 'Seat')}
      {act('remove', 'Remove')}
    </div>
  );
}

function AddWalkIn({ csrfToken, result, busy }: { csrfToken: string; result: WaitlistResult | undefined; busy: boolean }) {
  const mine = result?.intent === 'add' ? result : undefined;
  const e = mine?.fieldErrors ?? {};
  const v = mine && (mine.error || Object.keys(e).length) ? (mine.values ?? {}) : {};
  const key = mine?.notice ?? 'add';
  const field = (name: string) => ({ id: `waitlist-${name}`, name, error: e[name], defaultValue: v[name] });
  return (
    <section aria-labelledby="add-heading">
      <h2 id="add-heading" className={styles.sectionHeading}>
        Add a walk-in
      </h2>
      <Form key={key} method="post" className={own.addForm} preventScrollReset noValidate>
        <CsrfField token={csrfToken} />
        <input type="hidden" name="intent" value="add" />
        <InputField {...field('name')} type="text" label="Name" required autoComplete="off" />
        <InputField {...field('adults')} type="number" label="Adults" min={1} max={20} required />
        <InputField {...field('children')} type="number" label="Children" min={0} max={20} />
        <InputField {...field('phone')} type="tel" label="Phone" hint="A phone number or an e-mail address" />
        <InputField {...field('email')} type="email" label="E-mail" />
        <InputField {...field('quotedWaitMinutes')} type="number" label="Quoted wait (minutes)" min={0} max={600} required />
        <div className={formStyles.check}>
          <input
            id="waitlist-sms"
            name="sms"
            type="checkbox"
            aria-describedby={e.sms ? 'waitlist-sms-error' : undefined}
            aria-invalid={e.sms ? true : undefined}
          />
          <label htmlFor="waitlist-sms">Text them when their table is ready (UK mobile)</label>
          {e.sms && (
            <p id="waitlist-sms-error" className={formStyles.fieldError}>
              {e.sms}
            </p>
          )}
        </div>
        <button type="submit" className="button" disabled={busy}>
          Add to waitlist
        </button>
      </Form>
    </section>
  );
}

export default function Waitlist({ loaderData, actionData }: Route.ComponentProps) {
  const { restaurant, date, today, entries, csrfToken, canEdit } = loaderData;
  const busy = useNavigation().state === 'submitting';
  const result: WaitlistResult | undefined = actionData && 'intent' in actionData ? actionData : undefined;
  const error = actionData?.error ?? null;
  const open = entries.filter((e) => e.status === 'waiting' || e.status === 'offered');
  const done = entries.filter((e) => e.status !== 'waiting' && e.status !== 'offered');
  const isToday = date === today;
  const table = (rows: WaitlistRow[], caption: string, actions: boolean) => (
    <table className={styles.dataTable}>
      <caption>{caption}</caption>
      <thead>
        <tr>
          <th scope="col">Name</th>
          <th scope="col">Party</th>
          <th scope="col">Wanted</th>
          <th scope="col">Waiting</th>
          <th scope="col">Quoted wait</th>
          <th scope="col">Contact</th>
          <th scope="col">Status</th>
          {actions && canEdit && <th scope="col">Actions</th>}
        </tr>
      </thead>
      <tbody>
        {rows.map((e) => (
          <tr key={e.id}>
            <th scope="row">{e.name}</th>
            <td>{e.covers}</td>
            <td>{e.times ?? 'Walk-in, now'}</td>
            <td>{e.status === 'waiting' || e.status === 'offered' ? waited(e.waitingMinutes) : '—'}</td>
            <td>{e.quotedWaitMinutes === null ? '—' : `${e.quotedWaitMinutes} min`}</td>
            <td>{contact(e)}</td>
            <td>
              {WAITLIST_STATUS_LABELS[e.status]}
              {e.notifiedAt ? ' · told table ready' : ''}
            </td>
            {actions && canEdit && (
              <td>
                <RowActions e={e} csrfToken={csrfToken} busy={busy} isToday={isToday} />
              </td>
            )}
          </tr>
        ))}
      </tbody>
    </table>
  );
  return (
    <div className={styles.page}>
      <p>
        <Link to={diaryUrl(restaurant.storeId, date)}>Back to the diary</Link>
      </p>
      <h1>
        Waitlist for {restaurant.title}, {formatLongDate(date)}
      </h1>
      <Form method="get" className={own.dayNav}>
        <div className={formStyles.field}>
          <label htmlFor="waitlist-date">Date</label>
          <input id="waitlist-date" name="date" type="date" defaultValue={date} key={date} required />
        </div>
        <button type="submit" className="button button--secondary">
          Show
        </button>
      </Form>
      {result?.notice && (
        <p role="status" className={styles.notice}>
          {result.notice}
        </p>
      )}
      {error && (
        <p role="alert" className={styles.alert}>
          {error}
        </p>
      )}
      {canEdit && isToday && <AddWalkIn csrfToken={csrfToken} result={result} busy={busy} />}
      <h2 className={styles.sectionHeading}>Waiting ({open.length})</h2>
      {open.length ? table(open, 'Parties waiting, longest first', true) : <p>Nobody is waiting.</p>}
      {done.length > 0 && (
        <>
          <h2 className={styles.sectionHeading}>Earlier today</h2>
          {table(done, 'Booked, seated, expired and removed', false)}
        </>
      )}
    </div>
  );
}
