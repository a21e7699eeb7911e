// "Seat walk-in" for the diary's toolbar (product.md D8): a table, the
// party and, if the guest gives one, a name; the diary's action seats them now
// (intent=walk-in, walk-in.server.ts). Its field errors and what was typed come
// back only when the action answered this form; after a success it starts empty.
import { Form } from 'react-router';
import type { DiaryTable } from '../../../contract/diary-shapes.ts';
import { MAX_TABLE_BOOKING_COVERS } from '../../../contract/booking-codes.ts';
import { CsrfField } from '../csrf-field.tsx';
import { WALK_IN_INTENT } from './booking-form-values.ts';
import { InputField, SelectField } from './form-fields.tsx';
import type { PageResult } from './page-result.ts';
import { tableOptions } from './table-options.ts';
import styles from './walk-in-form.module.css';

export interface WalkInFormProps {
  /** The restaurant's tables (the diary's `tables`). */
  tables: readonly DiaryTable[];
  csrfToken: string;
  /** The diary action's answer (its actionData, or the sticky result); ignored unless it answered this form. */
  result?: PageResult | undefined;
  /** True while a form of the page is being sent. */
  busy?: boolean;
}

export function WalkInForm({ tables, csrfToken, result, busy = false }: WalkInFormProps) {
  const mine = result?.intent === WALK_IN_INTENT ? result : undefined;
  const e = mine?.fieldErrors ?? {};
  const v = mine?.error ? (mine.values ?? {}) : {};
  const field = (name: string) => ({ id: `walk-in-${name}`, name, error: e[name], defaultValue: v[name] });
  // A new key after each success empties the fields for the next party.
  const key = mine && !mine.error ? `seated ${mine.notice ?? ''}` : 'walk-in';
  return (
    <Form key={key} method="post" className={styles.form} aria-label="Seat a walk-in" preventScrollReset noValidate>
      <CsrfField token={csrfToken} />
      <input type="hidden" name="intent" value={WALK_IN_INTENT} />
      <SelectField
        {...field('tableIds')}
        label="Walk-in table"
        options={[{ value: '', label: 'Choose a table' }, ...tableOptions(tables)]}
        required
      />
      <InputField
        {...field('adults')}
        defaultValue={v.adults ?? '2'}
        className={styles.number}
        label="Adults"
        type="number"
        min={1}
        max={MAX_TABLE_BOOKING_COVERS}
        required
      />
      <InputField
        {...field('children')}
        defaultValue={v.children ?? '0'}
        className={styles.number}
        label="Children"
        type="number"
        min={0}
        max={MAX_TABLE_BOOKING_COVERS}
      />
      <InputField {...field('name')} className={styles.name} label="Name (optional)" type="text" autoComplete="off" />
      <button type="submit" className="button" disabled={busy}>
        Seat walk-in
      </button>
    </Form>
  );
}
