// Test helper: reads a mail's HTML part with a real HTML parser (parse5, the
// parser jsdom uses) rather than by string matching, and lists what breaks the
// house rules for mail (decision 027). Used only by tests; it sits here because
// tests/support/ belongs to another change (see decision 027).
import { parse, type DefaultTreeAdapterTypes as T } from 'parse5';

type Element = T.Element;

const isElement = (n: T.Node): n is Element => 'tagName' in n;
const childrenOf = (n: T.Node): T.ChildNode[] => ('childNodes' in n ? n.childNodes : []);

function* walk(n: T.Node): Generator<T.Node> {
  yield n;
  for (const c of childrenOf(n)) yield* walk(c);
}

export const attr = (el: Element, name: string): string | null => el.attrs.find((a) => a.name === name)?.value ?? null;

const BLOCKS = new Set(['p', 'br', 'div', 'h1', 'h2', 'h3', 'td', 'th', 'tr', 'li', 'table', 'hr']);

/** The text a reader sees: whitespace collapsed, the hidden preview line left out. */
export function textOf(n: T.Node): string {
  const parts: string[] = [];
  const visit = (node: T.Node) => {
    if (node.nodeName === '#text') parts.push((node as T.TextNode).value);
    if (isElement(node) && (attr(node, 'data-skip-in-text') !== null || ['head', 'style', 'script'].includes(node.tagName))) return;
    const block = isElement(node) && BLOCKS.has(node.tagName);
    if (block) parts.push(' ');
    for (const c of childrenOf(node)) visit(c);
    if (block) parts.push(' ');
  };
  visit(n);
  return parts.join('').replace(/\s+/g, ' ').trim();
}

export interface MailHtml {
  doctype: string | null;
  /** Every element named `tag` ('*': every element), in document order. */
  all(tag: string): Element[];
  meta(name: string): string | null;
  /** The visible text of the body. */
  text: string;
  links: { href: string; text: string }[];
  /** The facts tables' rows: row header → cell. */
  facts: Map<string, string>;
  styleSheet: string;
}

export function readMailHtml(html: string): MailHtml {
  const doc = parse(html);
  const elements = [...walk(doc)].filter(isElement);
  const all = (tag: string) => (tag === '*' ? elements : elements.filter((e) => e.tagName === tag));
  const doctype = doc.childNodes.find((n): n is T.DocumentType => n.nodeName === '#documentType');
  const facts = new Map<string, string>();
  for (const row of all('tr')) {
    const th = row.childNodes.find((c): c is Element => isElement(c) && c.tagName === 'th' && attr(c, 'scope') === 'row');
    const td = row.childNodes.find((c): c is Element => isElement(c) && c.tagName === 'td');
    if (th && td) facts.set(textOf(th), textOf(td));
  }
  return {
    doctype: doctype?.name ?? null,
    all,
    meta: (name) => {
      const el = all('meta').find((m) => attr(m, 'name') === name);
      return el ? attr(el, 'content') : null;
    },
    text: textOf(all('body')[0] ?? doc),
    links: all('a').map((a) => ({ href: attr(a, 'href') ?? '', text: textOf(a) })),
    facts,
    styleSheet: all('style')
      .flatMap((s) => s.childNodes.map((c) => (c.nodeName === '#text' ? (c as T.TextNode).value : '')))
      .join('\n'),
  };
}

const ABSOLUTE = /^(https:\/\/|http:\/\/|mailto:|tel:)/;
const VAGUE = /^(here|click here|link|more|this)$/i;
const declares = (style: string, prop: string) => new RegExp(`(^|;)\\s*${prop}\\s*:`, 'i').test(style);

/** What the HTML does wrong against product.md D7's rules; empty when nothing. */
export function mailHtmlProblems(html: string): string[] {
  const mail = readMailHtml(html);
  const problems: string[] = [];
  if (mail.doctype !== 'html') problems.push(`doctype is ${mail.doctype}`);
  const root = mail.all('html')[0];
  if (!root || attr(root, 'lang') !== 'en-GB') problems.push('html lang is not en-GB');
  if (mail.meta('color-scheme') !== 'light dark') problems.push('no color-scheme meta');
  if (mail.meta('supported-color-schemes') !== 'light dark') problems.push('no supported-color-schemes meta');
  if (!mail.styleSheet.includes('@media (prefers-color-scheme: dark)')) problems.push('no dark-scheme block');
  if (mail.all('h1').length !== 1) problems.push(`${mail.all('h1').length} h1 elements`);
  if (!mail.all('title')[0] || !textOf(mail.all('title')[0]!)) problems.push('no title');
  if (!mail.all('table').some((t) => /max-width:\s*600px/.test(attr(t, 'style') ?? ''))) problems.push('no 600px column');
  for (const link of mail.links) {
    if (!ABSOLUTE.test(link.href)) problems.push(`relative link ${link.href}`);
    if (!link.text || VAGUE.test(link.text)) problems.push(`link without a descriptive text: ${link.href}`);
  }
  for (const el of mail.all('*')) {
    const style = attr(el, 'style') ?? '';
    if (declares(style, 'color') && !declares(style, 'background-color') && !declares(style, 'background')) {
      problems.push(`<${el.tagName}> sets a text colour without its background: ${style}`);
    }
  }
  if (mail.all('script').length) problems.push('a script element');
  for (const th of mail.all('th')) if (attr(th, 'scope') !== 'row' && attr(th, 'scope') !== 'col') problems.push('a th without scope');
  for (const img of mail.all('img')) if (attr(img, 'alt') === null) problems.push('an image without alt');
  return problems;
}
