// The live diary (decision 066): while the page is visible it keeps one request open that the
// server answers as soon as the day changes, on any instance, with what changed; the screen
// applies it without reloading the day (rows that did not change are not drawn again) and says
// so politely. Focus and scroll are never moved. The loader's own diary (after a form or a
// navigation) takes over unless the screen already shows a newer one.
import { useEffect, useRef, useState } from 'react';
import type { Diary } from '../../../contract/diary-shapes.ts';
import { applyDiaryChanges, versionNumber, type DiaryChanges } from '../../../contract/diary-changes.ts';
import { coversText } from './booking-text.ts';
import { diaryChangesUrl } from './console-urls.ts';

const RETRY_MS = 1_000;
const MAX_RETRY_MS = 10_000;

async function changesSince(url: string, signal: AbortSignal): Promise<DiaryChanges> {
  const res = await fetch(url, { headers: { accept: 'application/json' }, credentials: 'same-origin', signal });
  if (!res.ok || !res.headers.get('content-type')?.includes('json')) throw new Error(`The diary's changes answered ${res.status}`);
  const body = (await res.json()) as DiaryChanges;
  if (!body || typeof body !== 'object' || !['unchanged', 'changes', 'whole'].includes(body.kind))
    throw new Error('Not the diary’s changes');
  return body;
}

const pause = (ms: number, signal: AbortSignal) =>
  new Promise<void>((resolve) => {
    const timer = setTimeout(resolve, ms);
    signal.addEventListener('abort', () => (clearTimeout(timer), resolve()), { once: true });
  });

const visible = (signal: AbortSignal) =>
  new Promise<void>((resolve) => {
    const done = () => (document.removeEventListener('visibilitychange', check), resolve());
    const check = () => document.visibilityState === 'visible' && done();
    document.addEventListener('visibilitychange', check);
    signal.addEventListener('abort', done, { once: true });
  });

export const updateAnnouncement = (diary: Diary, at: Date) => {
  const time = at.toLocaleTimeString('en-GB', { hour: '2-digit', minute: '2-digit', timeZone: 'Europe/London' });
  const { bookings, covers } = diary.totals;
  return `Diary updated at ${time}: ${bookings} ${bookings === 1 ? 'booking' : 'bookings'}, ${coversText(covers)}.`;
};

export function useLiveDiary(loaded: Diary): { diary: Diary; announcement: string } {
  const [live, setLive] = useState(loaded);
  const [announcement, setAnnouncement] = useState('');
  const [shownLoaded, setShownLoaded] = useState(loaded);
  if (loaded !== shownLoaded) {
    setShownLoaded(loaded);
    const otherDay = loaded.storeId !== live.storeId || loaded.date !== live.date;
    if (otherDay || versionNumber(loaded.version) >= versionNumber(live.version)) setLive(loaded);
  }
  const shown = useRef(live);
  useEffect(() => {
    shown.current = live;
  });

  const { storeId, date } = loaded;
  useEffect(() => {
    const stop = new AbortController();
    const { signal } = stop;
    async function follow() {
      let retry = 0;
      while (!signal.aborted) {
        if (document.visibilityState !== 'visible') {
          await visible(signal);
          continue;
        }
        const from = shown.current;
        try {
          const changes = await changesSince(diaryChangesUrl(storeId, date, from.version), signal);
          retry = 0;
          // The loader moved the screen on meanwhile: ask again from there.
          if (shown.current !== from) continue;
          const next = applyDiaryChanges(from, changes);
          if (next === from) continue;
          shown.current = next;
          setLive(next);
          setAnnouncement(updateAnnouncement(next, new Date()));
        } catch {
          // Offline for a moment, signed out, or the server restarting: the page itself still works; try again.
          if (signal.aborted) return;
          retry = Math.min(retry ? retry * 2 : RETRY_MS, MAX_RETRY_MS);
          await pause(retry, signal);
        }
      }
    }
    void follow();
    return () => stop.abort();
  }, [storeId, date]);

  return { diary: live, announcement };
}
