// First-load JavaScript of a page: every script and modulepreload the HTML
// names, gzip-compressed as the server would send it, split into the framework
// floor (React DOM with the client entry, React Router's client, the JSX and
// bundler runtimes) and the app's own code over it (decision 024's budget).
import { gzipSync } from 'node:zlib';

/** Built file names of the framework floor. */
const FLOOR = [/\/entry\.client-/, /\/chunk-[A-Z0-9]+-/, /\/react-dom-/, /\/jsx-runtime-/, /\/rolldown-runtime-/];

export interface FirstLoadJs {
  files: number;
  kbGzip: number;
  floorKb: number;
  appKb: number;
}

const kb = (bytes: number) => Math.round((bytes / 1024) * 10) / 10;

export async function firstLoadJsKb(baseUrl: string, html: string): Promise<FirstLoadJs> {
  const srcs = new Set<string>();
  for (const m of html.matchAll(/<(?:script[^>]*\bsrc|link[^>]*rel="modulepreload"[^>]*\bhref)="([^"]+\.js)"/g)) srcs.add(m[1]!);
  for (const m of html.matchAll(/import\("([^"]+\.js)"\)/g)) srcs.add(m[1]!);
  let floor = 0;
  let app = 0;
  for (const src of srcs) {
    const body = Buffer.from(await (await fetch(new URL(src, baseUrl))).arrayBuffer());
    const size = gzipSync(body, { level: 9 }).length;
    if (FLOOR.some((f) => f.test(src))) floor += size;
    else app += size;
  }
  return { files: srcs.size, kbGzip: kb(floor + app), floorKb: kb(floor), appKb: kb(app) };
}
