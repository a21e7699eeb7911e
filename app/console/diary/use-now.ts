// "Now" on the diary grid (product.md D8): the server's minute when the page
// loads, then the browser's clock every half minute, so the line keeps moving
// through a service without a reload. Null when the day shown is not today.
import { useEffect, useState } from 'react';
import { londonDateOf, londonMinutesOf } from '../../../contract/london-time.ts';
import { nowOnDate } from './grid-geometry.ts';

const TICK_MS = 30_000;

export function useNow(date: string, fromServer: number | null): number | null {
  // Each tick remembers which server minute it followed: a new day's data brings its own "now".
  const [ticked, setTicked] = useState<{ after: number | null; now: number | null } | null>(null);
  useEffect(() => {
    const tick = () => {
      const instant = new Date();
      setTicked({ after: fromServer, now: nowOnDate(date, { date: londonDateOf(instant), minutes: londonMinutesOf(instant) }) });
    };
    const timer = setInterval(tick, TICK_MS);
    return () => clearInterval(timer);
  }, [date, fromServer]);
  return ticked && ticked.after === fromServer ? ticked.now : fromServer;
}
