// product.md §2 loading spinner: an overlay on the busy part of a page or modal,
// announced to screen readers (reduced motion slows the spin, globally).
import styles from './spinner-overlay.module.css';

export function SpinnerOverlay({ label }: { label: string }) {
  return (
    <div className={styles.overlay} role="status">
      <span className={styles.spinner} aria-hidden="true" />
      <span className="visually-hidden">{label}</span>
    </div>
  );
}
