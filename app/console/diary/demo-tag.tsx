// A demo install's sample booking is marked where the host reads it (product.md
// D8 "Demo bookings"): a small "Demo" tag, read aloud as "demo booking".
import styles from './diary.module.css';

export function DemoTag() {
  return (
    <span className={styles.demoTag}>
      Demo<span className="visually-hidden"> booking</span>
    </span>
  );
}
