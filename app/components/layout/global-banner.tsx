// product.md §2 global banner: dismissable, and the dismissal is remembered per banner id;
// shown only between its own start and end when it has them (decision 064).
import { useEffect, useState } from 'react';
import type { Settings } from '../../../contract/content.ts';
import { useShowWindow } from '../../lib/use-show-window.ts';
import { SmartLink } from '../ui/smart-link.tsx';
import styles from './global-banner.module.css';

const key = (id: string) => `mesa.banner.${id}.dismissed`;

export function GlobalBanner({ banner, renderedAt }: { banner: NonNullable<Settings['banner']>; renderedAt?: string | undefined }) {
  const [dismissed, setDismissed] = useState(false);
  const inWindow = useShowWindow(banner, renderedAt);
  useEffect(() => {
    try {
      // eslint-disable-next-line react-hooks/set-state-in-effect -- browser-only storage, read after hydration
      setDismissed(localStorage.getItem(key(banner.id)) === '1');
    } catch {
      // storage blocked: show the banner
    }
  }, [banner.id]);
  if (dismissed || !inWindow) return null;
  return (
    <aside className={styles.banner} aria-label="Announcement">
      <p className={styles.text}>
        {banner.text}{' '}
        {banner.link && (
          <SmartLink to={banner.link.url} className={styles.link}>
            {banner.link.label}
          </SmartLink>
        )}
      </p>
      <button
        type="button"
        className={styles.close}
        onClick={() => {
          setDismissed(true);
          try {
            localStorage.setItem(key(banner.id), '1');
          } catch {
            // remembered for this page only
          }
        }}
      >
        <span aria-hidden="true">×</span>
        <span className="visually-hidden">Dismiss announcement</span>
      </button>
    </aside>
  );
}
