// Opens the booking modal from anywhere (decision 008): every link to /book-now/
// (header, tiles, offers, restaurant pages), the /book-now/ page itself and a
// restaurant page's #booking. The modal's code loads only when first opened.
import { createContext, lazy, Suspense, useCallback, useContext, useEffect, useMemo, useState, type ReactNode } from 'react';
import { useLocation } from 'react-router';

const BookingModal = lazy(() => import('./booking-modal.tsx'));

export interface OpenOptions {
  /** Restaurant slug to preselect. */
  restaurant?: string | null;
  /** Return focus here when the modal closes. */
  opener?: HTMLElement | null;
}

interface Launcher {
  open(opts?: OpenOptions): void;
}

const LauncherContext = createContext<Launcher>({ open: () => undefined });
export const useBookingLauncher = () => useContext(LauncherContext);

function restaurantFromHref(href: string): string | null | undefined {
  const url = new URL(href, window.location.origin);
  if (url.origin !== window.location.origin || url.pathname !== '/book-now/') return undefined;
  return url.searchParams.get('restaurant');
}

/** The opener, or the link now in its place (same address) when the page drew it again. */
function returnFocus(opener: HTMLElement | null): void {
  if (!opener) return;
  const href = opener instanceof HTMLAnchorElement ? opener.getAttribute('href') : null;
  const target = opener.isConnected ? opener : href ? document.querySelector<HTMLElement>(`a[href="${CSS.escape(href)}"]`) : null;
  target?.focus();
}

export function BookingLauncherProvider({ children }: { children: ReactNode }) {
  const [state, setState] = useState<{ open: boolean; restaurant: string | null; opener: HTMLElement | null; key: number }>({
    open: false,
    restaurant: null,
    opener: null,
    key: 0,
  });
  const { pathname, search, hash } = useLocation();
  const open = useCallback((opts: OpenOptions = {}) => {
    setState((s) => ({
      open: true,
      restaurant: opts.restaurant ?? null,
      opener: opts.opener ?? (document.activeElement as HTMLElement | null),
      key: s.key + 1,
    }));
  }, []);

  // Links to /book-now/ open the modal in place (the page itself still works without JavaScript).
  useEffect(() => {
    const onClick = (e: MouseEvent) => {
      if (e.defaultPrevented || e.button !== 0 || e.metaKey || e.ctrlKey || e.shiftKey || e.altKey) return;
      const link = (e.target as Element | null)?.closest?.('a[href]');
      if (!(link instanceof HTMLAnchorElement) || link.target === '_blank') return;
      const restaurant = restaurantFromHref(link.href);
      if (restaurant === undefined) return;
      e.preventDefault();
      open({ restaurant, opener: link });
    };
    // Capture phase: before React Router's <Link> navigates (it respects defaultPrevented).
    window.addEventListener('click', onClick, true);
    return () => window.removeEventListener('click', onClick, true);
  }, [open]);

  // Arriving at /book-now/ or at a restaurant's #booking opens it too (product.md §2 book-now redirects land there).
  useEffect(() => {
    const onRestaurant = /^\/restaurants\/([a-z0-9-]+)\/$/.exec(pathname)?.[1];
    /* eslint-disable react-hooks/set-state-in-effect -- opening follows navigation to these addresses */
    if (pathname === '/book-now/') open({ restaurant: new URLSearchParams(search).get('restaurant') });
    else if (onRestaurant && hash === '#booking') open({ restaurant: onRestaurant });
    /* eslint-enable react-hooks/set-state-in-effect */
  }, [pathname, search, hash, open]);

  const launcher = useMemo(() => ({ open }), [open]);
  const close = useCallback(() => {
    setState((s) => ({ ...s, open: false }));
    // After the dialog has left the page, return focus to what opened it; if the page drew that link again
    // meanwhile, to the link that took its place; and once more if focus was left on the page's body.
    const opener = state.opener;
    requestAnimationFrame(() => requestAnimationFrame(() => returnFocus(opener)));
    window.setTimeout(() => {
      if (document.activeElement === document.body) returnFocus(opener);
    }, 250);
  }, [state.opener]);

  return (
    <LauncherContext.Provider value={launcher}>
      {children}
      {state.open && (
        <Suspense fallback={null}>
          <BookingModal key={state.key} restaurantSlug={state.restaurant} onClose={close} />
        </Suspense>
      )}
    </LauncherContext.Provider>
  );
}
