// /console/events/:leadId/sheet: the event sheet for the kitchen and the floor (decision 078), one page to print.
import { Link } from 'react-router';
import type { Route } from './+types/event-sheet';
import { proposalRows } from '../../../contract/event-proposals.ts';
import { formatLongDate } from '../../../contract/london-time.ts';
import { formatMoney } from '../../../contract/money.ts';
import { LEAD_STATUS_LABELS } from '../../../contract/event-leads.ts';
import { loadEventSheet } from '../events/event-sheet-page.server.ts';
import { contactText, requestLine } from '../events/lead-words.ts';
import { PrintButton } from '../events/print-button.tsx';
import consoleStyles from '../console.module.css';
import styles from '../events/event-sheet.module.css';

export const loader = ({ context, request, params }: Route.LoaderArgs) => loadEventSheet(context, request, params);

export const meta: Route.MetaFunction = ({ data }) => [
  { title: `Event sheet${data?.sheet.contact ? `: ${data.sheet.contact.name}` : ''} · Events · Restaurant console` },
  { name: 'robots', content: 'noindex, nofollow' },
];

export default function EventSheetPage({ loaderData }: Route.ComponentProps) {
  const { sheet } = loaderData;
  const { proposal: p } = sheet;
  const currency = p?.terms.currency ?? 'GBP';
  const money = (pence: number) => formatMoney(pence, currency);
  const due = p ? Math.max(0, p.totals.total - sheet.paid.depositPence - sheet.paid.balancePence) : 0;
  return (
    <div className={`${consoleStyles.page} ${consoleStyles.wide} ${styles.sheet}`}>
      <p className={styles.noPrint}>
        <Link to={`/console/events/${encodeURIComponent(sheet.leadId)}/`}>Back to the lead</Link> <PrintButton />
      </p>
      <h1>
        Event sheet: {contactText(sheet.contact?.name ?? null)}, {sheet.restaurant}
      </h1>
      <p>
        {sheet.bookingType ? `${sheet.bookingType} · ` : ''}
        {LEAD_STATUS_LABELS[sheet.status]} ·{' '}
        {!p
          ? 'no proposal sent yet: the timings are the client’s request'
          : `proposal version ${p.version}${p.state === 'accepted' ? ', accepted' : p.state === 'lapsed' ? ', not accepted (its hold ended)' : ', awaiting the client'}`}
      </p>
      <section aria-labelledby="sheet-event">
        <h2 id="sheet-event">The event</h2>
        <table className={styles.facts}>
          <caption>Timings, space and figures</caption>
          <tbody>
            {p ? (
              <>
                {proposalRows(p.terms).map(([label, value]) => (
                  <tr key={label}>
                    <th scope="row">{label}</th>
                    <td>{value}</td>
                  </tr>
                ))}
                <tr>
                  <th scope="row">Tables</th>
                  <td>{p.terms.space.tableIds.join(', ')}</td>
                </tr>
              </>
            ) : (
              <tr>
                <th scope="row">Asked for</th>
                <td>{requestLine({ bookingType: null, ...sheet.request }) || 'Not given'}</td>
              </tr>
            )}
          </tbody>
        </table>
      </section>
      <section aria-labelledby="sheet-guests">
        <h2 id="sheet-guests">Allergies, dietary needs and requests</h2>
        <dl className={styles.notes}>
          <dt>From the enquiry</dt>
          <dd>{sheet.requests || 'Nothing written'}</dd>
          {sheet.profile && (
            <>
              <dt>Allergies (guest profile)</dt>
              <dd>{sheet.profile.allergies || 'None recorded'}</dd>
              <dt>Dietary notes (guest profile)</dt>
              <dd>{sheet.profile.dietaryNotes || 'None recorded'}</dd>
            </>
          )}
        </dl>
      </section>
      <section aria-labelledby="sheet-menus">
        <h2 id="sheet-menus">Menus</h2>
        {sheet.menus.length === 0 && <p>No menu chosen yet.</p>}
        {sheet.menus.map((menu) => (
          <div key={menu.title} className={styles.menu}>
            <h3>{menu.title}</h3>
            {!menu.found && <p>This menu is no longer in the studio: check the dishes with the kitchen.</p>}
            {menu.sections.map((section) => (
              <table key={section.name} className={styles.dishes}>
                <caption>{section.name}</caption>
                <thead>
                  <tr>
                    <th scope="col">Dish</th>
                    <th scope="col">Dietary</th>
                    <th scope="col">Allergens</th>
                  </tr>
                </thead>
                <tbody>
                  {section.items.map((item) => (
                    <tr key={item.name}>
                      <th scope="row">{item.name}</th>
                      <td>{item.dietary.join(', ') || '—'}</td>
                      <td>{item.allergens.join(', ') || 'None declared'}</td>
                    </tr>
                  ))}
                </tbody>
              </table>
            ))}
          </div>
        ))}
      </section>
      <section aria-labelledby="sheet-contact">
        <h2 id="sheet-contact">Contact and payments</h2>
        <dl className={styles.notes}>
          <dt>Contact</dt>
          <dd>
            {sheet.contact ? [sheet.contact.name, sheet.contact.phone, sheet.contact.email].filter(Boolean).join(' · ') : contactText(null)}
          </dd>
          {p && (
            <>
              <dt>Deposit paid</dt>
              <dd>
                {money(sheet.paid.depositPence)} of {money(p.terms.depositPence)}
              </dd>
              <dt>Balance paid</dt>
              <dd>{money(sheet.paid.balancePence)}</dd>
              <dt>Still due</dt>
              <dd>
                {money(due)}, by {formatLongDate(p.terms.balanceDueDate)}
              </dd>
            </>
          )}
        </dl>
      </section>
    </div>
  );
}
