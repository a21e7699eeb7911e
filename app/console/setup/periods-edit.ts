// The service periods page's forms (decision 025): add or change a period (name,
// weekdays, first and last start), or remove one. A last start before the
// first runs past midnight, as the document's schema says. A period outside the
// opening hours is saved only once the manager confirms it (product.md D8 "Setup as data").
import { z } from 'zod';
import type { BookingSetup, ServicePeriodDoc } from '../../../contract/booking-setup.ts';
import { describeOutsideHours, periodsOutsideHours } from '../../../contract/service-period-hours.ts';
import { idField, parseFields, pathUnder, refuse, timeField, type EditOutcome } from './setup-form-values.ts';
import { formText, formTexts } from '../form-kit/form-text.ts';

export const ISO_WEEKDAYS = [
  { value: 1, name: 'Monday' },
  { value: 2, name: 'Tuesday' },
  { value: 3, name: 'Wednesday' },
  { value: 4, name: 'Thursday' },
  { value: 5, name: 'Friday' },
  { value: 6, name: 'Saturday' },
  { value: 7, name: 'Sunday' },
] as const;

/** Weekday checkboxes (values 1–7) → ISO weekdays in order; at least one. */
export const weekdaysField = () =>
  z
    .array(z.string())
    .transform((days) => [...new Set(days.map(Number))].filter((d) => Number.isInteger(d) && d >= 1 && d <= 7).sort())
    .refine((days) => days.length > 0, 'Please tick at least one day');

const periodSchema = z.object({
  id: idField('the period’s id'),
  name: z.string().trim().min(1, 'Please enter the period’s name').max(40, 'The name must be at most 40 characters'),
  days: weekdaysField(),
  firstStart: timeField('the first start time'),
  lastStart: timeField('the last start time'),
});

/** "Mon–Sun", "Mon, Wed, Fri": the weekdays a period runs. */
export function daysText(days: readonly number[]): string {
  const sorted = [...days].sort();
  const short = (d: number) => ISO_WEEKDAYS[d - 1]!.name.slice(0, 3);
  if (sorted.length === 7) return 'Every day';
  const consecutive = sorted.length > 2 && sorted.every((d, i) => i === 0 || d === sorted[i - 1]! + 1);
  return consecutive ? `${short(sorted[0]!)}–${short(sorted[sorted.length - 1]!)}` : sorted.map(short).join(', ');
}

export function savePeriod(form: FormData, doc: BookingSetup): EditOutcome {
  const originalId = formText(form, 'originalId');
  const parsed = parseFields(periodSchema, {
    id: originalId || formText(form, 'id'),
    name: formText(form, 'name'),
    days: formTexts(form, 'days'),
    firstStart: formText(form, 'firstStart'),
    lastStart: formText(form, 'lastStart'),
  });
  if (!parsed.ok) return refuse(parsed.fieldErrors);
  const period: ServicePeriodDoc = parsed.data;
  let servicePeriods: ServicePeriodDoc[];
  if (originalId) {
    if (!doc.servicePeriods.some((p) => p.id === originalId))
      return refuse({}, 'That service period is no longer there. Please reload the page.');
    servicePeriods = doc.servicePeriods.map((p) => (p.id === originalId ? period : p));
  } else {
    if (doc.servicePeriods.some((p) => p.id === period.id)) return refuse({ id: `There is already a period with the id ${period.id}` });
    servicePeriods = [...doc.servicePeriods, period];
  }
  const index = servicePeriods.indexOf(period);
  return {
    ok: true,
    doc: { ...doc, servicePeriods },
    // Times outside the weekly hours are asked about before saving (diners see them in the booking modal).
    warning: periodsOutsideHours([period], doc.hours).map(describeOutsideHours),
    fieldOf: (path) => {
      const parts = pathUnder(path, `servicePeriods.${index}`);
      return parts?.length ? parts[0] : undefined;
    },
  };
}

export function removePeriod(form: FormData, doc: BookingSetup): EditOutcome {
  const id = formText(form, 'id');
  if (!doc.servicePeriods.some((p) => p.id === id)) return refuse({}, 'That service period is no longer there. Please reload the page.');
  if (doc.servicePeriods.length === 1)
    return refuse({}, 'A restaurant needs at least one service period: add another before removing this one.');
  return { ok: true, doc: { ...doc, servicePeriods: doc.servicePeriods.filter((p) => p.id !== id) } };
}
