// Starts the e2e servers side by side (each after its staff, made in one process) and waits for each to
// answer /readyz within its budget, printing how long each took, so a slow start shows in the log before it
// becomes a failure. Playwright's own webServer list starts them one after another, with the staff made by
// fifteen separate processes before the console server: two minutes on a slower machine.
import { spawn, type ChildProcess } from 'node:child_process';
import type { E2eServer } from './e2e-servers.ts';

/** Each server's time from its first process to its first ready answer: wide, for one loaded core. */
const DEFAULT_BUDGET_MS = 600_000;

export interface StartedServers {
  /** Seconds each server took to be ready, by name. */
  readySeconds: Record<string, number>;
  close(): Promise<void>;
}

/** The last lines a process wrote, for the message when it fails. */
function tail(child: ChildProcess, stream: 'stdout' | 'stderr', echo?: string): () => string {
  const lines: string[] = [];
  child[stream]?.setEncoding('utf8').on('data', (chunk: string) => {
    for (const line of chunk.split('\n').filter(Boolean)) {
      lines.push(line);
      if (lines.length > 40) lines.shift();
      if (echo) process.stderr.write(`[${echo}] ${line}\n`);
    }
  });
  return () => lines.join('\n');
}

function run(script: string, args: string[], env: Record<string, string>, name: string) {
  const child = spawn(process.execPath, ['--import', 'tsx', script, ...args], {
    env: { ...process.env, ...env },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  const out = tail(child, 'stdout');
  const err = tail(child, 'stderr', name);
  const exited = new Promise<number | null>((resolve) => child.on('exit', (code) => resolve(code)));
  return { child, exited, output: () => `${out()}\n${err()}`.trim() };
}

async function answersReady(port: number): Promise<boolean> {
  try {
    const response = await fetch(`http://127.0.0.1:${port}/readyz`, { signal: AbortSignal.timeout(2_000) });
    return response.ok;
  } catch {
    return false;
  }
}

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));
const seconds = (since: number) => Math.round((performance.now() - since) / 100) / 10;

async function stop(child: ChildProcess): Promise<void> {
  if (child.exitCode !== null || child.signalCode !== null) return;
  const exited = new Promise((resolve) => child.once('exit', resolve));
  child.kill('SIGTERM');
  // The server closes its database on SIGTERM (server-process.ts) within its own 10 s.
  const forced = setTimeout(() => child.kill('SIGKILL'), 15_000);
  await exited;
  clearTimeout(forced);
}

export async function startE2eServers(
  servers: readonly E2eServer[],
  budgetMs = Number(process.env.E2E_SERVER_BUDGET_MS ?? DEFAULT_BUDGET_MS),
): Promise<StartedServers> {
  const children: ChildProcess[] = [];
  // Whatever ends this process, no server outlives it holding its port.
  const killAll = () => children.forEach((child) => child.exitCode === null && child.kill('SIGKILL'));
  process.once('exit', killAll);
  const readySeconds: Record<string, number> = {};

  async function start(server: E2eServer): Promise<void> {
    const started = performance.now();
    const deadline = started + budgetMs;
    let staffNote = '';
    if (server.staff) {
      const staff = run('tests/e2e/support/make-e2e-staff.ts', [server.staff], server.env, `${server.name} staff`);
      children.push(staff.child);
      const code = await staff.exited;
      if (code !== 0) throw new Error(`e2e server "${server.name}": making its staff failed (exit ${code}):\n${staff.output()}`);
      staffNote = `, its staff made in ${seconds(started)} s`;
    }
    const process_ = run('server/main.ts', [], server.env, server.name);
    children.push(process_.child);
    let exitCode: number | null | undefined;
    void process_.exited.then((code) => (exitCode = code));
    for (;;) {
      if (exitCode !== undefined)
        throw new Error(`e2e server "${server.name}" exited (${exitCode}) before it was ready:\n${process_.output()}`);
      if (await answersReady(server.port)) break;
      if (performance.now() > deadline) {
        throw new Error(
          `e2e server "${server.name}" (port ${server.port}) was not ready within its ${budgetMs / 1000} s budget:\n${process_.output()}`,
        );
      }
      await sleep(250);
    }
    readySeconds[server.name] = seconds(started);
    const share = Math.round(((performance.now() - started) / budgetMs) * 100);
    console.log(
      `e2e server "${server.name}" on port ${server.port} ready in ${readySeconds[server.name]} s${staffNote} (${share}% of its budget)`,
    );
  }

  const began = performance.now();
  const results = await Promise.allSettled(servers.map(start));
  const failures = results.flatMap((result) => (result.status === 'rejected' ? [result.reason as Error] : []));
  const close = async () => {
    await Promise.all(children.map(stop));
    process.off('exit', killAll);
  };
  if (failures.length) {
    await close();
    throw new Error(failures.map((failure) => failure.message).join('\n\n'));
  }
  console.log(`e2e servers: all ${servers.length} ready in ${seconds(began)} s`);
  return { readySeconds, close };
}
