// product.md D14's server-under-load table: each cached page as the site serves it
// beside a bare Node HTTP server (its own process) answering the very same
// bytes, gzipped as browsers ask and uncompressed for clients that do not.
// autocannon, 50 connections. Goal: ≥ 0.9× on every cached page, both ways.
// A third column replays the site's own response headers from the bare server
// (the security headers, CSP, cache headers: about 25 lines), to show what
// the headers alone cost against a server that sends two.
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
const read = (n, ext) => ({ body: fs.readFileSync(dir + '/' + n + ext), headers: JSON.parse(fs.readFileSync(dir + '/' + n + ext + '.json', 'utf8')) });
const pages = new Map(names.map((n) => [n, { gzip: read(n, '.gz'), plain: read(n, '.html') }]));
const server = http.createServer((req, res) => {
  const [name, query] = req.url.slice(1).split('?');
  const page = pages.get(name);
  if (!page) return res.writeHead(404).end();
  const answer = /gzip/.test(req.headers['accept-encoding'] ?? '') ? page.gzip : page.plain;
  // ?headers=site: the site's own header lines; otherwise only what the bytes need.
  if (query === 'headers=site') res.writeHead(200, answer.headers);
  else res.writeHead(200, { 'content-type': 'text/html; charset=utf-8', ...(answer === page.gzip ? { 'content-encoding': 'gzip' } : {}) });
  res.end(answer.body);
});
server.listen(0, '127.0.0.1', () => process.stdout.write(String(server.address().port) + '\\n'));
`;

/** Headers Node adds itself on every answer. */
const NODE_OWN = new Set(['date', 'connection', 'keep-alive', 'transfer-encoding']);

/** The raw bytes the site sends (no decompression on the way), and its header lines as sent. */
function rawGet(url: string, headers: Record<string, string>): Promise<{ body: Buffer; headers: string[] }> {
  return new Promise((resolve, reject) => {
    request(url, { headers }, (res) => {
      const chunks: Buffer[] = [];
      const lines: string[] = [];
      for (let i = 0; i < res.rawHeaders.length; i += 2)
        if (!NODE_OWN.has(res.rawHeaders[i]!.toLowerCase())) lines.push(res.rawHeaders[i]!, res.rawHeaders[i + 1]!);
      res.on('data', (c: Buffer) => chunks.push(c));
      res.on('end', () => resolve({ body: Buffer.concat(chunks), headers: lines }));
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
  /** The bare server sending the site's own header lines. */
  'bare + site headers req/s': number;
  'ratio to that': number;
  'site p99 ms': number;
  'bare p99 ms': number;
}

export async function benchAgainstBareNode(base: string, seconds = 8): Promise<BareCeilingRow[]> {
  const dir = await mkdtemp(path.join(os.tmpdir(), 'mesa-bare-'));
  const ua = { 'user-agent': BROWSER_UA };
  for (const page of CACHEABLE_PAGES)
    for (const [ext, headers] of [
      ['.gz', { ...ua, 'accept-encoding': 'gzip' }],
      ['.html', ua],
    ] as const) {
      const answer = await rawGet(base + page.path, headers);
      await writeFile(path.join(dir, `${page.name}${ext}`), answer.body);
      await writeFile(path.join(dir, `${page.name}${ext}.json`), JSON.stringify(answer.headers));
    }
  const script = path.join(dir, 'bare.mjs');
  await writeFile(script, BARE_SERVER);
  const bare = spawn(process.execPath, [script, dir, CACHEABLE_PAGES.map((p) => p.name).join(',')], {
    stdio: ['ignore', 'pipe', 'inherit'],
  });
  const port = await new Promise<string>((resolve) => bare.stdout.once('data', (d: Buffer) => resolve(d.toString().trim())));
  const rows: BareCeilingRow[] = [];
  try {
    // The JIT warms on every page and both encodings first, so the first page measured does not pay for it.
    for (const page of CACHEABLE_PAGES)
      for (const headers of [{ ...ua, 'accept-encoding': 'gzip' }, ua]) await runLoad(base + page.path, { headers, seconds: 1 });
    for (const page of CACHEABLE_PAGES)
      for (const encoding of ['gzip', 'none'] as const) {
        const headers = encoding === 'gzip' ? { ...ua, 'accept-encoding': 'gzip' } : ua;
        await runLoad(base + page.path, { headers, seconds: 2 }); // warm
        const site = await runLoad(base + page.path, { headers, seconds });
        const ceiling = await runLoad(`http://127.0.0.1:${port}/${page.name}`, { headers, seconds });
        const sameHeaders = await runLoad(`http://127.0.0.1:${port}/${page.name}?headers=site`, { headers, seconds });
        rows.push({
          page: page.path,
          encoding,
          'site req/s': Math.round(site.requestsPerSecond),
          'bare Node req/s': Math.round(ceiling.requestsPerSecond),
          ratio: Math.round((site.requestsPerSecond / ceiling.requestsPerSecond) * 100) / 100,
          'bare + site headers req/s': Math.round(sameHeaders.requestsPerSecond),
          'ratio to that': Math.round((site.requestsPerSecond / sameHeaders.requestsPerSecond) * 100) / 100,
          'site p99 ms': site.p99,
          'bare p99 ms': ceiling.p99,
        });
      }
  } finally {
    bare.kill();
  }
  return rows;
}
