// Moves a lead on (decision 077): its status, a reason when lost, who looks after it, its value and a note for the
// history. The version it was opened at goes with it: a save over a newer one is refused and what was typed stays.
import { Form, useNavigation } from 'react-router';
import { LEAD_STATUSES, LEAD_STATUS_LABELS, type LeadDetail } from '../../../contract/event-leads.ts';
import { poundsText } from '../../../contract/money.ts';
import { CsrfField } from '../csrf-field.tsx';
import { describedBy, FieldError } from '../form-kit/field-parts.tsx';
import type { LeadFormResult } from './lead-page.server.ts';
import consoleStyles from '../console.module.css';

interface LeadFormProps {
  csrfToken: string;
  lead: LeadDetail;
  result: LeadFormResult | undefined;
}

interface LeadSelectFieldProps {
  name: 'status' | 'ownerStaffId';
  label: string;
  defaultValue: string;
  error: string | undefined;
  options: { value: string; label: string }[];
}

/** A native select with its error tied to it (aria-describedby). */
function LeadSelectField({ name, label, defaultValue, error, options }: LeadSelectFieldProps) {
  const id = `lead-${name}`;
  return (
    <div className={consoleStyles.field}>
      <label htmlFor={id}>{label}</label>
      <select
        id={id}
        name={name}
        defaultValue={defaultValue}
        aria-invalid={error ? true : undefined}
        aria-describedby={describedBy(error && `${id}-error`)}
      >
        {options.map((o) => (
          <option key={o.value} value={o.value}>
            {o.label}
          </option>
        ))}
      </select>
      <FieldError id={id} error={error} />
    </div>
  );
}

interface LeadTextFieldProps {
  name: 'lostReason' | 'value';
  label: string;
  hint: string;
  defaultValue: string;
  error: string | undefined;
  maxLength?: number;
  inputMode?: 'decimal';
}

/** A one-line field with its hint and its error tied to it (aria-describedby). */
function LeadTextField({ name, label, hint, defaultValue, error, maxLength, inputMode }: LeadTextFieldProps) {
  const id = `lead-${name}`;
  return (
    <div className={consoleStyles.field}>
      <label htmlFor={id}>{label}</label>
      <p id={`${id}-hint`} className={consoleStyles.hint}>
        {hint}
      </p>
      <input
        id={id}
        name={name}
        type="text"
        autoComplete="off"
        maxLength={maxLength}
        inputMode={inputMode}
        defaultValue={defaultValue}
        aria-invalid={error ? true : undefined}
        aria-describedby={describedBy(`${id}-hint`, error && `${id}-error`)}
      />
      <FieldError id={id} error={error} />
    </div>
  );
}

export function LeadForm({ csrfToken, lead, result }: LeadFormProps) {
  const busy = useNavigation().state === 'submitting';
  const typed = result?.values;
  const errors = result?.fieldErrors ?? {};
  const start = typed ?? {
    status: lead.status,
    lostReason: lead.lostReason ?? '',
    ownerStaffId: lead.ownerStaffId ?? '',
    value: lead.valuePence === null ? '' : poundsText(lead.valuePence),
    note: '',
  };
  return (
    // Keyed by the version and what was typed: a save that went through starts afresh, a refused one keeps the typing.
    <Form method="post" className={consoleStyles.card} noValidate key={`${lead.version}:${JSON.stringify(typed ?? null)}`}>
      {result?.notice && (
        <p className={consoleStyles.notice} role="status">
          {result.notice}
        </p>
      )}
      {result?.error && (
        <p className={consoleStyles.alert} role="alert">
          {result.error}
        </p>
      )}
      <CsrfField token={csrfToken} />
      <input type="hidden" name="version" value={lead.version} />
      <LeadSelectField
        name="status"
        label="Status"
        defaultValue={start.status ?? lead.status}
        error={errors.status}
        options={LEAD_STATUSES.map((s) => ({ value: s, label: LEAD_STATUS_LABELS[s] }))}
      />
      <LeadTextField
        name="lostReason"
        label="Why it was lost"
        hint="Only for a lost lead: for example, the date went elsewhere or the budget was too small."
        defaultValue={start.lostReason ?? ''}
        error={errors.lostReason}
        maxLength={500}
      />
      <LeadSelectField
        name="ownerStaffId"
        label="Looked after by"
        defaultValue={start.ownerStaffId ?? ''}
        error={errors.ownerStaffId}
        options={[{ value: '', label: 'Nobody yet' }, ...lead.owners.map((o) => ({ value: o.id, label: o.name }))]}
      />
      <LeadTextField
        name="value"
        label="Value in pounds"
        hint="What the event is worth, such as 1250.00; leave it empty while it is not known."
        defaultValue={start.value ?? ''}
        error={errors.value}
        inputMode="decimal"
      />
      <div className={consoleStyles.field}>
        <label htmlFor="lead-note">Note for the history</label>
        <p id="lead-note-hint" className={consoleStyles.hint}>
          Staff only: the client never sees it. For example, who called them and what was agreed.
        </p>
        <textarea
          id="lead-note"
          name="note"
          maxLength={2000}
          defaultValue={start.note}
          aria-invalid={errors.note ? true : undefined}
          aria-describedby={describedBy('lead-note-hint', errors.note && 'lead-note-error')}
        />
        <FieldError id="lead-note" error={errors.note} />
      </div>
      <div className={consoleStyles.actions}>
        <button type="submit" className="button" disabled={busy}>
          Save
        </button>
      </div>
    </Form>
  );
}
