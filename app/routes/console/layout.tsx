// The restaurant console's frame (DESIGN §8): its own bar instead of the
// site's header and footer, and headers that keep every console page out of
// caches and search engines.
import { Outlet } from 'react-router';
import type { Route } from './+types/layout';
import { CONSOLE_HEADERS } from '../../features/console/console-http.ts';
import styles from '../../features/console/console.module.css';

export const headers: Route.HeadersFunction = () => CONSOLE_HEADERS;

export const meta: Route.MetaFunction = () => [{ title: 'Restaurant console' }, { name: 'robots', content: 'noindex, nofollow' }];

export default function ConsoleLayout() {
  return (
    <div className={styles.shell}>
      <header className={styles.bar}>
        <p className={styles.brand}>Restaurant console</p>
      </header>
      <Outlet />
    </div>
  );
}
