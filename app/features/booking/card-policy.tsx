// product.md D11 "The policy up front": the card guarantee's fees, in the diner's
// words, shown before the card is entered (and kept in view once it is saved).
// Without fee terms from the server it still says that nothing is charged now.
import styles from './booking-modal.module.css';

export function CardPolicy({ lines }: { lines: readonly string[] }) {
  const shown = lines.length ? lines : ['Nothing is charged now.'];
  return (
    <div className={styles.hint}>
      {shown.map((line) => (
        <p key={line}>{line}</p>
      ))}
    </div>
  );
}
