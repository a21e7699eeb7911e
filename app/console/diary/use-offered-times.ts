// The phone booking form's offered times, kept fresh in the browser (product.md D8):
// starts from what the page was rendered with (the loader's, or the "Show
// times" answer), and asks the resource route again when the party, date,
// occasion or area change — the latest question wins, earlier ones are aborted.
import { useCallback, useEffect, useRef, useState } from 'react';
import { offeredTimesUrl, timesAnswerSchema, type TimesAnswer } from './offered-times.ts';

const UNREACHABLE: TimesAnswer = { times: null, error: 'The times could not be loaded. Please use “Show times”.', field: '' };

export function useOfferedTimes(storeId: string, rendered: TimesAnswer | null) {
  // What the browser fetched, and the page answer it was fetched over: a new page answer (after a post) wins.
  const [fetched, setFetched] = useState<{ over: TimesAnswer | null; answer: TimesAnswer } | null>(null);
  const answer = fetched && fetched.over === rendered ? fetched.answer : rendered;
  const [loading, setLoading] = useState(false);
  const pending = useRef<{ timer?: ReturnType<typeof setTimeout>; abort?: AbortController }>({});
  useEffect(() => () => stop(pending.current), []);
  const setAnswer = useCallback((next: TimesAnswer) => setFetched({ over: rendered, answer: next }), [rendered]);

  const refresh = useCallback(
    (query: Record<string, string>, delayMs = 0) => {
      stop(pending.current);
      const abort = new AbortController();
      pending.current = { abort };
      setLoading(true);
      pending.current.timer = setTimeout(() => {
        void (async () => {
          try {
            const res = await fetch(offeredTimesUrl(storeId, query), {
              headers: { accept: 'application/json' },
              credentials: 'same-origin',
              signal: abort.signal,
            });
            const body = timesAnswerSchema.safeParse(await res.json());
            setAnswer(body.success ? body.data : UNREACHABLE);
          } catch {
            if (abort.signal.aborted) return;
            setAnswer(UNREACHABLE);
          }
          if (!abort.signal.aborted) setLoading(false);
        })();
      }, delayMs);
    },
    [storeId, setAnswer],
  );

  return { answer, loading, refresh };
}

function stop(p: { timer?: ReturnType<typeof setTimeout>; abort?: AbortController }) {
  if (p.timer) clearTimeout(p.timer);
  p.abort?.abort();
}
