// product.md §2 header: logo, hamburger navigation, Book Now; solid or transparent
// as the page asks (a page's `header` field).
import { useEffect, useId, useRef, useState } from 'react';
import { Link, NavLink, useLocation, useMatches } from 'react-router';
import type { Settings } from '../../../contract/content.ts';
import styles from './site-header.module.css';

function useHeaderStyle(): 'solid' | 'transparent' {
  const matches = useMatches();
  const last = matches[matches.length - 1]?.data as { page?: { header?: string } } | undefined;
  return last?.page?.header === 'transparent' ? 'transparent' : 'solid';
}

export function SiteHeader({ settings }: { settings: Settings }) {
  const menuId = useId();
  const { pathname } = useLocation();
  const variant = useHeaderStyle();
  // The menu belongs to the page it was opened on, so navigating closes it.
  const [openOn, setOpenOn] = useState<string | null>(null);
  const open = openOn === pathname;
  const toggleRef = useRef<HTMLButtonElement>(null);

  // Escape closes the menu.
  useEffect(() => {
    if (!open) return;
    const onKey = (e: KeyboardEvent) => {
      if (e.key !== 'Escape') return;
      setOpenOn(null);
      toggleRef.current?.focus();
    };
    window.addEventListener('keydown', onKey);
    return () => window.removeEventListener('keydown', onKey);
  }, [open]);

  return (
    <header className={`${styles.header} ${styles[variant]}`} data-site-header>
      <div className={styles.bar}>
        <Link to="/" className={styles.logo} aria-label={`${settings.site_name} home`}>
          <img src="/favicon.svg" alt="" width={36} height={36} />
          <span>{settings.site_name}</span>
        </Link>
        <nav aria-label="Main" className={styles.nav}>
          <button
            ref={toggleRef}
            type="button"
            className={styles.toggle}
            aria-expanded={open}
            aria-controls={menuId}
            onClick={() => setOpenOn(open ? null : pathname)}
          >
            <span className={styles.burger} aria-hidden="true" />
            <span className="visually-hidden">Menu</span>
          </button>
          <ul id={menuId} className={styles.links} data-open={open}>
            {settings.navigation.map((item) => (
              <li key={item.url}>
                <NavLink to={item.url} className={styles.link}>
                  {item.label}
                </NavLink>
              </li>
            ))}
          </ul>
        </nav>
        <Link to="/book-now/" className={`button ${styles.book}`}>
          {settings.book_now_text}
        </Link>
      </div>
    </header>
  );
}
