// product.md §2/§9: a page loading bar, 4px high, shown only when a navigation takes
// longer than 200 ms, in the settings' loading colour.
import { useEffect, useState } from 'react';
import { useNavigation } from 'react-router';
import styles from './loading-bar.module.css';

export const LOADING_BAR_THROTTLE_MS = 200;

export function LoadingBar({ color }: { color: string }) {
  const busy = useNavigation().state !== 'idle';
  const [shown, setShown] = useState(false);
  useEffect(() => {
    if (!busy) return;
    const timer = setTimeout(() => setShown(true), LOADING_BAR_THROTTLE_MS);
    return () => {
      clearTimeout(timer);
      setShown(false);
    };
  }, [busy]);
  if (!busy || !shown) return null;
  return (
    <div className={styles.bar} style={{ background: color }} role="progressbar" aria-label="Loading page" data-testid="loading-bar" />
  );
}
