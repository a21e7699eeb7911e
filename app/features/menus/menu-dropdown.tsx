// A dropdown of links built on <details>: works without JavaScript, and is
// closed after a choice and on Escape when JavaScript runs.
import { useRef, type ReactNode } from 'react';
import styles from './menu-view.module.css';

export function MenuDropdown({ label, id, children }: { label: string; id: string; children: ReactNode }) {
  const ref = useRef<HTMLDetailsElement>(null);
  const close = () => {
    if (ref.current) ref.current.open = false;
  };
  return (
    // eslint-disable-next-line jsx-a11y/no-noninteractive-element-interactions -- Escape closes the open dropdown; its summary is the control
    <details
      ref={ref}
      className={styles.dropdown}
      onKeyDown={(e) => {
        if (e.key === 'Escape' && ref.current?.open) {
          close();
          ref.current.querySelector('summary')?.focus();
        }
      }}
    >
      <summary className={styles.summary}>{label}</summary>
      {/* eslint-disable-next-line jsx-a11y/click-events-have-key-events, jsx-a11y/no-noninteractive-element-interactions -- closes after a link inside is followed (links handle keys) */}
      <ul id={id} className={styles.dropdownList} onClick={close}>
        {children}
      </ul>
    </details>
  );
}
