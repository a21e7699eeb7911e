// The occasions form (product.md D8): a fieldset per occasion and one to add an
// occasion, saved together; each problem is shown next to its field.
import type { BookingSetup } from '../../../contract/booking-setup.ts';
import { ListFormFrame } from './list-form-frame.tsx';
import { OccasionFieldset } from './occasion-fieldset.tsx';
import { occasionValues } from './occasion-values.ts';
import { rowReader } from './row-values.ts';
import type { SetupFormResult } from './setup-result.ts';

export interface ListFormProps {
  csrfToken: string;
  version: number;
  doc: BookingSetup;
  result: SetupFormResult | undefined;
}

export function OccasionsForm({ csrfToken, version, doc, result }: ListFormProps) {
  return (
    <ListFormFrame
      csrfToken={csrfToken}
      version={version}
      intent="occasions"
      title="Occasions"
      hint="Who may book what, and when: party sizes, days, start times, and the menus and areas offered."
      save="Save occasions"
    >
      {[...doc.occasions, undefined].map((o, i) => (
        <OccasionFieldset
          key={o?.id ?? 'new'}
          occasion={o}
          doc={doc}
          row={rowReader(result, 'occasions', `occasions.${i}`, occasionValues(o, doc))}
        />
      ))}
    </ListFormFrame>
  );
}
