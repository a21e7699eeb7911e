// The built stylesheets' texts for inlining (app/lib/page-styles.tsx), read
// from build/client once per file and kept: they never change under a hashed
// name. Only /assets/*.css is read, so no href can reach another file.
import { readFileSync } from 'node:fs';
import path from 'node:path';
import type { StylesheetSource } from './page-styles.tsx';

const ASSET_CSS = /^\/assets\/[\w.-]+\.css$/;

export function builtStylesheetSource(clientDir = path.resolve('build/client')): StylesheetSource {
  const texts = new Map<string, string | undefined>();
  return (href) => {
    // The manifest names some files with a bare "#" (two routes import them differently).
    const file = href.split('#', 1)[0] ?? '';
    if (!ASSET_CSS.test(file)) return undefined;
    if (!texts.has(href)) {
      let text: string | undefined;
      try {
        text = readFileSync(path.join(clientDir, file), 'utf8');
      } catch {
        text = undefined; // not built (development): the page links it instead
      }
      texts.set(href, text);
    }
    return texts.get(href);
  };
}
