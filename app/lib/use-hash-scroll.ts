// Applies product.md "Hash scrolling" to a forward navigation with a hash: a smooth scroll to the element,
// short of the header. The rest is React Router's <ScrollRestoration> (root.tsx), as decision 063 records: it
// scrolls a new page to the top, restores the place on back and forward, and leaves the page where it is when
// the link or form asked for it (preventScrollReset: the diary's view switch and row actions).
import { useEffect } from 'react';
import { NavigationType, useLocation, useNavigationType } from 'react-router';
import { hashScrollTarget } from './scroll.ts';

export function useHashScroll(): void {
  const { hash, key } = useLocation();
  const type = useNavigationType();
  useEffect(() => {
    if (type === NavigationType.Pop || !hash) return;
    const el = document.getElementById(decodeURIComponent(hash.slice(1)));
    if (!el) return;
    const reduce = window.matchMedia('(prefers-reduced-motion: reduce)').matches;
    const header = document.querySelector('[data-site-header]');
    const headerHeight = header ? header.getBoundingClientRect().height : 0;
    window.scrollTo({
      top: hashScrollTarget(el.getBoundingClientRect().top, window.scrollY, headerHeight, window.innerWidth),
      behavior: reduce ? 'auto' : 'smooth',
    });
  }, [hash, key, type]);
}
