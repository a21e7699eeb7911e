// NOTIFY heard on PostgreSQL (decision 066): one connection of its own per instance, outside the pool,
// opened on the first listen and shared by every channel. When it drops (a restart of the database, a
// network fault) it is opened again after a pause and LISTENs again; a listener that must not miss a
// change while it was away checks what it waits for on a timer too (server/console/diary-watch.ts).
import type { Client } from 'pg';

export type Unlisten = () => Promise<void>;
export type Listen = (channel: string, onPayload: (payload: string) => void) => Promise<Unlisten>;

const RECONNECT_MS = 1_000;
const quoted = (channel: string) => `"${channel.replaceAll('"', '""')}"`;

export function listenOnPostgres(newClient: () => Client) {
  const handlers = new Map<string, Set<(payload: string) => void>>();
  /** The connection being opened or open; null while none is (before the first listen, or after a drop). */
  let connection: Promise<Client> | null = null;
  let closed = false;

  function open(): Promise<Client> {
    const c = newClient();
    let dropped = false;
    const drop = () => {
      if (dropped) return;
      dropped = true;
      if (connection === opening) connection = null;
      if (!closed) setTimeout(reopen, RECONNECT_MS).unref();
    };
    c.on('notification', (n) => {
      for (const handler of handlers.get(n.channel) ?? []) handler(n.payload ?? '');
    });
    c.on('error', drop);
    c.on('end', drop);
    const opening = c.connect().then(async () => {
      for (const channel of handlers.keys()) await c.query(`LISTEN ${quoted(channel)}`);
      return c;
    });
    opening.catch(drop);
    return opening;
  }

  function reopen() {
    if (!closed && !connection && handlers.size > 0) connection = open();
  }

  const listen: Listen = async (channel, onPayload) => {
    let set = handlers.get(channel);
    const first = !set;
    if (!set) handlers.set(channel, (set = new Set()));
    set.add(onPayload);
    if (!connection) connection = open();
    else if (first) await (await connection).query(`LISTEN ${quoted(channel)}`);
    await connection;
    return async () => {
      set.delete(onPayload);
      if (set.size > 0) return;
      handlers.delete(channel);
      await connection?.then((c) => c.query(`UNLISTEN ${quoted(channel)}`)).catch(() => undefined);
    };
  };

  return {
    listen,
    async close() {
      closed = true;
      const c = connection;
      connection = null;
      await c?.then((client) => client.end()).catch(() => undefined);
    },
  };
}
