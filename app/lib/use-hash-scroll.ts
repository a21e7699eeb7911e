// Applies product.md §2's scroll rule on every forward navigation; back/forward keep
// React Router's scroll restoration.
import { useEffect } from 'react';
import { NavigationType, useLocation, useNavigationType } from 'react-router';
import { hashScrollTarget } from './scroll.ts';

export function useHashScroll(): void {
  const { pathname, hash, key } = useLocation();
  const type = useNavigationType();
  useEffect(() => {
    if (type === NavigationType.Pop) return;
    const reduce = window.matchMedia('(prefers-reduced-motion: reduce)').matches;
    const behavior: ScrollBehavior = reduce ? 'auto' : 'smooth';
    if (!hash) {
      window.scrollTo({ top: 0, behavior: 'auto' });
      return;
    }
    const el = document.getElementById(decodeURIComponent(hash.slice(1)));
    if (!el) return;
    const header = document.querySelector('[data-site-header]');
    const headerHeight = header ? header.getBoundingClientRect().height : 0;
    window.scrollTo({ top: hashScrollTarget(el.getBoundingClientRect().top, window.scrollY, headerHeight, window.innerWidth), behavior });
  }, [pathname, hash, key, type]);
}
