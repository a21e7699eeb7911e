// What a list form's row shows (product.md D8): the values a refused form sent, by
// the row's field names ('occasions.2.name'), else the row's defaults; and its
// errors and ids.
import type { RowValues } from './occasion-values.ts';
import { errorsFor, fieldId, sentChecked, sentValue, sentValues, type SetupFormResult } from './setup-result.ts';

export function rowReader(result: SetupFormResult | undefined, intent: string, prefix: string, defaults: RowValues) {
  const errors = errorsFor(result, intent);
  const name = (field: string) => `${prefix}.${field}`;
  const fallback = (field: string) => defaults[field] ?? '';
  return {
    name,
    id: (field: string) => fieldId(name(field)),
    error: (field: string): string | undefined => errors[name(field)],
    value: (field: string) => {
      const d = fallback(field);
      return sentValue(result, intent, name(field), typeof d === 'string' ? d : (d[0] ?? ''));
    },
    values: (field: string) => {
      const d = fallback(field);
      return sentValues(result, intent, name(field), typeof d === 'string' ? [d] : d);
    },
    checked: (field: string) => {
      const d = fallback(field);
      return sentChecked(result, intent, name(field), typeof d === 'string' ? d !== '' : d.length > 0);
    },
  };
}

export type RowReader = ReturnType<typeof rowReader>;
