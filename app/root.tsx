// The document, the root loader (product.md §4 Startup: settings and locations in
// parallel) and the error page of product.md §2/§8.
import { PageStyles } from './lib/page-styles.tsx';
import { data, isRouteErrorResponse, Meta, Outlet, Scripts, ScrollRestoration, useLocation } from 'react-router';
import { track } from './lib/consent.ts';
import { consentFromCookies } from '../contract/consent-cookie.ts';
import { CONTACT_FORM_ID } from '../contract/forms.ts';
import type { Route } from './+types/root';
import { SiteHeader } from './components/layout/site-header.tsx';
import { ErrorPage } from './components/layout/error-page.tsx';
import { GlobalBanner } from './components/layout/global-banner.tsx';
import { LoadingBar } from './components/layout/loading-bar.tsx';
import { CookieBanner } from './components/layout/cookie-banner.tsx';
import { ToastProvider } from './components/ui/toast.tsx';
import { useNonce } from './lib/nonce.tsx';
import { useRootData } from './lib/root-data.ts';
import { shownSettings } from './lib/shown-settings.ts';
import { useHashScroll } from './lib/use-hash-scroll.ts';
import { installChunkReload, isChunkLoadError, reloadAfterChunkError } from './lib/chunk-reload.ts';
import { lazy, Suspense, useEffect } from 'react';
import { BookingLauncherProvider } from './features/booking/booking-launcher.tsx';
import './styles/global.css';
// Decision 042: the latin files of the two faces are fetched with the page, not after its CSS is read.
import displayFont from '@fontsource-variable/fraunces/files/fraunces-latin-wght-normal.woff2?url';
import textFont from '@fontsource-variable/source-sans-3/files/source-sans-3-latin-wght-normal.woff2?url';
// The lazy parts' styles stay in the page's inline CSS, so their server HTML is styled at once.
import './components/layout/site-footer.module.css';
import './components/layout/back-to-top.module.css';
import './components/layout/site-popup.module.css';

// Below the fold or shown later (product.md D7): their code loads after the first paint; the server's
// HTML for them shows at once and hydrates when it arrives.
const SiteFooter = lazy(() => import('./components/layout/site-footer.tsx').then((m) => ({ default: m.SiteFooter })));
const BackToTop = lazy(() => import('./components/layout/back-to-top.tsx').then((m) => ({ default: m.BackToTop })));
const SitePopup = lazy(() => import('./components/layout/site-popup.tsx').then((m) => ({ default: m.SitePopup })));

export async function loader({ context, request }: Route.LoaderArgs) {
  const { content, config } = context.services;
  try {
    const [settings, restaurants] = await Promise.all([content.settings(), content.restaurantSummaries()]);
    if (!settings) throw new Error('Settings is not defined');
    const now = context.services.clock();
    return {
      // Decision 064: a banner or popup shows between its own start and end, judged at this render.
      settings: shownSettings(settings, now),
      // The layout needs names and links only; full records stay on the server.
      restaurants: restaurants.map(({ storeId, slug, title, city }) => ({ storeId, slug, title, city })),
      brandKey: config.brandKey,
      publicUrl: config.publicUrl,
      mapTileUrl: config.mapTileUrl,
      // Decision 055: no choice in the cookie yet, so the page is served with the cookie banner in it.
      consentAsked: consentFromCookies(request.headers.get('cookie')) === null,
      // The browser looks again from here (use-show-window.ts): a copy a CDN kept, a page left open past the banner's end.
      renderedAt: now.toISOString(),
      // Decision 036 "Preview": the studio's frames show the page without the cookie banner and the popup over it.
      preview: context.preview === true,
      // A preview's contact form offers the previewed reasons (the draft's, when the contact form is what is
      // previewed): its choices otherwise come from the live API once the form has loaded (decision 064).
      previewContactReasons: context.preview === true ? ((await content.form(CONTACT_FORM_ID))?.contactReasons ?? null) : null,
    };
  } catch (err) {
    // product.md §4: if either fails, the error page with status 500 and the failure message.
    throw data(err instanceof Error ? err.message : String(err), { status: 500 });
  }
}

export type RootData = Awaited<ReturnType<typeof loader>>;

export function Layout({ children }: { children: React.ReactNode }) {
  const nonce = useNonce();
  // product.md D8: the console has its own frame; the diner site's chrome (header, footer, banners) stays out of it.
  const inConsole = useLocation().pathname.startsWith('/console/');
  const rootData = useRootData();
  const root = inConsole ? undefined : rootData;
  return (
    <html lang="en-GB">
      <head>
        <meta charSet="utf-8" />
        <meta name="viewport" content="width=device-width, initial-scale=1" />
        <meta name="theme-color" content="#d95d38" />
        <Meta />
        <link rel="icon" href="/favicon.svg" type="image/svg+xml" />
        <link rel="preload" href={textFont} as="font" type="font/woff2" crossOrigin="anonymous" />
        <link rel="preload" href={displayFont} as="font" type="font/woff2" crossOrigin="anonymous" />
        <PageStyles />
      </head>
      <body>
        {/* The console's layout has its own skip link, past its bar (console/routes/layout.tsx). */}
        {!inConsole && (
          <a className="skip-link" href="#main">
            Skip to content
          </a>
        )}
        <ToastProvider>
          {root && <LoadingBar color={root.settings.loading_color} />}
          {root?.settings.banner && <GlobalBanner banner={root.settings.banner} renderedAt={root.renderedAt} />}
          {root && <SiteHeader settings={root.settings} />}
          {/* A preview's page is framed in the studio's page: its main is named, so the two mains are told apart. */}
          <main id="main" tabIndex={-1} aria-label={rootData?.preview ? 'Previewed page' : undefined}>
            {children}
          </main>
          <Suspense>{root && <SiteFooter settings={root.settings} />}</Suspense>
          {!inConsole && !rootData?.preview && <CookieBanner />}
          <Suspense>
            {!inConsole && <BackToTop />}
            {root?.settings.popup && !root.preview && <SitePopup popup={root.settings.popup} />}
          </Suspense>
        </ToastProvider>
        <ScrollRestoration nonce={nonce} />
        <Scripts nonce={nonce} />
      </body>
    </html>
  );
}

function usePageViews() {
  const { pathname } = useLocation();
  // Sent only with analytics consent (lib/consent.ts).
  useEffect(() => void track('page_view', { page_path: pathname }), [pathname]);
}

export default function App() {
  useHashScroll();
  usePageViews();
  useEffect(() => installChunkReload(), []);
  return (
    <BookingLauncherProvider>
      <Outlet />
    </BookingLauncherProvider>
  );
}

export function ErrorBoundary({ error }: Route.ErrorBoundaryProps) {
  useEffect(() => {
    if (isChunkLoadError(error)) reloadAfterChunkError();
  }, [error]);
  if (isRouteErrorResponse(error)) {
    const message = typeof error.data === 'string' && error.data ? error.data : 'This page could not be found';
    return <ErrorPage status={error.status === 404 ? 404 : 500} message={message} />;
  }
  const message = import.meta.env.DEV && error instanceof Error ? error.message : 'Sorry, something went wrong. Please try again.';
  return <ErrorPage status={500} message={message} />;
}
