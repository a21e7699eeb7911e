// An open diary waits for its day to change (decision 066): the database announces every change
// of a day's counter at commit (migration 0022, channel mesa_diary), to this instance and every
// other on the same database, so the wait ends as soon as the change is in; a timer checks too,
// in case an announcement was missed while the listening connection was away.
import type { Listen } from '../db/pg-listener.ts';

export const DIARY_CHANNEL = 'mesa_diary';
const RECHECK_MS = 5_000;

export interface DiaryWatchDeps {
  listen: Listen;
  /** The database schema whose announcements are this instance's (tests share a database, one schema each). */
  schema: string;
  version: (storeId: string, date: string) => Promise<string>;
  /** The day changed (announced at its commit): this instance's cached reads of it are let go before it is read. */
  changed: (storeId: string, date: string) => void;
  recheckMs?: number;
}

export interface WaitOptions {
  timeoutMs: number;
  signal?: AbortSignal | undefined;
}

export function createDiaryWatch({ listen, schema, version, changed, recheckMs = RECHECK_MS }: DiaryWatchDeps) {
  const waiters = new Map<string, Set<() => void>>();
  /** Each waiter's way to end its wait at once. */
  const ends = new WeakMap<() => void, () => void>();
  let listening: Promise<unknown> | null = null;

  function heard(payload: string) {
    const [from, storeId, date] = payload.split('|');
    if (from !== schema || !storeId || !date) return;
    changed(storeId, date);
    for (const wake of waiters.get(`${storeId}|${date}`) ?? []) wake();
  }
  function startListening() {
    // Not heard (the database refused LISTEN): the timer alone ends the waits, and the next wait tries again.
    listening ??= listen(DIARY_CHANNEL, heard).catch(() => (listening = null));
  }

  return {
    /** Shutting down: every open wait is answered "unchanged" now, so in-flight requests finish (the diaries ask the next instance). */
    endWaits() {
      for (const set of [...waiters.values()]) for (const end of [...set]) ends.get(end)?.();
    },
    /** The day's version once it differs from `since`; `since` itself when the time is up or the asker left. */
    nextVersion(storeId: string, date: string, since: string, { timeoutMs, signal }: WaitOptions): Promise<string> {
      startListening();
      const key = `${storeId}|${date}`;
      return new Promise<string>((resolve, reject) => {
        let done = false;
        const finish = (value: string | Error) => {
          if (done) return;
          done = true;
          clearTimeout(timeout);
          clearInterval(recheck);
          signal?.removeEventListener('abort', left);
          const set = waiters.get(key)!;
          set.delete(check);
          if (set.size === 0) waiters.delete(key);
          if (value instanceof Error) reject(value);
          else resolve(value);
        };
        // Registered before the first read: a change committed between the two is not missed.
        const check = () => {
          version(storeId, date).then(
            (current) => current !== since && finish(current),
            (err: unknown) => finish(err instanceof Error ? err : new Error(String(err))),
          );
        };
        const left = () => finish(since);
        let set = waiters.get(key);
        if (!set) waiters.set(key, (set = new Set()));
        set.add(check);
        ends.set(check, left);
        const timeout = setTimeout(left, timeoutMs);
        const recheck = setInterval(check, recheckMs);
        if (signal?.aborted) return left();
        signal?.addEventListener('abort', left, { once: true });
        check();
      });
    },
  };
}

export type DiaryWatch = ReturnType<typeof createDiaryWatch>;
