// The console bar's navigation (product.md D8): the sections of console-sections.ts the member may open, and
// who is signed in with a way out. Plain links and a form, so it works before the page's JavaScript has loaded.
import { Form, Link, useLocation } from 'react-router';
import { CONSOLE_SECTIONS, sectionOf, type ConsoleNavData } from './console-sections.ts';
import { CsrfField } from './csrf-field.tsx';
import styles from './console.module.css';

export function ConsoleNav(props: ConsoleNavData) {
  const { name, role, csrfToken } = props;
  const section = sectionOf(useLocation().pathname);
  return (
    <>
      <nav aria-label="Console" className={styles.nav}>
        <ul>
          {CONSOLE_SECTIONS.map((s) => {
            const href = s.href(props);
            return (
              href && (
                <li key={s.id}>
                  <Link to={href} aria-current={section === s.id ? 'page' : undefined}>
                    {s.label}
                  </Link>
                </li>
              )
            );
          })}
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
