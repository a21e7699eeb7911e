// Renders a mail component to the HTML part. Synchronous on purpose: builders
// run inside the database transaction that writes the outbox row (decision
// 006), and React Email's own render() is async. renderToStaticMarkup leaves no
// hydration markers, which a mail never needs.
import type { ReactElement } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';

export function renderMailHtml(mail: ReactElement): string {
  return `<!DOCTYPE html>${renderToStaticMarkup(mail)}`;
}
