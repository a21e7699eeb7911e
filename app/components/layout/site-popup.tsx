// product.md §2 popup: a promotion shown once per popup id, a few seconds after the
// diner has answered the cookie banner, in a native modal <dialog> (focus is
// trapped and Escape closes it).
import { useEffect, useRef, useState } from 'react';
import type { Settings } from '../../../contract/content.ts';
import { CONSENT_EVENT, readConsent } from '../../lib/consent.ts';
import { useModalOpenFlag } from '../../lib/modal-flag.ts';
import { RichText } from '../../lib/rich-text.tsx';
import { SmartLink } from '../ui/smart-link.tsx';
import styles from './site-popup.module.css';

const key = (id: string) => `mesa.popup.${id}.seen`;
export const POPUP_DELAY_MS = 5000;

export function SitePopup({ popup }: { popup: NonNullable<Settings['popup']> }) {
  const ref = useRef<HTMLDialogElement>(null);
  const [open, setOpen] = useState(false);
  useModalOpenFlag(open);

  useEffect(() => {
    let timer: ReturnType<typeof setTimeout> | undefined;
    const seen = () => {
      try {
        return localStorage.getItem(key(popup.id)) === '1';
      } catch {
        return true;
      }
    };
    const schedule = () => {
      if (!readConsent() || seen()) return;
      timer = setTimeout(() => {
        if (document.body.dataset.modalOpen) return; // never on top of another modal
        ref.current?.showModal();
        setOpen(true);
        localStorage.setItem(key(popup.id), '1');
      }, POPUP_DELAY_MS);
    };
    schedule();
    window.addEventListener(CONSENT_EVENT, schedule);
    return () => {
      clearTimeout(timer);
      window.removeEventListener(CONSENT_EVENT, schedule);
    };
  }, [popup.id]);

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
