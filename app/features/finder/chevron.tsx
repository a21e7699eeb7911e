// The chevron of a <details> disclosure: it points down when closed and up
// when open (the CSS turns it on [open]), so the control shows it opens.
import styles from './finder.module.css';

export function Chevron() {
  return (
    <svg className={styles.chevron} viewBox="0 0 16 16" width="16" height="16" aria-hidden="true" focusable="false">
      <path d="M3 6l5 5 5-5" fill="none" stroke="currentColor" strokeWidth="2" strokeLinecap="round" strokeLinejoin="round" />
    </svg>
  );
}
