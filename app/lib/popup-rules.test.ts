import { describe, expect, it } from 'vitest';
import { POPUP_EVERY_DAYS_DEFAULT, popupBlocker, popupDue } from './popup-rules.ts';

const NOW = Date.UTC(2027, 2, 10, 12, 0);
const DAY = 86_400_000;
const at = (ms: number) => String(ms);

describe('popupDue (decision 055)', () => {
  it('is due for a visitor who never saw it and claimed nothing', () => {
    expect(popupDue({ seen: null, claimed: null }, NOW)).toBe(true);
  });

  it('shows at most once per visitor per chosen number of days', () => {
    expect(popupDue({ seen: at(NOW - 6 * DAY), claimed: null }, NOW, 7)).toBe(false);
    expect(popupDue({ seen: at(NOW - 7 * DAY), claimed: null }, NOW, 7)).toBe(true);
    expect(popupDue({ seen: at(NOW - 29 * DAY), claimed: null }, NOW)).toBe(false);
    expect(popupDue({ seen: at(NOW - POPUP_EVERY_DAYS_DEFAULT * DAY), claimed: null }, NOW)).toBe(true);
  });

  it('never offers a promotion to a visitor who just claimed one', () => {
    expect(popupDue({ seen: null, claimed: at(NOW - 60_000) }, NOW)).toBe(false);
    expect(popupDue({ seen: null, claimed: at(NOW - 2 * DAY) }, NOW, 3)).toBe(false);
    expect(popupDue({ seen: null, claimed: at(NOW - 3 * DAY) }, NOW, 3)).toBe(true);
  });

  it('keeps an earlier build’s undated "seen" as seen, and treats a garbled value as seen', () => {
    expect(popupDue({ seen: '1', claimed: null }, NOW)).toBe(false);
    expect(popupDue({ seen: 'yesterday', claimed: null }, NOW)).toBe(false);
  });
});

describe('popupBlocker (decision 055)', () => {
  const clear = { dialogOpen: false, formHasInput: false, successShown: false };

  it('lets the popup open over a quiet page', () => {
    expect(popupBlocker(clear)).toBeNull();
  });

  it('never opens over a dialog, a form with input, or a success message', () => {
    expect(popupBlocker({ ...clear, dialogOpen: true })).toBe('dialog');
    expect(popupBlocker({ ...clear, formHasInput: true })).toBe('form-input');
    expect(popupBlocker({ ...clear, successShown: true })).toBe('success-message');
  });
});
