// Cookie banner with a revisit button (SPEC §2). Nothing is tracked before the
// diner chooses; the revisit button is hidden while a modal is open (CSS,
// body[data-modal-open]).
import { useEffect, useState } from 'react';
import { Link } from 'react-router';
import { readConsent, saveConsent } from '../../lib/consent.ts';
import styles from './cookie-banner.module.css';

export function CookieBanner() {
  // Unknown until mounted: the server cannot see localStorage.
  const [state, setState] = useState<'unknown' | 'asking' | 'decided'>('unknown');
  useEffect(() => {
    // eslint-disable-next-line react-hooks/set-state-in-effect -- reading browser-only storage after hydration
    setState(readConsent() ? 'decided' : 'asking');
  }, []);

  const decide = (analytics: boolean) => {
    saveConsent(analytics);
    setState('decided');
  };

  if (state === 'unknown') return null;
  if (state === 'decided') {
    return (
      <button type="button" className={styles.revisit} data-cookie-revisit onClick={() => setState('asking')}>
        Cookie settings
      </button>
    );
  }
  return (
    <section className={styles.banner} aria-labelledby="cookie-heading">
      <h2 id="cookie-heading" className={styles.heading}>
        Cookies
      </h2>
      <p>
        We use essential cookies to make the site work. With your permission we&rsquo;d also like to measure how the site is used, so we can
        improve it. <Link to="/cookie-policy/">Read our cookie policy</Link>.
      </p>
      <div className={styles.actions}>
        <button type="button" className="button" onClick={() => decide(true)}>
          Accept analytics
        </button>
        <button type="button" className="button button--secondary" onClick={() => decide(false)}>
          Essential only
        </button>
      </div>
    </section>
  );
}
