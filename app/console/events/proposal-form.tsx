// The proposal builder's form (decision 078): when, how many, the space from the booking setup, the studio's
// menus at a price per head, extras, the minimum spend, the deposit and balance, the VAT rate, the terms, and how
// long the space is held. Plain fields that work without JavaScript; each message sits by its field.
import type { ReactNode } from 'react';
import { Form, useNavigation } from 'react-router';
import { CsrfField } from '../csrf-field.tsx';
import { describedBy, FieldError } from '../form-kit/field-parts.tsx';
import type { ProposalFormResult, ProposalValues } from './proposal-page.server.ts';
import consoleStyles from '../console.module.css';
import styles from './events.module.css';

type TextName = keyof ProposalValues['text'];

interface BuilderProps {
  csrfToken: string;
  nextVersion: number;
  start: ProposalValues;
  areas: { id: string; name: string }[];
  tables: { id: string; areaId: string; maxSeats: number }[];
  menus: { id: string; name: string }[];
  result: ProposalFormResult | undefined;
}

interface FieldProps {
  name: TextName;
  label: string;
  hint?: string;
  values: Record<string, string>;
  errors: Record<string, string>;
}

function Field({ name, label, hint, values, errors, children }: FieldProps & { children: (a11y: Record<string, unknown>) => ReactNode }) {
  const id = `proposal-${name}`;
  const error = errors[name];
  return (
    <div className={consoleStyles.field}>
      <label htmlFor={id}>{label}</label>
      {hint && (
        <p id={`${id}-hint`} className={consoleStyles.hint}>
          {hint}
        </p>
      )}
      {children({
        id,
        name,
        defaultValue: values[name] ?? '',
        'aria-invalid': error ? true : undefined,
        'aria-describedby': describedBy(hint && `${id}-hint`, error && `${id}-error`),
      })}
      <FieldError id={id} error={error} />
    </div>
  );
}

function TextInput(
  props: FieldProps & { type?: 'text' | 'date' | 'time' | 'number'; inputMode?: 'decimal' | 'numeric'; min?: number; max?: number },
) {
  const { type = 'text', inputMode, min, max, ...field } = props;
  return <Field {...field}>{(a11y) => <input type={type} inputMode={inputMode} min={min} max={max} autoComplete="off" {...a11y} />}</Field>;
}

/** A whole number from 0 to `max`: days, or a percentage. */
function WholeNumberInput(props: FieldProps & { max: number }) {
  return <TextInput type="number" inputMode="numeric" min={0} {...props} />;
}

function TextArea(props: FieldProps & { maxLength: number; rows?: number }) {
  const { maxLength, rows = 4, ...field } = props;
  return <Field {...field}>{(a11y) => <textarea maxLength={maxLength} rows={rows} {...a11y} />}</Field>;
}

/** A group of choices with its legend, its hint and its message tied to it. */
function Choices({
  name,
  legend,
  hint,
  error,
  children,
}: {
  name: string;
  legend: string;
  hint: string;
  error: string | undefined;
  children: ReactNode;
}) {
  const id = `proposal-${name}`;
  return (
    <fieldset className={styles.choices} aria-describedby={describedBy(`${id}-hint`, error && `${id}-error`)} id={id}>
      <legend>{legend}</legend>
      <p id={`${id}-hint`} className={consoleStyles.hint}>
        {hint}
      </p>
      {children}
      <FieldError id={id} error={error} />
    </fieldset>
  );
}

export function ProposalForm({ csrfToken, nextVersion, start, areas, tables, menus, result }: BuilderProps) {
  const busy = useNavigation().state === 'submitting';
  const values: Record<string, string> = { ...start.text, ...result?.values };
  const errors = result?.fieldErrors ?? {};
  const chosenTables = new Set(result?.chosen?.tableIds ?? start.tableIds);
  const chosenMenus = new Set(result?.chosen?.menus ?? start.menus);
  const common = { values, errors };
  return (
    // Keyed by what was typed: a refused send keeps the typing, a new load starts afresh.
    <Form method="post" className={consoleStyles.card} noValidate key={JSON.stringify(result?.values ?? null)}>
      {result?.error && (
        <p className={consoleStyles.alert} role="alert">
          {result.error}
        </p>
      )}
      <CsrfField token={csrfToken} />
      {/* Always the lead as loaded: after a refusal over a newer lead, the next send is checked against that one. */}
      <input type="hidden" name="leadVersion" value={start.text.leadVersion} />
      <fieldset className={styles.group}>
        <legend>When and how many</legend>
        <TextInput name="date" label="Date" type="date" {...common} />
        <TextInput name="from" label="From" type="time" {...common} />
        <TextInput name="until" label="Until" hint="A time before the start is after midnight." type="time" {...common} />
        <TextInput name="covers" label="Guests" type="number" inputMode="numeric" min={1} max={500} {...common} />
      </fieldset>
      <Choices
        name="space"
        legend="The space"
        hint="It is held in the diary from when you send until the hold ends, so no one books it online."
        error={errors.space}
      >
        {[
          { value: 'restaurant', label: 'The whole restaurant' },
          ...areas.map((a) => ({ value: `area:${a.id}`, label: `${a.name} (every table)` })),
          { value: 'tables', label: 'The tables ticked below' },
        ].map((o) => (
          <label key={o.value} className={styles.choice}>
            <input type="radio" name="space" value={o.value} defaultChecked={values.space === o.value} /> {o.label}
          </label>
        ))}
      </Choices>
      <Choices name="tableIds" legend="Tables" hint="Only when the space is the tables ticked here." error={errors.tableIds}>
        {areas.map((a) => (
          <div key={a.id} className={styles.tableRow} role="group" aria-label={a.name}>
            <span aria-hidden="true">{a.name}:</span>
            {tables
              .filter((t) => t.areaId === a.id)
              .map((t) => (
                <label key={t.id} className={styles.choice}>
                  <input type="checkbox" name="tableIds" value={t.id} defaultChecked={chosenTables.has(t.id)} /> {t.id} ({t.maxSeats} seats)
                </label>
              ))}
          </div>
        ))}
      </Choices>
      <Choices name="menus" legend="Menus" hint="The studio's menus the guests choose from, at the price per head." error={errors.menus}>
        {menus.map((m) => (
          <label key={m.id} className={styles.choice}>
            <input type="checkbox" name="menus" value={m.id} defaultChecked={chosenMenus.has(m.id)} /> {m.name}
          </label>
        ))}
      </Choices>
      <fieldset className={styles.group}>
        <legend>Prices, in pounds, including VAT</legend>
        <TextInput name="pricePerHead" label="Price per head" inputMode="decimal" {...common} />
        <TextArea
          name="extras"
          label="Extras"
          hint='One per line, a name and its price: "Welcome drinks: 120".'
          maxLength={2000}
          rows={3}
          {...common}
        />
        <TextInput name="minimumSpend" label="Minimum spend" hint="Leave empty for none." inputMode="decimal" {...common} />
        <TextInput name="deposit" label="Deposit" inputMode="decimal" {...common} />
        <TextInput name="balanceDueDate" label="Balance due by" type="date" {...common} />
        <WholeNumberInput
          name="vatPercent"
          label="VAT included (%)"
          hint="The restaurant's rate, from its settings."
          max={100}
          {...common}
        />
      </fieldset>
      <TextArea
        name="conditions"
        label="Terms the client agrees to"
        hint="The cancellation refund is set below and shown to the client beside these terms."
        maxLength={5000}
        rows={6}
        {...common}
      />
      <fieldset className={styles.group}>
        <legend>If the client cancels</legend>
        <WholeNumberInput
          name="fullRefundDays"
          label="Everything paid is refunded when cancelled at least this many days before"
          max={365}
          {...common}
        />
        <WholeNumberInput
          name="laterRefundPercent"
          label="Cancelled later, refund this share of what was paid (%)"
          hint="0 keeps the deposit and any balance paid."
          max={100}
          {...common}
        />
      </fieldset>
      <fieldset className={styles.group}>
        <legend>Hold the space until</legend>
        <TextInput name="holdUntilDate" label="Date" type="date" {...common} />
        <TextInput name="holdUntilTime" label="Time" type="time" {...common} />
      </fieldset>
      <div className={consoleStyles.actions}>
        <button type="submit" className="button" disabled={busy}>
          {nextVersion === 1 ? 'Send the proposal to the client' : `Send version ${nextVersion} to the client`}
        </button>
      </div>
    </Form>
  );
}
