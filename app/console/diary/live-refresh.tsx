// Live diary (product.md D8: cheap polling, which works behind a load balancer with
// any number of instances): while the page is visible, ask every second
// for the day's version; when it differs from the one the page shows, reload
// the loader's data and then say so politely. Focus is never moved.
import { useEffect, useRef, useState } from 'react';
import { useNavigation, useRevalidator } from 'react-router';
import { diaryVersionUrl } from './console-urls.ts';
import { DIARY_POLL_MS } from '../../../contract/console.ts';

interface LiveRefreshProps {
  storeId: string;
  date: string;
  /** The version of the diary on screen. */
  version: string;
  /** What to announce once the new data is in ("31 bookings, 94 covers"). */
  summary: string;
}

async function fetchVersion(url: string): Promise<string | null> {
  const res = await fetch(url, { headers: { accept: 'application/json' }, credentials: 'same-origin' });
  if (!res.ok) return null;
  const body: unknown = await res.json();
  return body && typeof body === 'object' && 'version' in body && typeof body.version === 'string' ? body.version : null;
}

export function LiveRefresh({ storeId, date, version, summary }: LiveRefreshProps) {
  const revalidator = useRevalidator();
  const navigation = useNavigation();
  const [announcement, setAnnouncement] = useState('');
  // The poller reads the latest of these without restarting its timer.
  const latest = useRef({ version, revalidator, busy: false });
  const waiting = useRef(false);

  useEffect(() => {
    // A form post or a navigation reloads the data anyway: the poller waits for it.
    latest.current = { version, revalidator, busy: navigation.state !== 'idle' || revalidator.state !== 'idle' };
  });

  useEffect(() => {
    const url = diaryVersionUrl(storeId, date);
    let inFlight = false;
    async function check() {
      if (inFlight || latest.current.busy || document.visibilityState !== 'visible') return;
      inFlight = true;
      try {
        const current = await fetchVersion(url);
        if (current && current !== latest.current.version && !latest.current.busy) {
          waiting.current = true;
          await latest.current.revalidator.revalidate();
        }
      } catch {
        // Offline for a moment, or signed out: the next tick tries again; the page itself still works.
      } finally {
        inFlight = false;
      }
    }
    const timer = setInterval(() => void check(), DIARY_POLL_MS);
    const onVisible = () => void check();
    document.addEventListener('visibilitychange', onVisible);
    return () => {
      clearInterval(timer);
      document.removeEventListener('visibilitychange', onVisible);
    };
  }, [storeId, date]);

  useEffect(() => {
    // The new version has arrived with the new data: announce it once (the time keeps two alike updates distinct).
    if (!waiting.current) return;
    waiting.current = false;
    const at = new Date().toLocaleTimeString('en-GB', { hour: '2-digit', minute: '2-digit', timeZone: 'Europe/London' });
    setAnnouncement(`Diary updated at ${at}: ${summary}.`);
  }, [version, summary]);

  return (
    <p className="visually-hidden" aria-live="polite">
      {announcement}
    </p>
  );
}
