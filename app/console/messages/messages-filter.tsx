// The inbox's filter form: a GET form, so the filter lives in the address
// (bookmarkable, and the back button returns to it) and works without JavaScript.
import { Form, useLocation } from 'react-router';
import type { MessagesQuery } from './messages-query.ts';
import { SelectField } from './select-field.tsx';
import styles from './messages.module.css';

interface MessagesFilterProps {
  filter: MessagesQuery;
  restaurants: { storeId: string; title: string }[];
  /** A chain admin's "all" includes head office. */
  everyRestaurant: boolean;
}

const STATUS_OPTIONS = [
  { value: '', label: 'New and handled' },
  { value: 'new', label: 'New' },
  { value: 'handled', label: 'Handled' },
];

export function MessagesFilter({ filter, restaurants, everyRestaurant }: MessagesFilterProps) {
  // Keyed by the address, so the selects show the filter after back and forward too.
  const { search } = useLocation();
  const allLabel = everyRestaurant ? 'All restaurants and head office' : 'All my restaurants';
  return (
    <Form method="get" className={styles.filters} key={search} aria-label="Filter messages">
      <SelectField
        name="storeId"
        label="Restaurant"
        defaultValue={filter.storeId ?? ''}
        options={[{ value: '', label: allLabel }, ...restaurants.map((r) => ({ value: r.storeId, label: r.title }))]}
      />
      <SelectField name="status" label="Status" defaultValue={filter.status ?? ''} options={STATUS_OPTIONS} />
      <button type="submit" className="button">
        Show messages
      </button>
    </Form>
  );
}
