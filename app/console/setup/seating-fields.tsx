// The area and the fewest and most seats of a table or a table group, as the
// tables page's two forms ask for them (decision 025, product.md D8).
import type { BookingSetup } from '../../../contract/booking-setup.ts';
import { InputField, SelectField } from '../diary/form-fields.tsx';
import { fieldId } from './setup-result.ts';

interface SeatingFieldsProps {
  doc: BookingSetup;
  /** The form's field names for the area, the fewest and the most seats. */
  names: { area: string; minSeats: string; maxSeats: string };
  /** The table or group being changed; undefined when one is added. */
  editing: { areaId: string; minSeats: number; maxSeats: number } | undefined;
  /** What the form sent back after a refusal, else the fallback. */
  value: (name: string, fallback: string) => string;
  errors: Record<string, string | undefined>;
}

export function SeatingFields({ doc, names, editing, value, errors }: SeatingFieldsProps) {
  return (
    <>
      <SelectField
        id={fieldId(names.area)}
        name={names.area}
        label="Area"
        options={doc.areas.map((a) => ({ value: a.id, label: a.name }))}
        defaultValue={value(names.area, editing?.areaId ?? doc.areas[0]?.id ?? '')}
        error={errors[names.area]}
      />
      <InputField
        id={fieldId(names.minSeats)}
        name={names.minSeats}
        type="number"
        label="Fewest seats"
        min={1}
        required
        defaultValue={value(names.minSeats, String(editing?.minSeats ?? ''))}
        error={errors[names.minSeats]}
      />
      <InputField
        id={fieldId(names.maxSeats)}
        name={names.maxSeats}
        type="number"
        label="Most seats"
        min={1}
        required
        defaultValue={value(names.maxSeats, String(editing?.maxSeats ?? ''))}
        error={errors[names.maxSeats]}
      />
    </>
  );
}
