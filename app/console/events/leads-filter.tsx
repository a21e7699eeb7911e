// The leads' filter: a GET form, so the filter lives in the address and works without JavaScript.
import { Form, useLocation } from 'react-router';
import { LEAD_STATUSES, LEAD_STATUS_LABELS, type LeadsQuery } from '../../../contract/event-leads.ts';
import { SelectField } from '../messages/select-field.tsx';
import styles from '../messages/messages.module.css';

interface LeadsFilterProps {
  filter: LeadsQuery;
  restaurants: { storeId: string; title: string }[];
}

const STATUS_OPTIONS = [{ value: '', label: 'Every status' }, ...LEAD_STATUSES.map((s) => ({ value: s, label: LEAD_STATUS_LABELS[s] }))];

export function LeadsFilter({ filter, restaurants }: LeadsFilterProps) {
  // Keyed by the address, so the selects show the filter after back and forward too.
  const { search } = useLocation();
  return (
    <Form method="get" className={styles.filters} key={search} aria-label="Filter leads">
      <SelectField
        name="storeId"
        label="Restaurant"
        defaultValue={filter.storeId ?? ''}
        options={[{ value: '', label: 'All my restaurants' }, ...restaurants.map((r) => ({ value: r.storeId, label: r.title }))]}
      />
      <SelectField name="status" label="Status" defaultValue={filter.status ?? ''} options={STATUS_OPTIONS} />
      <button type="submit" className="button">
        Show leads
      </button>
    </Form>
  );
}
