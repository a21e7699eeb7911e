// The opening hours page's forms (decision 025): the weekly hours (a "Closed" box
// closes the whole day), and special dates — a closure or other hours for a
// date range whose label is the reason diners see (product.md §4: special dates win
// over weekly hours). Kept in date order, as the restaurant page lists them.
import { z } from 'zod';
import type { BookingSetup } from '../../../contract/booking-setup.ts';
import { WEEKDAYS, type SpecialHours } from '../../../contract/content.ts';
import { describeOutsideHours, periodsOutsideHours } from '../../../contract/service-period-hours.ts';
import { checked, dateField, parseFields, pathUnder, refuse, timeField, type EditOutcome } from './setup-form-values.ts';
import { formText } from '../form-kit/form-text.ts';

const DAY_NAMES: Record<(typeof WEEKDAYS)[number], string> = {
  monday: 'Monday',
  tuesday: 'Tuesday',
  wednesday: 'Wednesday',
  thursday: 'Thursday',
  friday: 'Friday',
  saturday: 'Saturday',
  sunday: 'Sunday',
};
export const WEEKDAY_ROWS = WEEKDAYS.map((day) => ({ day, name: DAY_NAMES[day] }));

const isClosed = (v: string) => v.toLowerCase() === 'closed';

/** An optional click-and-collect close: empty means none that day. */
const optionalTime = (label: string) =>
  z
    .string()
    .trim()
    .transform((v) => v || 'closed')
    .pipe(z.string().refine((v) => isClosed(v) || /^([01]\d|2[0-3]):[0-5]\d$/.test(v.slice(0, 5)), `${label} must be a time as HH:MM`))
    .transform((v) => (isClosed(v) ? 'closed' : v.slice(0, 5)));

/** One day's hours: all three 'closed', or an open and a close time. */
function dayHours(form: FormData, prefix: string, closedName: string, names: { open: string; close: string; cc: string }, what: string) {
  if (checked(form, closedName)) return { ok: true as const, data: { open: 'closed', close: 'closed', cc: 'closed' } };
  const schema = z.object({
    open: timeField(`the opening time${what}`),
    close: timeField(`the closing time${what}`),
    cc: optionalTime(`The click-and-collect close${what}`),
  });
  const parsed = parseFields(schema, {
    open: formText(form, names.open),
    close: formText(form, names.close),
    cc: formText(form, names.cc),
  });
  if (parsed.ok) return parsed;
  const fieldErrors: Record<string, string> = {};
  for (const [key, message] of Object.entries(parsed.fieldErrors)) fieldErrors[names[key as 'open'] ?? prefix] = message;
  return { ok: false as const, fieldErrors };
}

export function editWeeklyHours(form: FormData, doc: BookingSetup): EditOutcome {
  const hours: Record<string, string> = {};
  let fieldErrors: Record<string, string> = {};
  for (const { day, name } of WEEKDAY_ROWS) {
    const names = { open: `${day}Open`, close: `${day}Close`, cc: `${day}ClickCollectClose` };
    const got = dayHours(form, names.open, `${day}Closed`, names, ` on ${name}`);
    if (!got.ok) fieldErrors = { ...fieldErrors, ...got.fieldErrors };
    else Object.assign(hours, { [names.open]: got.data.open, [names.close]: got.data.close, [names.cc]: got.data.cc });
  }
  if (Object.keys(fieldErrors).length) return refuse(fieldErrors);
  // New hours that leave a service period outside them are asked about before saving (product.md D8 "Setup as data").
  const warning = periodsOutsideHours(doc.servicePeriods, hours as BookingSetup['hours']).map(describeOutsideHours);
  return { ok: true, doc: { ...doc, hours }, fieldOf: (path) => pathUnder(path, 'hours')?.[0], warning };
}

export const SPECIAL_FIELDS = { open: 'openTime', close: 'closeTime', cc: 'clickCollectClose' } as const;

export function addSpecialHours(form: FormData, doc: BookingSetup): EditOutcome {
  const base = parseFields(
    z
      .object({
        startDate: dateField('the first date'),
        endDate: z.string().trim(),
        label: z.string().trim().min(1, 'Please give the reason diners will see').max(80, 'The reason must be at most 80 characters'),
      })
      .transform((v) => ({ ...v, endDate: v.endDate || v.startDate }))
      .pipe(
        z
          .object({ startDate: z.string(), endDate: dateField('the last date'), label: z.string() })
          .refine((v) => v.endDate >= v.startDate, { path: ['endDate'], message: 'The last date must not be before the first date' }),
      ),
    { startDate: formText(form, 'startDate'), endDate: formText(form, 'endDate'), label: formText(form, 'label') },
  );
  const times = dayHours(form, 'openTime', 'closed', SPECIAL_FIELDS, '');
  const fieldErrors = { ...(base.ok ? {} : base.fieldErrors), ...(times.ok ? {} : times.fieldErrors) };
  if (!base.ok || !times.ok) return refuse(fieldErrors);
  const added: SpecialHours = {
    ...base.data,
    openTime: times.data.open,
    closeTime: times.data.close,
    clickCollectClose: times.data.cc,
  };
  const specialHours = [...doc.specialHours, added].sort((a, b) => a.startDate.localeCompare(b.startDate));
  const index = specialHours.indexOf(added);
  return {
    ok: true,
    doc: { ...doc, specialHours },
    fieldOf: (path) => {
      const parts = pathUnder(path, `specialHours.${index}`);
      return parts?.length === 1 ? parts[0] : undefined;
    },
  };
}

/** Removes the special date at `index`, if it is still the one the manager saw (same label and first date). */
export function removeSpecialHours(form: FormData, doc: BookingSetup): EditOutcome {
  const index = Number(formText(form, 'index'));
  const target = Number.isInteger(index) ? doc.specialHours[index] : undefined;
  if (!target || target.startDate !== formText(form, 'startDate')) {
    return refuse({}, 'That special date is no longer in the list. Please reload the page.');
  }
  return { ok: true, doc: { ...doc, specialHours: doc.specialHours.filter((_, i) => i !== index) } };
}
