// The inline styles and the dark-scheme stylesheet the mail components share.
// Inline styles are what most clients keep; the <style> block only adds the
// dark scheme, keyed on class names, for the clients that support it.
import type { CSSProperties } from 'react';
import { DARK, FONT_BODY, FONT_CODE, FONT_DISPLAY, LIGHT } from './mail-brand.ts';

/** A text colour and its background, always together (see mail-brand.ts). */
const on = (color: string, backgroundColor: string): CSSProperties => ({ color, backgroundColor });

export const styles = {
  page: { ...on(LIGHT.ink, LIGHT.page), fontFamily: FONT_BODY, margin: 0, padding: '24px 0' },
  card: { ...on(LIGHT.ink, LIGHT.card), maxWidth: '600px', padding: '8px 24px 24px', borderRadius: '12px' },
  wordmark: {
    ...on(LIGHT.accent, LIGHT.card),
    fontFamily: FONT_DISPLAY,
    fontSize: '22px',
    lineHeight: '28px',
    fontWeight: 700,
    margin: '16px 0 0',
  },
  h1: {
    ...on(LIGHT.ink, LIGHT.card),
    fontFamily: FONT_DISPLAY,
    fontSize: '26px',
    lineHeight: '32px',
    fontWeight: 700,
    margin: '24px 0 8px',
  },
  h2: {
    ...on(LIGHT.ink, LIGHT.card),
    fontFamily: FONT_DISPLAY,
    fontSize: '19px',
    lineHeight: '26px',
    fontWeight: 700,
    margin: '24px 0 4px',
  },
  text: { ...on(LIGHT.ink, LIGHT.card), fontSize: '16px', lineHeight: '24px', margin: '12px 0' },
  small: { ...on(LIGHT.muted, LIGHT.card), fontSize: '14px', lineHeight: '21px', margin: '8px 0' },
  link: { ...on(LIGHT.accent, LIGHT.card), textDecorationLine: 'underline' },
  factTable: { ...on(LIGHT.ink, LIGHT.card), width: '100%', borderCollapse: 'collapse', margin: '8px 0 16px' },
  factKey: {
    ...on(LIGHT.muted, LIGHT.card),
    fontSize: '15px',
    lineHeight: '22px',
    fontWeight: 600,
    textAlign: 'left',
    verticalAlign: 'top',
    padding: '6px 12px 6px 0',
    width: '34%',
    borderBottom: `1px solid ${LIGHT.sand}`,
  },
  factValue: {
    ...on(LIGHT.ink, LIGHT.card),
    fontSize: '16px',
    lineHeight: '22px',
    verticalAlign: 'top',
    padding: '6px 0',
    borderBottom: `1px solid ${LIGHT.sand}`,
  },
  button: {
    ...on(LIGHT.onAccent, LIGHT.accent),
    fontSize: '16px',
    fontWeight: 600,
    borderRadius: '999px',
    padding: '12px 24px',
    margin: '8px 0',
  },
  code: {
    ...on(LIGHT.ink, LIGHT.sand),
    fontFamily: FONT_CODE,
    fontSize: '24px',
    lineHeight: '32px',
    letterSpacing: '2px',
    fontWeight: 700,
    textAlign: 'center',
    padding: '16px',
    margin: '16px 0',
    borderRadius: '8px',
  },
  rule: { borderTop: `1px solid ${LIGHT.sand}`, margin: '24px 0 8px' },
} satisfies Record<string, CSSProperties>;

/**
 * The dark scheme, by class. `[data-ogsc]`/`[data-ogsb]` are the attributes
 * Outlook.com sets on the body when it darkens a message itself.
 */
export const DARK_CSS = `
:root { color-scheme: light dark; supported-color-schemes: light dark; }
@media (prefers-color-scheme: dark) {
  .m-page, .m-page > table > tbody > tr > td { background-color: ${DARK.page} !important; color: ${DARK.ink} !important; }
  .m-card, .m-ink, .m-facts, .m-facts td { background-color: ${DARK.card} !important; color: ${DARK.ink} !important; }
  .m-muted, .m-facts th { background-color: ${DARK.card} !important; color: ${DARK.muted} !important; }
  .m-brand { background-color: ${DARK.card} !important; color: ${DARK.brand} !important; }
  .m-link { background-color: ${DARK.card} !important; color: ${DARK.ink} !important; }
  .m-code { background-color: ${DARK.page} !important; color: ${DARK.ink} !important; }
  .m-facts th, .m-facts td, .m-rule { border-color: ${DARK.rule} !important; }
}
[data-ogsc] .m-ink, [data-ogsc] .m-link, [data-ogsc] .m-code { color: ${DARK.ink} !important; }
[data-ogsc] .m-muted { color: ${DARK.muted} !important; }
[data-ogsc] .m-brand { color: ${DARK.brand} !important; }
[data-ogsb] .m-card { background-color: ${DARK.card} !important; }
`.trim();
