// product.md §2 popup: a promotion shown a few seconds after the diner has
// answered the cookie banner, in a native modal <dialog> (focus is trapped and
// Escape closes it). Decision 055: at most once per visitor per the popup's days,
// never after a claim, and never over a dialog, a form being filled or a
// success message (app/lib/popup-rules.ts decides; this reads the page).
import { useEffect, useRef, useState } from 'react';
import { useLocation } from 'react-router';
import type { Settings } from '../../../contract/content.ts';
import { CONSENT_EVENT, readConsent } from '../../lib/consent.ts';
import { useModalOpenFlag } from '../../lib/modal-flag.ts';
import { CLAIMED_KEY, popupBlocker, popupDue, popupSeenKey } from '../../lib/popup-rules.ts';
import { windowShowing } from '../../../contract/show-window.ts';
import { RichText } from '../../lib/rich-text.tsx';
import { SmartLink } from '../ui/smart-link.tsx';
import styles from './site-popup.module.css';

export const POPUP_DELAY_MS = 5000;
/** How soon the popup looks again when something on the page is in its way. */
const RETRY_MS = 3000;

const stored = (key: string): string | null => {
  try {
    return localStorage.getItem(key);
  } catch {
    return '1'; // no storage: treat as seen rather than show it on every page
  }
};

/** A form on the page already holds typed text (typed, perhaps, before this code loaded). */
function formHoldsText(popup: HTMLDialogElement | null): boolean {
  const fields = document.querySelectorAll<HTMLInputElement | HTMLTextAreaElement>(
    'form input:not([type=hidden]):not([type=checkbox]):not([type=radio]):not([type=number]):not([tabindex="-1"]), form textarea',
  );
  return [...fields].some((f) => !popup?.contains(f) && f.value.trim() !== '');
}

export function SitePopup({ popup }: { popup: NonNullable<Settings['popup']> }) {
  const ref = useRef<HTMLDialogElement>(null);
  const [open, setOpen] = useState(false);
  const { pathname } = useLocation();
  useModalOpenFlag(open);

  useEffect(() => {
    let timer: ReturnType<typeof setTimeout> | undefined;
    // A form typed into on this page keeps the popup away until the next page.
    let typed = false;
    const onInput = (event: Event) => {
      if (event.target instanceof Element && event.target.closest('form') && !ref.current?.contains(event.target)) typed = true;
    };
    const due = () =>
      readConsent() !== null &&
      windowShowing({ starts: popup.starts, ends: popup.ends }, Date.now()) && // decision 064: its own start and end
      popupDue({ seen: stored(popupSeenKey(popup.id)), claimed: stored(CLAIMED_KEY) }, Date.now(), popup.everyDays);
    const show = () => {
      if (!due()) return;
      const blocked = popupBlocker({
        dialogOpen: Boolean(document.body.dataset.modalOpen) || document.querySelector('dialog[open]') !== null,
        formHasInput: typed || formHoldsText(ref.current),
        successShown: document.querySelector('[data-success]') !== null,
      });
      if (blocked) {
        timer = setTimeout(show, RETRY_MS);
        return;
      }
      ref.current?.showModal();
      setOpen(true);
      try {
        localStorage.setItem(popupSeenKey(popup.id), String(Date.now()));
      } catch {
        // Not remembered: it may show again on a later page.
      }
    };
    const schedule = () => {
      clearTimeout(timer);
      if (due()) timer = setTimeout(show, POPUP_DELAY_MS);
    };
    schedule();
    document.addEventListener('input', onInput, true);
    document.addEventListener('change', onInput, true);
    window.addEventListener(CONSENT_EVENT, schedule);
    return () => {
      clearTimeout(timer);
      document.removeEventListener('input', onInput, true);
      document.removeEventListener('change', onInput, true);
      window.removeEventListener(CONSENT_EVENT, schedule);
    };
  }, [popup.id, popup.everyDays, popup.starts, popup.ends, pathname]);

  return (
    <dialog ref={ref} className={styles.popup} aria-labelledby="popup-heading" onClose={() => setOpen(false)}>
      <h2 id="popup-heading">{popup.heading}</h2>
      <RichText html={popup.content} />
      <div className={styles.actions}>
        <SmartLink to={popup.link.url} className="button">
          {popup.link.label}
        </SmartLink>
        <button type="button" className="button button--secondary" onClick={() => ref.current?.close()}>
          No thanks
        </button>
      </div>
    </dialog>
  );
}
