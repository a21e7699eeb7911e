// First-load JavaScript of a page: every script and modulepreload the HTML
// names, gzip-compressed as the server would send it.
import { gzipSync } from 'node:zlib';

export async function firstLoadJsKb(baseUrl: string, html: string): Promise<{ files: number; kbGzip: number }> {
  const srcs = new Set<string>();
  for (const m of html.matchAll(/<(?:script[^>]*\bsrc|link[^>]*rel="modulepreload"[^>]*\bhref)="([^"]+\.js)"/g)) srcs.add(m[1]!);
  for (const m of html.matchAll(/import\("([^"]+\.js)"\)/g)) srcs.add(m[1]!);
  let bytes = 0;
  for (const src of srcs) {
    const body = Buffer.from(await (await fetch(new URL(src, baseUrl))).arrayBuffer());
    bytes += gzipSync(body, { level: 9 }).length;
  }
  return { files: srcs.size, kbGzip: Math.round((bytes / 1024) * 10) / 10 };
}
