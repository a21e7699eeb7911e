// The server as operators run it (`node --import tsx server/main.ts`), in a
// child process on an embedded database folder, for tests of the process:
// health, logs, shutdown, and what survives a crash.
import { spawn, type ChildProcess } from 'node:child_process';

export interface SpawnedServer {
  child: ChildProcess;
  base: string;
  /** Everything the process wrote to stdout and stderr so far. */
  output(): string;
}

export async function spawnServer(opts: { port: number; pgliteDir: string; env?: Record<string, string> }): Promise<SpawnedServer> {
  const child = spawn(process.execPath, ['--import', 'tsx', 'server/main.ts'], {
    env: {
      ...process.env,
      PORT: String(opts.port),
      HOST: '127.0.0.1',
      PGLITE_DIR: opts.pgliteDir,
      DATABASE_URL: '',
      LOG_LEVEL: 'info',
      NODE_ENV: 'production',
      ...opts.env,
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  child.stdout.on('data', (d) => (output += d));
  child.stderr.on('data', (d) => (output += d));
  const base = `http://127.0.0.1:${opts.port}`;
  const up = () =>
    fetch(`${base}/healthz`).then(
      (r) => r.ok,
      () => false,
    );
  for (let i = 0; i < 240; i++) {
    if (await up()) return { child, base, output: () => output };
    if (child.exitCode !== null) break;
    await new Promise((r) => setTimeout(r, 500));
  }
  child.kill('SIGKILL');
  throw new Error(`server did not start:\n${output}`);
}

/** Resolves with the exit code (or null when killed by a signal). */
export const exitOf = (child: ChildProcess) =>
  new Promise<number | null>((resolve) => (child.exitCode !== null ? resolve(child.exitCode) : child.on('exit', (code) => resolve(code))));
