// Whether a banner with a start and end of its own shows now (decision 064). The
// root loader sends it only when it shows at `renderedAt` (the server's clock at
// the render: a kept page expires at the end of its minute, and the window's
// times are whole minutes), and hydration draws it as then; the browser then
// looks again by its own clock, at once (a copy a CDN kept up to two minutes
// more) and at its end while the page stays open.
import { useEffect, useState } from 'react';
import { nextBoundary, windowShowing, type ShowWindow } from '../../contract/show-window.ts';

/** setTimeout's longest wait; a later boundary is looked at again then. */
const LONGEST_WAIT_MS = 2_147_483_647;

export function useShowWindow(w: ShowWindow, renderedAt: string | undefined): boolean {
  const [showing, setShowing] = useState(() => windowShowing(w, renderedAt ? Date.parse(renderedAt) : Date.now()));
  const { starts, ends } = w;
  useEffect(() => {
    let timer: ReturnType<typeof setTimeout> | undefined;
    const look = () => {
      const now = Date.now();
      setShowing(windowShowing({ starts, ends }, now));
      const next = nextBoundary({ starts, ends }, now);
      if (next) timer = setTimeout(look, Math.min(next.getTime() - now + 1, LONGEST_WAIT_MS));
    };
    look();
    return () => clearTimeout(timer);
  }, [starts, ends]);
  return showing;
}
