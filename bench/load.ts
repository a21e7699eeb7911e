// Runs autocannon in a child process (so the load generator does not share the
// server's event loop) and returns requests/s and latency percentiles.
import { spawn } from 'node:child_process';

export interface LoadResult {
  url: string;
  requestsPerSecond: number;
  /** Requests answered in the run. */
  total: number;
  p50: number;
  p99: number;
  non2xx: number;
  errors: number;
}

export function runLoad(
  url: string,
  opts: { connections?: number; seconds?: number; headers?: Record<string, string> } = {},
): Promise<LoadResult> {
  const args = ['node_modules/autocannon/autocannon.js', '--json', '-c', String(opts.connections ?? 50), '-d', String(opts.seconds ?? 8)];
  for (const [k, v] of Object.entries(opts.headers ?? {})) args.push('-H', `${k}=${v}`);
  args.push(url);
  return new Promise((resolve, reject) => {
    const child = spawn(process.execPath, args, { stdio: ['ignore', 'pipe', 'ignore'] });
    let out = '';
    child.stdout.on('data', (d) => (out += d));
    child.on('error', reject);
    child.on('close', (code) => {
      if (code !== 0) return reject(new Error(`autocannon exited ${code}`));
      const r = JSON.parse(out) as {
        requests: { average: number; total: number };
        latency: { p50: number; p99: number };
        non2xx: number;
        errors: number;
      };
      resolve({
        url,
        requestsPerSecond: r.requests.average,
        total: r.requests.total,
        p50: r.latency.p50,
        p99: r.latency.p99,
        non2xx: r.non2xx,
        errors: r.errors,
      });
    });
  });
}
