// One occasion in the occasions form (product.md D8): its fields, named by its row
// ('occasions.2.maximumCovers'); the menus and areas ticked by name, each list
// inclusive or exclusive; the start-time windows with an empty row to add one.
import type { BookingSetup } from '../../../contract/booking-setup.ts';
import { CheckboxField, InputField, RadioGroup } from '../diary/form-fields.tsx';
import { CheckList, Hidden } from './check-list.tsx';
import type { Occasion } from './occasion-values.ts';
import { WindowRows } from './time-window-rows.tsx';
import { ISO_WEEKDAYS } from './periods-edit.ts';
import type { RowReader } from './row-values.ts';
import { ItemHead } from './item-head.tsx';
import styles from './setup.module.css';

interface OccasionProps {
  occasion: Occasion | undefined;
  doc: BookingSetup;
  row: RowReader;
}

function LinkGroupFields({
  row,
  group,
  what,
  items,
  of,
}: {
  row: RowReader;
  group: string;
  what: string;
  items: { id: string; name: string }[];
  of: string;
}) {
  return (
    <fieldset className={styles.fieldset}>
      <legend>
        {what.charAt(0).toUpperCase() + what.slice(1)}
        <Hidden> for {of}</Hidden>
      </legend>
      <RadioGroup
        id={row.id(`${group}.type`)}
        name={row.name(`${group}.type`)}
        label={`Which ${what} diners may choose`}
        options={[
          {
            value: 'inclusive',
            label: (
              <>
                Only the {what} ticked<Hidden> for {of}</Hidden>
              </>
            ),
          },
          {
            value: 'exclusive',
            label: (
              <>
                Every one but the {what} ticked<Hidden> for {of}</Hidden>
              </>
            ),
          },
        ]}
        defaultValue={row.value(`${group}.type`)}
        error={row.error(`${group}.type`)}
      />
      <CheckList
        name={row.name(`${group}.links`)}
        legend={`${what.charAt(0).toUpperCase() + what.slice(1)} ticked`}
        options={items.map((i) => ({ value: i.id, label: i.name }))}
        ticked={row.values(`${group}.links`)}
        error={row.error(`${group}.links`)}
      />
    </fieldset>
  );
}

export function OccasionFieldset({ occasion, doc, row }: OccasionProps) {
  const of = occasion?.name ?? 'the new occasion';
  const number = (field: string, label: string, hint?: string) => (
    <InputField
      id={row.id(field)}
      name={row.name(field)}
      type="number"
      min={1}
      label={
        <>
          {label}
          <Hidden> for {of}</Hidden>
        </>
      }
      hint={hint}
      defaultValue={row.value(field)}
      error={row.error(field)}
    />
  );
  return (
    <fieldset className={styles.fieldset}>
      <ItemHead item={occasion} noun="occasion" addLegend="Add an occasion" row={row} />
      <InputField
        id={row.id('name')}
        name={row.name('name')}
        type="text"
        label={
          <>
            Name<Hidden> of {of}</Hidden>
          </>
        }
        defaultValue={row.value('name')}
        error={row.error('name')}
      />
      <div className={styles.row}>
        {number('minimumCovers', 'Minimum covers')}
        {number('maximumCovers', 'Maximum covers')}
      </div>
      <CheckList
        name={row.name('days')}
        legend={
          <>
            Days<Hidden> for {of}</Hidden>
          </>
        }
        options={ISO_WEEKDAYS.map((d) => ({ value: String(d.value), label: d.name }))}
        ticked={row.values('days')}
        error={row.error('days')}
      />
      <WindowRows occasion={occasion} row={row} of={of} />
      <div className={styles.row}>
        <InputField
          id={row.id('dateRange.from')}
          name={row.name('dateRange.from')}
          type="date"
          label={
            <>
              Runs from<Hidden> ({of})</Hidden>
            </>
          }
          hint="Optional: leave both dates empty for all year."
          defaultValue={row.value('dateRange.from')}
          error={row.error('dateRange.from')}
        />
        <InputField
          id={row.id('dateRange.to')}
          name={row.name('dateRange.to')}
          type="date"
          label={
            <>
              Runs until<Hidden> ({of})</Hidden>
            </>
          }
          defaultValue={row.value('dateRange.to')}
          error={row.error('dateRange.to')}
        />
      </div>
      <div className={styles.row}>
        <CheckboxField
          id={row.id('acceptsEnquiries')}
          name={row.name('acceptsEnquiries')}
          label={
            <>
              Takes enquiries<Hidden> for {of}</Hidden>
            </>
          }
          hint="Times that cannot be booked online may be requested."
          defaultChecked={row.checked('acceptsEnquiries')}
        />
        {number('enquiryAboveCovers', 'Enquiry above covers', 'Optional: larger parties send an enquiry.')}
      </div>
      <LinkGroupFields row={row} group="menuLinkGroup" what="menus" items={doc.menus} of={of} />
      <LinkGroupFields row={row} group="areaLinkGroup" what="areas" items={doc.areas} of={of} />
      {occasion && (
        <CheckboxField
          id={row.id('remove')}
          name={row.name('remove')}
          label={`Remove ${occasion.name}`}
          hint="Removed when you save."
          defaultChecked={row.checked('remove')}
          error={row.error('remove')}
        />
      )}
    </fieldset>
  );
}
