// The console bar's navigation (product.md D8): the diary, messages (for roles that
// read them), search, reports (issue 29), mail and staff (chain admins; mail: issue 31), and who is signed in with a way out. Plain links and a
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
  showGuests: boolean;
  showStaff: boolean;
  showContent: boolean;
  /** Issue 29: marketing lists (marketing, chain admins). */
  showSegments: boolean;
  /** Issue 29: data rights and retention (chain admins). */
  showPrivacy: boolean;
  /** Issue 31: the mail log (chain admins). */
  showMail: boolean;
  reportsHref: string | null;
}

/** Each link is current for its whole section (a booking belongs to the diary, a message to messages). */
function sectionOf(
  pathname: string,
): 'diary' | 'messages' | 'search' | 'guests' | 'staff' | 'content' | 'segments' | 'privacy' | 'reports' | 'mail' | null {
  if (/^\/console\/(diary|bookings)\//.test(pathname)) return 'diary';
  if (pathname.startsWith('/console/messages/')) return 'messages';
  if (pathname.startsWith('/console/search/')) return 'search';
  if (pathname.startsWith('/console/guests/')) return 'guests';
  if (pathname.startsWith('/console/staff/')) return 'staff';
  if (pathname.startsWith('/console/content/')) return 'content';
  if (pathname.startsWith('/console/segments/')) return 'segments';
  if (/^\/console\/(people|retention)\//.test(pathname)) return 'privacy';
  if (pathname.startsWith('/console/reports/')) return 'reports';
  if (pathname.startsWith('/console/mail/')) return 'mail';
  return null;
}

export function ConsoleNav(props: ConsoleNavProps) {
  const {
    name,
    role,
    csrfToken,
    diaryHref,
    showDiary,
    showMessages,
    showGuests,
    showStaff,
    showContent,
    showSegments,
    showPrivacy,
    showMail,
    reportsHref,
  } = props;
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
          {showGuests && (
            <li>
              <Link to="/console/guests/" aria-current={current('guests')}>
                Guests
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
          {showSegments && (
            <li>
              <Link to="/console/segments/" aria-current={current('segments')}>
                Lists
              </Link>
            </li>
          )}
          {showPrivacy && (
            <li>
              <Link to="/console/people/" aria-current={current('privacy')}>
                Data rights
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
          {showMail && (
            <li>
              <Link to="/console/mail/" aria-current={current('mail')}>
                Mail
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
