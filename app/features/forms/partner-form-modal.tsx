// The partner form modal (product.md §2): a button opens a native modal dialog
// (focus moves in and is trapped, Escape closes, focus returns to the button)
// holding the contact form with the partner enquiry type.
import { useRef, useState } from 'react';
import { useModalOpenFlag } from '../../lib/modal-flag.ts';
import { useHydrated } from './use-hydrated.ts';
import { ContactForm } from './contact-form.tsx';
import styles from './partner-form-modal.module.css';

export function PartnerFormModal() {
  const ref = useRef<HTMLDialogElement>(null);
  const [open, setOpen] = useState(false);
  const hydrated = useHydrated();
  useModalOpenFlag(open);

  const show = () => {
    ref.current?.showModal();
    setOpen(true);
  };
  return (
    <>
      <button type="button" className="button" onClick={show} aria-haspopup="dialog" disabled={!hydrated}>
        Tell us about your idea
      </button>
      <dialog ref={ref} className={styles.modal} aria-labelledby="partner-form-title" onClose={() => setOpen(false)}>
        <div className={styles.header}>
          <h2 id="partner-form-title">Work with us</h2>
          <button type="button" className={`button button--secondary ${styles.close}`} onClick={() => ref.current?.close()}>
            Close<span className="visually-hidden"> the partner form</span>
          </button>
        </div>
        <p>Suppliers, landlords, producers and brand partners: tell us about yourself and the right team will get in touch.</p>
        {open && <ContactForm variant="partner" />}
      </dialog>
    </>
  );
}
