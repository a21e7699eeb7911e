// Renders the restricted HTML of content tiles (product.md §3 `content`) as React
// elements. Only an allow-list of tags survives; every other tag is dropped
// and all text is escaped by React, so content can never inject script.
import { createElement, Fragment, type ReactNode } from 'react';

const ALLOWED = new Set(['p', 'h2', 'h3', 'ul', 'ol', 'li', 'strong', 'em', 'a', 'br']);
const VOID = new Set(['br']);
const SAFE_HREF = /^(\/(?!\/)|https:\/\/|mailto:|tel:|#)/i;
const TOKEN = /<\/?([a-zA-Z][a-zA-Z0-9]*)([^>]*)>|([^<]+)|(<)/g;

interface Node {
  tag: string;
  href?: string;
  children: (Node | string)[];
}

export function parseRichText(html: string): (Node | string)[] {
  const root: Node = { tag: 'root', children: [] };
  const stack: Node[] = [root];
  for (const match of html.matchAll(TOKEN)) {
    const [whole, rawTag, attrs, text, lone] = match;
    const top = stack[stack.length - 1]!;
    if (text !== undefined || lone !== undefined) {
      top.children.push(decodeEntities(text ?? lone ?? ''));
      continue;
    }
    const tag = rawTag!.toLowerCase();
    if (!ALLOWED.has(tag)) continue;
    if (whole.startsWith('</')) {
      const at = stack.map((n) => n.tag).lastIndexOf(tag);
      if (at > 0) stack.length = at;
      continue;
    }
    const node: Node = { tag, children: [] };
    if (tag === 'a') {
      const href = /href\s*=\s*"([^"]*)"/i.exec(attrs ?? '')?.[1];
      if (href && SAFE_HREF.test(decodeEntities(href))) node.href = decodeEntities(href);
    }
    top.children.push(node);
    if (!VOID.has(tag)) stack.push(node);
  }
  return root.children;
}

function decodeEntities(s: string): string {
  return s
    .replace(/&nbsp;/g, '\u00a0')
    .replace(/&lt;/g, '<')
    .replace(/&gt;/g, '>')
    .replace(/&quot;/g, '"')
    .replace(/&#39;|&apos;/g, "'")
    .replace(/&pound;/g, '£')
    .replace(/&amp;/g, '&');
}

function render(nodes: (Node | string)[]): ReactNode[] {
  return nodes.map((n, i) => {
    if (typeof n === 'string') return <Fragment key={i}>{n}</Fragment>;
    const external = n.href?.startsWith('https://');
    const props: Record<string, unknown> = { key: i };
    if (n.tag === 'a') {
      props.href = n.href;
      if (external) Object.assign(props, { target: '_blank', rel: 'noopener noreferrer' });
    }
    return createElement(n.tag, props, ...(VOID.has(n.tag) ? [] : render(n.children)));
  });
}

export function RichText({ html, className }: { html: string; className?: string }) {
  return <div className={className}>{render(parseRichText(html))}</div>;
}
