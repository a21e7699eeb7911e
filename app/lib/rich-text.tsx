// Renders the restricted HTML of content tiles (product.md §3 `content`) as React
// elements. Only an allow-list of tags survives (contract/rich-text.ts, the same
// parser the studio saves with); every other tag is dropped and all text is
// escaped by React, so content can never inject script.
import { createElement, Fragment, type ReactNode } from 'react';
import { parseRichText, VOID_TAGS, type RichNode } from '../../contract/rich-text.ts';

function render(nodes: (RichNode | string)[]): ReactNode[] {
  return nodes.map((n, i) => {
    if (typeof n === 'string') return <Fragment key={i}>{n}</Fragment>;
    const external = n.href?.startsWith('https://');
    const props: Record<string, unknown> = { key: i };
    if (n.tag === 'a') {
      props.href = n.href;
      if (external) Object.assign(props, { target: '_blank', rel: 'noopener noreferrer' });
    }
    return createElement(n.tag, props, ...(VOID_TAGS.has(n.tag) ? [] : render(n.children)));
  });
}

export function RichText({ html, className }: { html: string; className?: string }) {
  return <div className={className}>{render(parseRichText(html))}</div>;
}
