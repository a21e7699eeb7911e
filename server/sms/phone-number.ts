// A diner's phone number as the SMS provider wants it (E.164). Diners type UK
// numbers as they say them ("07700 900123", "+44 7700 900123", "0044…"); only
// UK mobiles (07…) can take a text, so anything else is no number for SMS.
const UK_MOBILE = /^\+447\d{9}$/;

/** '+447700900123', or null when `typed` is not a UK mobile number. */
export function ukMobileE164(typed: string | null | undefined): string | null {
  if (!typed) return null;
  const digits = typed.replace(/[\s().-]/g, '');
  const e164 = digits.startsWith('+')
    ? digits
    : digits.startsWith('0044')
      ? `+${digits.slice(2)}`
      : digits.startsWith('0')
        ? `+44${digits.slice(1)}`
        : digits;
  return UK_MOBILE.test(e164) ? e164 : null;
}
