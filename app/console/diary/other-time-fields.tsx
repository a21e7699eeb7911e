// The phone booking's time that is not offered (product.md D8 "Phone bookings"):
// one field. A time typed there is the override; the reason it needs shows
// once a time is typed (and comes back with the page when the time was
// posted), and a refusal of that time is said once, beside the field.
import { InputField, TextAreaField } from './form-fields.tsx';

export const OTHER_TIME_HINT =
  'Past pacing, the online cover limit, the lead time or the last seating: a time typed here is an override, with its reason. Never outside the opening hours, and never more than a table seats.';

interface OtherTimeFieldsProps {
  /** The time to start with (typed before a post, or a grid cell's time the engine does not offer). */
  defaultTime: string | undefined;
  /** Why the time the form starts with is not offered (cell-start.ts), instead of the general hint. */
  note: string | null;
  /** A refusal of the typed time. */
  timeError: string | undefined;
  /** Whether a time is typed now: the reason is asked for then. */
  typed: boolean;
  reason: { defaultValue: string | undefined; error: string | undefined };
}

export function OtherTimeFields({ defaultTime, note, timeError, typed, reason }: OtherTimeFieldsProps) {
  return (
    <>
      <InputField
        id="new-booking-otherTime"
        name="otherTime"
        label="Time not offered"
        type="time"
        defaultValue={defaultTime}
        hint={note ?? OTHER_TIME_HINT}
        error={timeError}
      />
      {typed && (
        <TextAreaField
          id="new-booking-overrideReason"
          name="overrideReason"
          label="Reason for the override"
          maxLength={500}
          defaultValue={reason.defaultValue}
          error={reason.error}
        />
      )}
    </>
  );
}
