// A gate in front of PostgreSQL for tests of a database that refuses: it
// forwards to the real server, or answers every new connection as a server
// that is full or starting up would (a real FATAL ErrorResponse, so the driver
// raises its real error), or accepts and says nothing, or stops listening.
import net, { type AddressInfo } from 'node:net';

export type GateMode =
  | { kind: 'forward' }
  /** Answers the startup message with FATAL `code` (53300 "sorry, too many clients already", 57P03 …). */
  | { kind: 'fatal'; code: string; message: string }
  /** Accepts and never answers (a pool's connect times out). */
  | { kind: 'silent' }
  /** Not listening: connections are refused (ECONNREFUSED). */
  | { kind: 'closed' };

export const TOO_MANY_CLIENTS: GateMode = { kind: 'fatal', code: '53300', message: 'sorry, too many clients already' };
export const STARTING_UP: GateMode = { kind: 'fatal', code: '57P03', message: 'the database system is starting up' };

export interface PostgresGate {
  port: number;
  /** `url` with its host and port pointing at the gate. */
  url(url: string): string;
  /** Switches mode; a refusing mode first cuts the connections already open, as a server restart would. */
  set(mode: GateMode): Promise<void>;
  close(): Promise<void>;
}

/** A FATAL ErrorResponse message (PostgreSQL protocol 3, message type 'E'). */
function errorResponse(code: string, message: string): Buffer {
  const fields = Buffer.from(`SFATAL\0VFATAL\0C${code}\0M${message}\0\0`, 'utf8');
  const head = Buffer.alloc(5);
  head.write('E', 0, 'latin1');
  head.writeInt32BE(fields.length + 4, 1);
  return Buffer.concat([head, fields]);
}

/** Starts a gate on a free local port; without `upstream` only the refusing modes make sense. */
export async function startPostgresGate(upstream?: string, initial: GateMode = { kind: 'forward' }): Promise<PostgresGate> {
  const target = upstream ? new URL(upstream) : undefined;
  let mode = initial;
  const sockets = new Set<net.Socket>();
  const track = (socket: net.Socket) => {
    sockets.add(socket);
    socket.on('close', () => sockets.delete(socket));
    socket.on('error', () => socket.destroy());
  };
  const server = net.createServer((client) => {
    track(client);
    if (mode.kind === 'forward' && target) {
      const real = net.connect(Number(target.port || 5432), target.hostname);
      track(real);
      client.pipe(real).pipe(client);
      client.on('close', () => real.destroy());
      real.on('close', () => client.destroy());
    } else if (mode.kind === 'fatal') {
      const { code, message } = mode;
      client.once('data', () => client.end(errorResponse(code, message)));
    }
  });
  const listen = (port: number) => new Promise<void>((resolve) => server.listen(port, '127.0.0.1', resolve));
  const cut = () => sockets.forEach((s) => s.destroy());
  await listen(0);
  const port = (server.address() as AddressInfo).port;
  if (mode.kind === 'closed') await new Promise((resolve) => server.close(resolve));
  return {
    port,
    url(url) {
      const u = new URL(url);
      u.hostname = '127.0.0.1';
      u.port = String(port);
      return u.toString();
    },
    async set(next) {
      if (next.kind !== 'forward') cut();
      mode = next;
      if (next.kind === 'closed' && server.listening) await new Promise((resolve) => server.close(resolve));
      if (next.kind !== 'closed' && !server.listening) await listen(port);
    },
    async close() {
      cut();
      if (server.listening) await new Promise((resolve) => server.close(resolve));
    },
  };
}
