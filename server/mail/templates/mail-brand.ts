// The brand in e-mail: product.md §9's tokens (app/styles/tokens.css), copied as
// values because a mail client reads no stylesheet of ours and server/ may not
// import app/ (product.md D3). Every text colour is listed with the background it
// sits on, so a client that inverts one inverts both and the pair stays legible.

// Decision 042: the site's faces by name where the reader has them, then the safe stacks mail clients render.
export const FONT_BODY = "'Source Sans 3', system-ui, -apple-system, 'Segoe UI', Roboto, 'Helvetica Neue', Arial, sans-serif";
export const FONT_DISPLAY = "Fraunces, Georgia, 'Times New Roman', serif";
export const FONT_CODE = "ui-monospace, 'SFMono-Regular', Menlo, Consolas, monospace";

/** Light scheme: what every client shows first. */
export const LIGHT = {
  page: '#fffaf5', // --color-paper
  card: '#ffffff', // --color-surface
  ink: '#1f1a17', // --color-ink
  muted: '#5b514b', // --color-ink-muted
  accent: '#b0401c', // --color-primary-strong: AA (4.5:1) on white
  onAccent: '#ffffff',
  sand: '#f6e8d8', // --color-sand: code boxes and rules
} as const;

/** Dark scheme, for clients that honour prefers-color-scheme. */
export const DARK = {
  page: '#1f1a17', // --color-ink
  card: '#2a1d17', // --color-night
  ink: '#fffaf5', // --color-paper
  muted: '#f6e8d8', // --color-sand
  brand: '#d95d38', // --color-primary: the wordmark is large text, 3:1 is enough
  rule: '#5b514b', // --color-ink-muted: lines that separate, not shout
} as const;

/**
 * The wordmark when a builder has no site name from settings: the site's host
 * ("casalumbre.example"), which at least names where the mail comes from.
 */
export function brandFromUrl(publicUrl: string): string {
  return new URL(publicUrl).hostname.replace(/^www\./, '');
}
