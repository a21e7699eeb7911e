// Issue 30's server-under-load table: each cached page as the site serves it
// beside a bare Node HTTP server (its own process) answering the very same
// bytes, gzipped as browsers ask and uncompressed for clients that do not.
// autocannon, 50 connections. Goal: ≥ 0.9× on every cached page, both ways.
import { spawn } from 'node:child_process';
import { mkdtemp, writeFile } from 'node:fs/promises';
import { request } from 'node:http';
import os from 'node:os';
import path from 'node:path';
import { BROWSER_UA, CACHEABLE_PAGES } from './pages.ts';
import { runLoad } from './load.ts';

const BARE_SERVER = `
import http from 'node:http';
import fs from 'node:fs';
const [dir, names] = [process.argv[2], process.argv[3].split(',')];
const pages = new Map(names.map((n) => [n, { gzip: fs.readFileSync(dir + '/' + n + '.gz'), plain: fs.readFileSync(dir + '/' + n + '.html') }]));
const server = http.createServer((req, res) => {
  const page = pages.get(req.url.slice(1));
  if (!page) return res.writeHead(404).end();
  const gzip = /gzip/.test(req.headers['accept-encoding'] ?? '');
  res.writeHead(200, { 'content-type': 'text/html; charset=utf-8', ...(gzip ? { 'content-encoding': 'gzip' } : {}) });
  res.end(gzip ? page.gzip : page.plain);
});
server.listen(0, '127.0.0.1', () => process.stdout.write(String(server.address().port) + '\\n'));
`;

/** The raw bytes the site sends (no decompression on the way). */
function rawGet(url: string, headers: Record<string, string>): Promise<Buffer> {
  return new Promise((resolve, reject) => {
    request(url, { headers }, (res) => {
      const chunks: Buffer[] = [];
      res.on('data', (c: Buffer) => chunks.push(c));
      res.on('end', () => resolve(Buffer.concat(chunks)));
    })
      .on('error', reject)
      .end();
  });
}

export interface BareCeilingRow {
  page: string;
  encoding: 'gzip' | 'none';
  'site req/s': number;
  'bare Node req/s': number;
  ratio: number;
  'site p99 ms': number;
  'bare p99 ms': number;
}

export async function benchAgainstBareNode(base: string, seconds = 8): Promise<BareCeilingRow[]> {
  const dir = await mkdtemp(path.join(os.tmpdir(), 'mesa-bare-'));
  const ua = { 'user-agent': BROWSER_UA };
  for (const page of CACHEABLE_PAGES) {
    await writeFile(path.join(dir, `${page.name}.gz`), await rawGet(base + page.path, { ...ua, 'accept-encoding': 'gzip' }));
    await writeFile(path.join(dir, `${page.name}.html`), await rawGet(base + page.path, ua));
  }
  const script = path.join(dir, 'bare.mjs');
  await writeFile(script, BARE_SERVER);
  const bare = spawn(process.execPath, [script, dir, CACHEABLE_PAGES.map((p) => p.name).join(',')], {
    stdio: ['ignore', 'pipe', 'inherit'],
  });
  const port = await new Promise<string>((resolve) => bare.stdout.once('data', (d: Buffer) => resolve(d.toString().trim())));
  const rows: BareCeilingRow[] = [];
  try {
    for (const page of CACHEABLE_PAGES)
      for (const encoding of ['gzip', 'none'] as const) {
        const headers = encoding === 'gzip' ? { ...ua, 'accept-encoding': 'gzip' } : ua;
        await runLoad(base + page.path, { headers, seconds: 2 }); // warm
        const site = await runLoad(base + page.path, { headers, seconds });
        const ceiling = await runLoad(`http://127.0.0.1:${port}/${page.name}`, { headers, seconds });
        rows.push({
          page: page.path,
          encoding,
          'site req/s': Math.round(site.requestsPerSecond),
          'bare Node req/s': Math.round(ceiling.requestsPerSecond),
          ratio: Math.round((site.requestsPerSecond / ceiling.requestsPerSecond) * 100) / 100,
          'site p99 ms': site.p99,
          'bare p99 ms': ceiling.p99,
        });
      }
  } finally {
    bare.kill();
  }
  return rows;
}
