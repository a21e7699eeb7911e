// /console/events/?storeId=&status=: group and event leads (decision 077).
import type { Route } from './+types/events';
import { LEAD_STATUS_LABELS } from '../../../contract/event-leads.ts';
import { loadLeads } from '../events/leads-page.server.ts';
import { LeadsFilter } from '../events/leads-filter.tsx';
import { LeadsTable } from '../events/leads-table.tsx';
import styles from '../console.module.css';

export const loader = ({ context, request }: Route.LoaderArgs) => loadLeads(context, request);

export const meta: Route.MetaFunction = () => [{ title: 'Events · Restaurant console' }, { name: 'robots', content: 'noindex, nofollow' }];

export default function Events({ loaderData }: Route.ComponentProps) {
  const { filter, restaurants, leads } = loaderData;
  const where = filter.storeId ? (restaurants.find((r) => r.storeId === filter.storeId)?.title ?? '') : 'your restaurants';
  const status = filter.status ? `${LEAD_STATUS_LABELS[filter.status].toLowerCase()} ` : '';
  const waiting = leads.filter((l) => l.waiting).length;
  return (
    <div className={`${styles.page} ${styles.wide}`}>
      <h1>Events</h1>
      <p>Group enquiries become leads here: who looks after each, its status and its value.</p>
      <LeadsFilter filter={filter} restaurants={restaurants} />
      {leads.length ? (
        <LeadsTable
          leads={leads}
          caption={`${leads.length} ${status}${leads.length === 1 ? 'lead' : 'leads'} at ${where}${waiting ? `, ${waiting} waiting for a first answer` : ''}`}
        />
      ) : (
        <p className={styles.notice}>
          No {status}leads at {where}.
        </p>
      )}
    </div>
  );
}
