// Form state shared by every form (decision 009): values, one message per field
// from the same zod schema the server uses, focus moved to the first field in
// error, and a server 400 that names a field (`{ field, message }`) shown against it.
// What a visitor typed into the server's HTML before the form's script ran is taken
// into the values once it runs, so the next render does not wipe it.
import { useCallback, useEffect, useId, useMemo, useState } from 'react';
import { flushSync } from 'react-dom';
import type { z } from 'zod';
import { ApiError } from '../../lib/api/api-client.ts';

export type FieldValue = string | boolean;
export type FormValues = Record<string, FieldValue>;
export type FieldErrors = Partial<Record<string, string>>;

export interface FieldMap {
  names: ReadonlySet<string>;
  /** Request fields shown on another control (e.g. the group enquiry's venue on its restaurant select). */
  aliases?: Readonly<Record<string, string>>;
}

/** The field an issue belongs to: its path, or the nearest parent the form has a field for ('contactReason.id' → 'contactReason'). */
export function fieldOf(path: readonly PropertyKey[], fields: FieldMap): string {
  for (let n = path.length; n > 0; n--) {
    const name = path.slice(0, n).map(String).join('.');
    const alias = fields.aliases?.[name];
    if (alias) return alias;
    if (fields.names.has(name)) return name;
  }
  return FORM_ERROR;
}

/** Errors not about one field (captcha, rate limit, server trouble). */
export const FORM_ERROR = '_form';

export function errorsFrom(error: z.ZodError, fields: FieldMap): FieldErrors {
  const out: FieldErrors = {};
  for (const issue of error.issues) {
    const name = fieldOf(issue.path, fields);
    out[name] ??= issue.message; // the first message per field
  }
  return out;
}

/** A 4xx reply's `{ field, message }`, when the field is one of this form's. */
export function serverFieldError(err: unknown, fields: FieldMap): FieldErrors | null {
  if (!(err instanceof ApiError) || err.status >= 500 || !err.field) return null;
  const name = fieldOf(err.field.split('.'), fields);
  return name === FORM_ERROR ? null : { [name]: err.message };
}

/**
 * The fields of a rendered form whose control holds something other than the values say: what was typed or ticked
 * in the server's HTML before hydration (React keeps it in the page but not in the state, and the next render of
 * that control would put the state back). Only fields the values name, of the value's own kind.
 */
export function typedBeforeHydration<V extends FormValues>(form: HTMLFormElement, values: V): Partial<V> {
  const typed: Partial<Record<string, FieldValue>> = {};
  for (const [name, value] of Object.entries(values)) {
    const control = form.elements.namedItem(name);
    if (!control) continue;
    if (typeof value === 'boolean') {
      if (control instanceof HTMLInputElement && control.type === 'checkbox' && control.checked !== value) typed[name] = control.checked;
    } else if ('value' in control && typeof control.value === 'string' && control.value !== value) {
      // A text field, a text area, a select, or a radio group (its checked button's value).
      typed[name] = control.value;
    }
  }
  return typed as Partial<V>;
}

export interface FormOptions {
  /** Names that are not in the values but can carry a message (e.g. uploadedFiles). */
  extra?: string[];
  aliases?: Record<string, string>;
}

export function useForm<V extends FormValues>(initial: V, opts: FormOptions = {}) {
  const id = useId();
  const [values, setValues] = useState<V>(initial);
  const [errors, setErrorsState] = useState<FieldErrors>({});
  const fields = useMemo<FieldMap>(
    () => ({
      names: new Set([...Object.keys(initial), ...(opts.extra ?? []), FORM_ERROR]),
      ...(opts.aliases ? { aliases: opts.aliases } : {}),
    }),
    [initial, opts.extra, opts.aliases],
  );

  // Once, after the first render in the browser (hydration keeps what was typed in the page, not in the state).
  useEffect(() => {
    const form = document.getElementById(id);
    if (!(form instanceof HTMLFormElement)) return;
    const typed = typedBeforeHydration(form, initial);
    // eslint-disable-next-line react-hooks/set-state-in-effect -- the page's controls, readable only after hydration
    if (Object.keys(typed).length) setValues((v) => ({ ...v, ...typed }));
    // eslint-disable-next-line react-hooks/exhaustive-deps -- the page's controls are read once, on the first render
  }, []);

  const setErrors = useCallback(
    (next: FieldErrors) => {
      // Render the messages now, so focus can move to the first field in error.
      flushSync(() => setErrorsState(next));
      // The form element carries the form's id (forms render <form id={form.id}>).
      const first = document.getElementById(id)?.querySelector<HTMLElement>('[aria-invalid="true"]');
      first?.focus();
    },
    [id],
  );

  const set = useCallback(<K extends keyof V & string>(name: K, value: V[K]) => {
    setValues((v) => ({ ...v, [name]: value }));
    setErrorsState((e) => (e[name] || e[FORM_ERROR] ? { ...e, [name]: undefined, [FORM_ERROR]: undefined } : e));
  }, []);

  return {
    id,
    values,
    errors,
    fields,
    set,
    setValues,
    setErrors,
    reset: useCallback(
      (to?: V) => {
        setValues(to ?? initial);
        setErrorsState({});
      },
      [initial],
    ),
    /** Shows (or clears) one field's message without moving focus. */
    setFieldError: useCallback((name: string, message: string | undefined) => setErrorsState((e) => ({ ...e, [name]: message })), []),
    /** Checks a payload (plus rules the schema cannot know); on failure shows the messages, focuses the first, returns null. */
    validate<S extends z.ZodType>(schema: S, payload: unknown, extra: FieldErrors = {}): z.output<S> | null {
      const result = schema.safeParse(payload);
      const found: FieldErrors = result.success ? {} : errorsFrom(result.error, fields);
      for (const [name, message] of Object.entries(extra)) if (message) found[name] ??= message;
      if (result.success && Object.keys(found).length === 0) return result.data;
      setErrors(found);
      return null;
    },
    /** Shows a server 400 against its field; returns false when it names none. */
    showServerError(err: unknown): boolean {
      const found = serverFieldError(err, fields);
      if (found) setErrors(found);
      return Boolean(found);
    },
    /**
     * A failed submit: against its field when the server named one, otherwise as the
     * form's message; returns the form-level message (or null) for the caller to toast.
     */
    showFailure(err: unknown, fallback: string): string | null {
      const found = serverFieldError(err, fields);
      if (found) {
        setErrors(found);
        return null;
      }
      const message = failureMessage(err, fallback);
      setErrors({ [FORM_ERROR]: message });
      return message;
    },
  };
}

export type FormController<V extends FormValues = FormValues> = ReturnType<typeof useForm<V>>;

/** The diner-facing text of a failed call that named no field. */
export function failureMessage(err: unknown, fallback: string): string {
  if (err instanceof ApiError && err.status === 429)
    return 'You have sent this form a few times in a row. Please wait a few minutes and try again.';
  if (err instanceof ApiError && err.message === 'Invalid token') return 'We could not check that you are not a robot. Please try again.';
  return fallback;
}
