// Cookie banner (product.md §2). Nothing is tracked before the diner chooses. The
// choice is revisited from the footer's "Cookie settings" button (product.md D7: a
// floating pill covered content), which reopens this banner with focus in it
// and, once answered, returns focus to that button.
// Decision 055: a first visit's HTML holds the banner (the server reads the choice's
// cookie), so it paints with the page instead of seconds later at hydration;
// without JavaScript its buttons post the choice to /consent/.
import { useEffect, useRef, useState } from 'react';
import { Link, useLocation } from 'react-router';
import { cookieHasConsent, readConsent, rememberInCookie, saveConsent } from '../../lib/consent.ts';
import { useRootData } from '../../lib/root-data.ts';
import { COOKIE_SETTINGS_EVENT } from './cookie-settings.ts';
import styles from './cookie-banner.module.css';

export function CookieBanner() {
  // The server knows from the cookie whether to ask; a choice kept only in localStorage is found once mounted.
  const asked = useRootData()?.consentAsked === true;
  const [state, setState] = useState<'unknown' | 'asking' | 'decided'>(asked ? 'asking' : 'unknown');
  const { pathname, search } = useLocation();
  const heading = useRef<HTMLHeadingElement>(null);
  const returnTo = useRef<HTMLElement | null>(null);

  useEffect(() => {
    const decided = readConsent();
    // eslint-disable-next-line react-hooks/set-state-in-effect -- reading browser-only storage after hydration
    setState(decided ? 'decided' : 'asking');
    if (decided && !cookieHasConsent()) rememberInCookie(decided.analytics);
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
      <form method="post" action="/consent/" className={styles.actions}>
        <input type="hidden" name="back" value={pathname + search} />
        <ChoiceButton analytics label="Accept analytics" className="button" decide={decide} />
        <ChoiceButton analytics={false} label="Essential only" className="button button--secondary" decide={decide} />
      </form>
    </section>
  );
}

/** One answer: posts the choice without JavaScript; with it, decides here and stays on the page. */
function ChoiceButton(props: { analytics: boolean; label: string; className: string; decide: (analytics: boolean) => void }) {
  return (
    <button
      type="submit"
      name="analytics"
      value={props.analytics ? 'yes' : 'no'}
      className={props.className}
      onClick={(e) => {
        e.preventDefault();
        props.decide(props.analytics);
      }}
    >
      {props.label}
    </button>
  );
}
