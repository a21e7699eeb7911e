// The frame of every booking-setup page (decision 025): the way back, the page's
// heading naming the restaurant, the setup's sections as a nav (the current
// one marked), and the outcome of the last form sent.
import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { CsrfField } from '../csrf-field.tsx';
import consoleStyles from '../console.module.css';
import { SetupOutcome } from './setup-outcome.tsx';
import type { SetupFormResult } from './setup-result.ts';
import { SETUP_SECTIONS, setupUrl, type SetupSection } from './setup-urls.ts';
import styles from './setup.module.css';

interface SetupFrameProps {
  section: SetupSection;
  restaurant: { storeId: string; title: string };
  csrfToken: string;
  result?: SetupFormResult | undefined;
  children: ReactNode;
}

export function SetupFrame({ section, restaurant, csrfToken, result, children }: SetupFrameProps) {
  const current = SETUP_SECTIONS.find((s) => s.key === section)!;
  return (
    <div className={`${consoleStyles.page} ${consoleStyles.wide}`}>
      <p>
        <Link to="/console/">Back to your restaurants</Link>
      </p>
      <h1>
        {section === 'overview' ? 'Booking setup' : current.label}
        <span className="visually-hidden">, </span>
        <span className={consoleStyles.who}> {restaurant.title}</span>
      </h1>
      <nav aria-label="Booking setup sections" className={styles.sections}>
        <ul>
          {SETUP_SECTIONS.map((s) => (
            <li key={s.key}>
              <Link to={setupUrl(restaurant.storeId, s.key)} aria-current={s.key === section ? 'page' : undefined}>
                {s.label}
              </Link>
            </li>
          ))}
        </ul>
      </nav>
      <div className={styles.stack}>
        <SetupOutcome result={result} csrfToken={csrfToken} />
        {children}
      </div>
    </div>
  );
}

/** The hidden fields every setup form posts: the CSRF token, the version it edits, and which form it is. */
export function SetupFormBase({ csrfToken, version, intent }: { csrfToken: string; version: number; intent: string }) {
  return (
    <>
      <CsrfField token={csrfToken} />
      <input type="hidden" name="baseVersion" value={version} />
      <input type="hidden" name="intent" value={intent} />
    </>
  );
}
