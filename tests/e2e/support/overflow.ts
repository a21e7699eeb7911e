// Horizontal overflow, measured in the page: what a diner on a narrow screen
// would see as a sideways scroll or as text cut off at the right edge.
import { expect, type Page } from '@playwright/test';

/** The widths of product.md D7: the smallest phone, a common phone, a tablet. */
export const WIDTHS = [320, 390, 768] as const;

/** Waits for the frame after a resize, so resize observers and media queries have had their say. */
async function settle(page: Page): Promise<void> {
  await page.evaluate(() => new Promise<void>((resolve) => requestAnimationFrame(() => requestAnimationFrame(() => resolve()))));
}

/**
 * Every way the page is wider than the viewport now: the document's scroll
 * width, then each visible element whose right edge passes the viewport's, as
 * "tag.class#id 'text' right=…" (the outermost offenders only: a card that
 * runs off the edge takes its children with it, and naming them all is noise).
 *
 * An element inside a sideways scroller (a carousel's track: it snaps along x,
 * or scrolls only along x) is measured by what the scroller shows, since the
 * rest is a swipe away; any other scrolling box (a dialog's body) that scrolls
 * sideways is itself a fault, reported as such. A box with overflow hidden
 * counts only for pictures (a cropped hero, a zooming background): text or a
 * card it cuts off is exactly the fault this looks for. A phone that zooms out
 * to fit a too-wide page reports a wider innerWidth, so the edge is `width`,
 * the viewport's width as set.
 */
function overflowsNow(page: Page, width: number): Promise<string[]> {
  return page.evaluate((width) => {
    const found: string[] = [];
    const { scrollWidth, clientWidth } = document.documentElement;
    if (scrollWidth > Math.min(window.innerWidth, clientWidth, width))
      found.push(`document scrollWidth ${scrollWidth} > innerWidth ${window.innerWidth} (clientWidth ${clientWidth})`);
    // The right edges each element's sideways scrollers and clipping ancestors let show (parents are visited before children).
    const scrollerOf = new Map<Element, number>();
    const cropOf = new Map<Element, number>();
    const MEDIA = new Set(['IMG', 'PICTURE', 'VIDEO', 'CANVAS', 'IFRAME', 'svg']);
    const offending = new Set<Element>();
    const describe = (el: Element, right: number) => {
      const cls = typeof el.className === 'string' && el.className ? `.${el.className.trim().split(/\s+/).join('.')}` : '';
      const id = el.id ? `#${el.id}` : '';
      const text = (el.textContent ?? '').replace(/\s+/g, ' ').trim().slice(0, 60);
      return `<${el.tagName.toLowerCase()}${id}${cls}> "${text}" right=${Math.round(right)} > ${width}`;
    };
    const walker = document.createTreeWalker(document.body, NodeFilter.SHOW_ELEMENT);
    for (let el = walker.nextNode() as Element | null; el; el = walker.nextNode() as Element | null) {
      const style = getComputedStyle(el);
      const parent = el.parentElement;
      const inherited = (map: Map<Element, number>) =>
        parent && parent !== document.body && style.position !== 'fixed' ? (map.get(parent) ?? Infinity) : Infinity;
      const rect = el.getBoundingClientRect();
      const scrolls = style.overflowX === 'auto' || style.overflowX === 'scroll';
      const sideways = scrolls && (/x|inline|both/.test(style.scrollSnapType) || ['hidden', 'clip'].includes(style.overflowY));
      const clips = style.overflowX !== 'visible';
      if (scrolls && !sideways && el.scrollWidth > el.clientWidth + 1 && rect.width >= 2)
        found.push(
          `${describe(el, rect.right).replace(/ right=.*/, '')} scrolls sideways: content ${el.scrollWidth} wide in ${el.clientWidth}`,
        );
      scrollerOf.set(el, sideways ? Math.min(inherited(scrollerOf), rect.right) : inherited(scrollerOf));
      cropOf.set(el, clips ? Math.min(inherited(cropOf), rect.right) : inherited(cropOf));
      const limit = MEDIA.has(el.tagName) || el.closest('svg, picture') ? inherited(cropOf) : inherited(scrollerOf);
      if (style.display === 'contents' || style.visibility === 'hidden' || rect.width < 2 || rect.height < 2) continue;
      // The visually-hidden pattern: a 1 px clipped box, never seen.
      if (style.clip !== 'auto' && style.clip !== '' && style.position === 'absolute') continue;
      const right = Math.min(rect.right, limit);
      if (right <= width + 0.5) continue;
      offending.add(el);
      if (parent && offending.has(parent)) continue;
      found.push(describe(el, right));
    }
    return found;
  }, width);
}

/** Sizes the viewport to each width in turn and collects what overflows at each, prefixed by the width. */
async function overflowsAtEachWidth(page: Page, widths: readonly number[] = WIDTHS, height = 800): Promise<string[]> {
  const all: string[] = [];
  for (const w of widths) {
    await page.setViewportSize({ width: w, height });
    await settle(page);
    for (const line of await overflowsNow(page, w)) all.push(`${w}px: ${line}`);
  }
  return all;
}

/** Fails with every offender at every width, so one run names all of a page's faults. */
export async function expectNoOverflow(page: Page, where: string, widths: readonly number[] = WIDTHS): Promise<void> {
  const found = await overflowsAtEachWidth(page, widths);
  expect(found, `${where} is wider than the screen:\n${found.join('\n')}`).toEqual([]);
}
