// The restaurant console's frame (product.md D8): its own bar instead of the
// site's header and footer, with the console's navigation once signed in, and
// headers that keep every console page out of caches and search engines. Its
// error boundary keeps the bar, so a refused or missing page still offers a way on.
import { isRouteErrorResponse, Link, Outlet, useRouteLoaderData } from 'react-router';
import type { Route } from './+types/layout';
import { CONSOLE_HEADERS } from '../console-http.ts';
import { loadConsoleNav } from '../console-nav.server.ts';
import type { ConsoleNavData } from '../console-sections.ts';
import { ConsoleNav } from '../console-nav.tsx';
import styles from '../console.module.css';

export const loader = ({ context, request }: Route.LoaderArgs) => loadConsoleNav(context, request);

export const headers: Route.HeadersFunction = () => CONSOLE_HEADERS;

export const meta: Route.MetaFunction = () => [{ title: 'Restaurant console' }, { name: 'robots', content: 'noindex, nofollow' }];

const CONTENT_ID = 'console-content';

function ConsoleFrame({ nav, children }: { nav: ConsoleNavData | null | undefined; children: React.ReactNode }) {
  return (
    <div className={styles.shell}>
      <header className={styles.bar}>
        {/* Past the bar's links to the page itself (the site's own skip link is left out in the console). */}
        {nav && (
          <a className="skip-link" href={`#${CONTENT_ID}`}>
            Skip to content
          </a>
        )}
        <p className={styles.brand}>
          <Link to="/console/">Restaurant console</Link>
        </p>
        {nav && <ConsoleNav {...nav} />}
      </header>
      <div id={CONTENT_ID} tabIndex={-1} className={styles.content}>
        {children}
      </div>
    </div>
  );
}

export default function ConsoleLayout({ loaderData }: Route.ComponentProps) {
  return (
    <ConsoleFrame nav={loaderData}>
      <Outlet />
    </ConsoleFrame>
  );
}

const ERROR_TITLES: Record<number, string> = { 403: 'Not for your role', 404: 'Page not found' };

export function ErrorBoundary({ error }: Route.ErrorBoundaryProps) {
  // The bar's data is there when only the page failed (a 404 or 403 from its loader or action).
  const nav = useRouteLoaderData<typeof loader>('console/routes/layout');
  const status = isRouteErrorResponse(error) ? error.status : 500;
  const message =
    isRouteErrorResponse(error) && typeof error.data === 'string' && error.data
      ? error.data
      : 'Sorry, something went wrong. Please try again.';
  return (
    <ConsoleFrame nav={nav}>
      <div className={styles.page}>
        <h1>{ERROR_TITLES[status] ?? 'Something went wrong'}</h1>
        <p role="alert">{message}</p>
        <p>
          <Link to="/console/">Back to the console</Link>
        </p>
      </div>
    </ConsoleFrame>
  );
}
