// The restricted HTML of content tiles (product.md §3 `content`): p, h2, h3, ul,
// ol, li, strong, em, a[href], br. One parser, used where it is rendered (every
// other tag dropped, all text escaped by React) and where the studio saves it
// (product.md D9: stored rich text holds nothing else), so the two cannot disagree.

const ALLOWED = new Set(['p', 'h2', 'h3', 'ul', 'ol', 'li', 'strong', 'em', 'a', 'br']);
export const VOID_TAGS = new Set(['br']);
/** A site path (never "//elsewhere"), an https address, mail, phone or a fragment: never javascript: or data:. */
export const SAFE_HREF = /^(\/(?!\/)|https:\/\/|mailto:|tel:|#)/i;
const TOKEN = /<\/?([a-zA-Z][a-zA-Z0-9]*)([^>]*)>|([^<]+)|(<)/g;

export interface RichNode {
  tag: string;
  href?: string;
  children: (RichNode | string)[];
}

export function parseRichText(html: string): (RichNode | string)[] {
  const root: RichNode = { tag: 'root', children: [] };
  const stack: RichNode[] = [root];
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
    const node: RichNode = { tag, children: [] };
    if (tag === 'a') {
      const href = /href\s*=\s*"([^"]*)"/i.exec(attrs ?? '')?.[1];
      if (href && SAFE_HREF.test(decodeEntities(href))) node.href = decodeEntities(href);
    }
    top.children.push(node);
    if (!VOID_TAGS.has(tag)) stack.push(node);
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

const escapeText = (s: string) => s.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;');
const escapeAttribute = (s: string) => escapeText(s).replace(/"/g, '&quot;');

function serialise(nodes: (RichNode | string)[]): string {
  return nodes
    .map((n) => {
      if (typeof n === 'string') return escapeText(n);
      if (VOID_TAGS.has(n.tag)) return `<${n.tag}>`;
      const open = n.tag === 'a' && n.href !== undefined ? `<a href="${escapeAttribute(n.href)}">` : `<${n.tag}>`;
      return `${open}${serialise(n.children)}</${n.tag}>`;
    })
    .join('');
}

/** Whether the nodes hold any text or a line break (an editor's empty "<p></p>" holds neither). */
const hasText = (nodes: (RichNode | string)[]): boolean =>
  nodes.some((n) => (typeof n === 'string' ? n.trim() !== '' : n.tag === 'br' || hasText(n.children)));

/**
 * Rich text as it is stored: only the allowed tags, a link's safe href and no
 * other attribute, every text escaped; '' when nothing would show.
 */
export function sanitiseRichText(html: string): string {
  const nodes = parseRichText(html);
  return hasText(nodes) ? serialise(nodes) : '';
}
