// When the site popup may open (product.md §2 popup). Pure: the
// component reads the browser (storage, the page) and asks these two questions.
//
// - Due: at most once per visitor per `everyDays` days, and never within those
//   days of a claim (an offer's voucher or a club sign-up) in this browser: a
//   visitor who has just taken a promotion is not offered another, and the
//   popup's cocktail may be the very one just claimed.
// - Blocked: never over a dialog, a form the visitor has typed into, or a
//   success message; the component looks again a little later.

export const POPUP_EVERY_DAYS_DEFAULT = 30;
const DAY_MS = 86_400_000;

/** What the browser remembers: when the popup was last shown, and the last claim, as stored (ms since the epoch, as text). */
export interface PopupMemory {
  /** '1' is what earlier builds stored: seen, with no date, so seen for good. */
  seen: string | null;
  claimed: string | null;
}

const storedTime = (value: string | null): number | null => {
  if (value === null || !/^\d{10,}$/.test(value)) return null;
  return Number(value);
};

export function popupDue(memory: PopupMemory, now: number, everyDays = POPUP_EVERY_DAYS_DEFAULT): boolean {
  const window = everyDays * DAY_MS;
  const claimed = storedTime(memory.claimed);
  if (claimed !== null && now - claimed < window) return false;
  if (memory.seen === null) return true;
  const seen = storedTime(memory.seen);
  return seen !== null && now - seen >= window;
}

export interface PageSignals {
  dialogOpen: boolean;
  formHasInput: boolean;
  successShown: boolean;
}

export type PopupBlocker = 'dialog' | 'form-input' | 'success-message';

/** Why the popup must not open now, or null when nothing on the page is in its way. */
export function popupBlocker(page: PageSignals): PopupBlocker | null {
  if (page.dialogOpen) return 'dialog';
  if (page.formHasInput) return 'form-input';
  if (page.successShown) return 'success-message';
  return null;
}

/** localStorage keys: the popup's last showing (per popup id) and the last claim (any). */
export const popupSeenKey = (id: string) => `mesa.popup.${id}.seen`;
export const CLAIMED_KEY = 'mesa.claimed';

/** Records a claim now (an offer's voucher sent, a club sign-up): the popup stays closed for its days. */
export function rememberClaim(now: number = Date.now()): void {
  try {
    localStorage.setItem(CLAIMED_KEY, String(now));
  } catch {
    // Storage refused (private mode, full): the popup may then show; nothing else depends on it.
  }
}
