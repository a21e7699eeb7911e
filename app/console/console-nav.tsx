// The console bar's navigation (product.md D8): the diary, messages (for roles that
// read them), search, reports (issue 29), staff (chain admins), and who is signed in with a way out. Plain links and a
// form, so it works before the page's JavaScript has loaded.
import { Form, Link, useLocation } from 'react-router';
import { CsrfField } from './csrf-field.tsx';
import styles from './console.module.css';

interface ConsoleNavProps {
  name: string;
  role: string;
  csrfToken: string;
  diaryHref: string;
  showDiary: boolean;
  showMessages: boolean;
  showStaff: boolean;
  showContent: boolean;
  reportsHref: string | null;
}

/** Each link is current for its whole section (a booking belongs to the diary, a message to messages). */
function sectionOf(pathname: string): 'diary' | 'messages' | 'search' | 'staff' | 'content' | 'reports' | null {
  if (/^\/console\/(diary|bookings)\//.test(pathname)) return 'diary';
  if (pathname.startsWith('/console/messages/')) return 'messages';
  if (pathname.startsWith('/console/search/')) return 'search';
  if (pathname.startsWith('/console/staff/')) return 'staff';
  if (pathname.startsWith('/console/content/')) return 'content';
  if (pathname.startsWith('/console/reports/')) return 'reports';
  return null;
}

export function ConsoleNav({
  name,
  role,
  csrfToken,
  diaryHref,
  showDiary,
  showMessages,
  showStaff,
  showContent,
  reportsHref,
}: ConsoleNavProps) {
  const section = sectionOf(useLocation().pathname);
  const current = (s: typeof section) => (section === s ? ('page' as const) : undefined);
  return (
    <>
      <nav aria-label="Console" className={styles.nav}>
        <ul>
          {showDiary && (
            <li>
              <Link to={diaryHref} aria-current={current('diary')}>
                Diary
              </Link>
            </li>
          )}
          {showMessages && (
            <li>
              <Link to="/console/messages/" aria-current={current('messages')}>
                Messages
              </Link>
            </li>
          )}
          {showDiary && (
            <li>
              <Link to="/console/search/" aria-current={current('search')}>
                Search
              </Link>
            </li>
          )}
          {showContent && (
            <li>
              <Link to="/console/content/" aria-current={current('content')}>
                Content
              </Link>
            </li>
          )}
          {reportsHref && (
            <li>
              <Link to={reportsHref} aria-current={current('reports')}>
                Reports
              </Link>
            </li>
          )}
          {showStaff && (
            <li>
              <Link to="/console/staff/" aria-current={current('staff')}>
                Staff
              </Link>
            </li>
          )}
        </ul>
      </nav>
      <div className={styles.member}>
        <span>
          {name}
          <span className="visually-hidden"> ({role})</span>
        </span>
        <Form method="post" action="/console/sign-out/">
          <CsrfField token={csrfToken} />
          <button type="submit" className={styles.linkButton}>
            Sign out
          </button>
        </Form>
      </div>
    </>
  );
}
