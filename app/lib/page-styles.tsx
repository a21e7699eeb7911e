// The page's stylesheets inline in the head (decision 024): a phone on a slow
// network paints as soon as the HTML arrives instead of after a round trip per
// stylesheet. The server puts each route's CSS in a <style data-href>; the
// browser keeps those texts for the rest of the visit, and a route reached later
// whose CSS was not inlined gets an ordinary <link>, which React Router has
// already fetched before it renders the route. Replaces <Links />: the site's
// only other link, the icon, is written in the layout.
import { createContext, useContext } from 'react';
import { UNSAFE_FrameworkContext, useMatches } from 'react-router';

/** Reads a built stylesheet's text by its href; undefined when there is none to inline (development). */
export type StylesheetSource = (href: string) => string | undefined;

const StylesheetSourceContext = createContext<StylesheetSource | null>(null);
export const StylesheetSourceProvider = StylesheetSourceContext.Provider;

/** In the browser: the texts the server inlined, read once before hydration. */
const inlinedInDocument: ReadonlyMap<string, string> =
  typeof document === 'undefined'
    ? new Map()
    : new Map([...document.querySelectorAll<HTMLStyleElement>('style[data-href]')].map((s) => [s.dataset.href ?? '', s.textContent ?? '']));

/** The stylesheets of the matched routes, root first, each once. */
function useRouteStylesheets(): string[] {
  const framework = useContext(UNSAFE_FrameworkContext);
  const matches = useMatches();
  const hrefs = matches.flatMap((m) => framework?.manifest.routes[m.id]?.css ?? []);
  return [...new Set(hrefs)];
}

export function PageStyles() {
  const source = useContext(StylesheetSourceContext);
  return useRouteStylesheets().map((href) => {
    const text = source ? source(href) : inlinedInDocument.get(href);
    return text === undefined ? (
      <link key={href} rel="stylesheet" href={href} />
    ) : (
      <style key={href} data-href={href} dangerouslySetInnerHTML={{ __html: text }} />
    );
  });
}
