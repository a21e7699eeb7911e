// How the mail log writes a mail's kind: the outbox's own names
// ('booking-confirmation', 'offer-voucher') read as words, first letter capital.
export function kindLabel(kind: string): string {
  const words = kind.replace(/[-_.]+/g, ' ').trim();
  return words ? words.charAt(0).toUpperCase() + words.slice(1) : 'Mail';
}

/** "12 mails" / "1 mail". */
export const mailCount = (n: number) => `${n} mail${n === 1 ? '' : 's'}`;
