// A wide table's own sideways scroll, so the page itself never scrolls sideways
// (WCAG 1.4.10). It takes focus, so keyboard users can scroll it (WCAG 2.1.1),
// and is named by its caption or heading.
import type { ReactNode } from 'react';
import styles from './diary.module.css';

type ScrollRegionProps = { children: ReactNode } & ({ labelledBy: string; label?: never } | { label: string; labelledBy?: never });

export function ScrollRegion({ children, labelledBy, label }: ScrollRegionProps) {
  return (
    // eslint-disable-next-line jsx-a11y/no-noninteractive-tabindex -- a scrollable region must take focus (WCAG 2.1.1)
    <div className={styles.scroller} role="region" aria-labelledby={labelledBy} aria-label={label} tabIndex={0}>
      {children}
    </div>
  );
}
