// product.md §2 footer: links, social icons, the sign-up link and the cookie
// settings button; product.md §3 footer type.
import { Link } from 'react-router';
import type { Settings } from '../../../contract/content.ts';
import { SocialIcon } from '../ui/social-icon.tsx';
import { useHydrated } from '../../features/forms/use-hydrated.ts';
import { openCookieSettings } from './cookie-settings.ts';
import styles from './site-footer.module.css';

export function SiteFooter({ settings }: { settings: Settings }) {
  const hydrated = useHydrated();
  return (
    <footer className={`${styles.footer} ${styles[settings.footer_type]}`}>
      <div className={styles.inner}>
        <div className={styles.brand}>
          <p className={styles.name}>{settings.site_name}</p>
          <p>{settings.tagline}</p>
          <Link to="/sign-up/" className="button">
            Sign up for offers
          </Link>
        </div>
        {settings.footer_type === 'page' && (
          <nav aria-label="Footer">
            <ul className={styles.links}>
              {settings.footer_links.map((l) => (
                <li key={l.url}>
                  <Link to={l.url}>{l.label}</Link>
                </li>
              ))}
            </ul>
          </nav>
        )}
        <ul className={styles.socials} aria-label="Follow us">
          {settings.socials.map((s) => (
            <li key={s.network}>
              <a href={s.url} target="_blank" rel="noopener noreferrer" aria-label={`${settings.site_name} on ${SOCIAL_NAMES[s.network]}`}>
                <SocialIcon network={s.network} />
              </a>
            </li>
          ))}
        </ul>
      </div>
      <div className={styles.legal}>
        <p>
          © {new Date().getFullYear()} {settings.site_name}. Place search uses data from{' '}
          <a href="https://www.geonames.org/" target="_blank" rel="noopener noreferrer">
            GeoNames
          </a>{' '}
          (CC BY 4.0). Maps © OpenStreetMap contributors.
        </p>
        {/* product.md §2 cookie revisit button, here rather than floating over the page (product.md D7);
            it works once the banner's script has run, so until then it is disabled. */}
        <button type="button" className={styles.cookieSettings} data-cookie-revisit onClick={openCookieSettings} disabled={!hydrated}>
          Cookie settings
        </button>
      </div>
    </footer>
  );
}

const SOCIAL_NAMES = { instagram: 'Instagram', facebook: 'Facebook', tiktok: 'TikTok', x: 'X' } as const;
