// Cookie banner (product.md §2). Nothing is tracked before the diner chooses. The
// choice is revisited from the footer's "Cookie settings" button (issue 17: a
// floating pill covered content), which reopens this banner with focus in it
// and, once answered, returns focus to that button.
import { useEffect, useRef, useState } from 'react';
import { Link } from 'react-router';
import { readConsent, saveConsent } from '../../lib/consent.ts';
import { COOKIE_SETTINGS_EVENT } from './cookie-settings.ts';
import styles from './cookie-banner.module.css';

export function CookieBanner() {
  // Unknown until mounted: the server cannot see localStorage.
  const [state, setState] = useState<'unknown' | 'asking' | 'decided'>('unknown');
  const heading = useRef<HTMLHeadingElement>(null);
  const returnTo = useRef<HTMLElement | null>(null);

  useEffect(() => {
    // eslint-disable-next-line react-hooks/set-state-in-effect -- reading browser-only storage after hydration
    setState(readConsent() ? 'decided' : 'asking');
    const reopen = () => {
      returnTo.current = document.activeElement instanceof HTMLElement ? document.activeElement : null;
      setState('asking');
      // After the render that shows the banner: a keyboard or screen-reader user lands on it.
      requestAnimationFrame(() => heading.current?.focus());
    };
    window.addEventListener(COOKIE_SETTINGS_EVENT, reopen);
    return () => window.removeEventListener(COOKIE_SETTINGS_EVENT, reopen);
  }, []);

  const decide = (analytics: boolean) => {
    saveConsent(analytics);
    setState('decided');
    returnTo.current?.focus();
    returnTo.current = null;
  };

  if (state !== 'asking') return null;
  return (
    <section className={styles.banner} aria-labelledby="cookie-heading">
      <h2 id="cookie-heading" className={styles.heading} ref={heading} tabIndex={-1}>
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
