// Moving a booking (product.md D8): another date, time, table or party size, under
// the day lock. The fields start at the booking's values and only what differs
// is sent on (the action compares), so the diner is mailed only for a real move.
import { Form } from 'react-router';
import type { DiaryBooking, DiaryTable } from '../../../contract/diary-shapes.ts';
import { MAX_TABLE_BOOKING_COVERS } from '../../../contract/booking-codes.ts';
import { CsrfField } from '../csrf-field.tsx';
import { KEEP_TABLES } from './booking-form-values.ts';
import { CheckboxField, InputField, SelectField, TextAreaField } from './form-fields.tsx';
import type { PageResult } from './page-result.ts';
import { tableOptions } from './table-options.ts';
import styles from './forms.module.css';

interface MoveFormProps {
  booking: DiaryBooking;
  tables: DiaryTable[];
  csrfToken: string;
  busy: boolean;
  result: PageResult | undefined;
}

export function MoveForm({ booking: b, tables, csrfToken, busy, result }: MoveFormProps) {
  const e = result?.intent === 'move' ? result.fieldErrors : {};
  // Keyed by what the booking is now, so after a move the fields start from the new values.
  const key = `${b.date} ${b.time} ${b.tableIds.join('+')} ${b.adults} ${b.children} ${b.durationMinutes}`;
  return (
    <Form method="post" key={key} className={styles.panel} aria-labelledby="move-heading" noValidate preventScrollReset>
      <h2 id="move-heading">Move or change the party</h2>
      <CsrfField token={csrfToken} />
      <input type="hidden" name="intent" value="move" />
      <div className={styles.grid}>
        <InputField id="move-date" name="date" label="Date" type="date" defaultValue={b.date} error={e.date} required />
        <InputField id="move-time" name="time" label="Time" type="time" defaultValue={b.time} error={e.time} required />
        <InputField
          id="move-adults"
          name="adults"
          label="Adults"
          type="number"
          min={1}
          max={MAX_TABLE_BOOKING_COVERS}
          defaultValue={String(b.adults)}
          error={e.adults}
        />
        <InputField
          id="move-children"
          name="children"
          label="Children"
          type="number"
          min={0}
          max={MAX_TABLE_BOOKING_COVERS}
          defaultValue={String(b.children)}
          error={e.children}
        />
        {/* The same as dragging the booking's end on the grid. */}
        <InputField
          id="move-duration"
          name="durationMinutes"
          label="Length (minutes)"
          type="number"
          min={30}
          max={720}
          step={15}
          defaultValue={String(b.durationMinutes)}
          error={e.durationMinutes}
        />
      </div>
      <SelectField
        id="move-tables"
        name="tableIds"
        label="Table"
        defaultValue={KEEP_TABLES}
        error={e.tableIds}
        options={[{ value: KEEP_TABLES, label: `Keep ${b.tableLabel}` }, { value: '', label: 'Let Mesa choose' }, ...tableOptions(tables)]}
      />
      <CheckboxField
        id="move-override"
        name="override"
        label="Override pacing and the online cover limit"
        hint="Never a table’s seats. Say why below."
      />
      <TextAreaField
        id="move-override-reason"
        name="overrideReason"
        label="Reason for the override"
        maxLength={500}
        rows={2}
        error={e.overrideReason}
      />
      <div>
        <button type="submit" className="button" disabled={busy}>
          Save changes
        </button>
      </div>
    </Form>
  );
}
