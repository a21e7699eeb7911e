// The occasion-date form (product.md §2): rows of a name and a date, added and
// removed, saved together through updateOccasionDates.
import { useRef, useState, type FormEvent } from 'react';
import { flushSync } from 'react-dom';
import { MAX_OCCASION_DATES, updateOccasionDatesRequestSchema, type OccasionDate } from '../../../contract/customers.ts';
import { useApiClient } from '../../lib/api/client.ts';
import { useToast } from '../../components/ui/toast.tsx';
import { FieldMessages, RequiredMark, RequiredNote } from '../forms/form-fields.tsx';
import { useHydrated } from '../forms/use-hydrated.ts';
import formStyles from '../forms/forms.module.css';

interface Row extends OccasionDate {
  key: number;
}

export const DATES_SAVED = 'Your special dates have been saved.';
export const DATES_FAILED = 'Sorry, we could not save your dates. Please try again.';

export function OccasionDatesForm({ guid, dates }: { guid: string; dates: OccasionDate[] }) {
  const api = useApiClient();
  const toast = useToast();
  const formRef = useRef<HTMLFormElement>(null);
  const addRef = useRef<HTMLButtonElement>(null);
  const nextKey = useRef(dates.length + 1);
  const [rows, setRows] = useState<Row[]>(() => (dates.length ? dates : [{ name: '', date: '' }]).map((d, i) => ({ ...d, key: i })));
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [status, setStatus] = useState<'saved' | 'failed' | null>(null);
  const [busy, setBusy] = useState(false);
  const hydrated = useHydrated();

  const update = (key: number, field: 'name' | 'date', value: string) => {
    setRows((all) => all.map((r) => (r.key === key ? { ...r, [field]: value } : r)));
    setErrors(({ [`${key}.${field}`]: _gone, ...rest }) => rest);
    setStatus(null);
  };
  const add = () => {
    const key = nextKey.current++;
    flushSync(() => setRows((all) => [...all, { key, name: '', date: '' }]));
    formRef.current?.querySelector<HTMLInputElement>(`#occasion-${key}-name`)?.focus();
  };
  const remove = (key: number, index: number) => {
    flushSync(() => setRows((all) => all.filter((r) => r.key !== key)));
    const names = formRef.current?.querySelectorAll<HTMLInputElement>('input[data-occasion-name]');
    (names?.[Math.max(0, index - 1)] ?? addRef.current)?.focus();
    setStatus(null);
  };

  async function submit(event: FormEvent) {
    event.preventDefault();
    if (busy) return;
    // A row left completely empty is not an occasion.
    const kept = rows.filter((r) => r.name.trim() || r.date);
    const payload = { guid, occasionDates: kept.map(({ name, date }) => ({ name, date })) };
    const result = updateOccasionDatesRequestSchema.safeParse(payload);
    if (!result.success) {
      const found: Record<string, string> = {};
      for (const issue of result.error.issues) {
        const [, index, field] = issue.path;
        const row = kept[Number(index)];
        if (row && (field === 'name' || field === 'date')) found[`${row.key}.${field}`] ??= issue.message;
      }
      flushSync(() => setErrors(found));
      formRef.current?.querySelector<HTMLElement>('[aria-invalid="true"]')?.focus();
      return;
    }
    setBusy(true);
    try {
      const reply = await api.call('updateOccasionDates', { body: payload });
      const ok = reply.data.message === 'Success';
      setStatus(ok ? 'saved' : 'failed');
      toast.show(ok ? DATES_SAVED : DATES_FAILED, { kind: ok ? 'success' : 'error' });
    } catch (err) {
      console.error('Occasion dates not saved', err);
      setStatus('failed');
      toast.show(DATES_FAILED, { kind: 'error' });
    } finally {
      setBusy(false);
    }
  }

  return (
    <form ref={formRef} className={formStyles.form} noValidate onSubmit={(e) => void submit(e)} aria-label="Your special dates">
      <RequiredNote />
      {rows.map((row, i) => {
        const n = i + 1;
        const field = (name: 'name' | 'date', label: string, type: 'text' | 'date') => {
          const id = `occasion-${row.key}-${name}`;
          const error = errors[`${row.key}.${name}`];
          return (
            <div className={formStyles.field}>
              <label htmlFor={id} className={formStyles.label}>
                {label}
                <RequiredMark />
              </label>
              <input
                id={id}
                type={type}
                className={formStyles.input}
                value={row[name]}
                onChange={(e) => update(row.key, name, e.target.value)}
                required
                maxLength={name === 'name' ? 60 : undefined}
                data-occasion-name={name === 'name' ? '' : undefined}
                aria-invalid={error ? true : undefined}
                aria-describedby={error ? `${id}-error` : undefined}
              />
              <FieldMessages id={id} error={error} />
            </div>
          );
        };
        return (
          <fieldset key={row.key} className={`${formStyles.fieldset} ${formStyles.occasionRow}`}>
            <legend className="visually-hidden">Occasion {n}</legend>
            {field('name', `Occasion ${n}`, 'text')}
            {field('date', `Date of occasion ${n}`, 'date')}
            <button type="button" className={`button button--secondary ${formStyles.small}`} onClick={() => remove(row.key, i)}>
              Remove<span className="visually-hidden"> occasion {n}</span>
            </button>
          </fieldset>
        );
      })}
      <div className={formStyles.actions}>
        <button ref={addRef} type="button" className="button button--secondary" onClick={add} disabled={rows.length >= MAX_OCCASION_DATES}>
          Add another date
        </button>
        <button type="submit" className="button" aria-disabled={busy || undefined} disabled={!hydrated}>
          {busy ? 'Saving…' : 'Save my dates'}
        </button>
      </div>
      <div role="alert">{status === 'failed' && <p className={formStyles.formAlert}>{DATES_FAILED}</p>}</div>
      <div role="status">
        {status === 'saved' && (
          <p className={formStyles.success} data-success>
            {DATES_SAVED}
          </p>
        )}
      </div>
    </form>
  );
}
