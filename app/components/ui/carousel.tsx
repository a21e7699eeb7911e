// A horizontal carousel (product.md §3 settings: carousel_arrows on, carousel_dots
// off by default). It is a scrollable list, so touch, trackpad and keyboard
// scrolling all work; arrows appear only when scrolling that way is possible.
import { useCallback, useEffect, useRef, useState, type ReactNode } from 'react';
import { useRootData } from '../../lib/root-data.ts';
import styles from './carousel.module.css';

export function Carousel({ label, items }: { label: string; items: { key: string; node: ReactNode }[] }) {
  const settings = useRootData()?.settings;
  const arrows = settings?.carousel_arrows ?? true;
  const dots = settings?.carousel_dots ?? false;
  const track = useRef<HTMLUListElement>(null);
  const [can, setCan] = useState({ prev: false, next: false });

  const measure = useCallback(() => {
    const el = track.current;
    if (!el) return;
    setCan({ prev: el.scrollLeft > 4, next: el.scrollLeft + el.clientWidth < el.scrollWidth - 4 });
  }, []);

  useEffect(() => {
    const el = track.current;
    if (!el) return;
    measure();
    const observer = new ResizeObserver(measure);
    observer.observe(el);
    el.addEventListener('scroll', measure, { passive: true });
    return () => {
      observer.disconnect();
      el.removeEventListener('scroll', measure);
    };
  }, [measure]);

  const page = (direction: 1 | -1) => {
    const el = track.current;
    const reduce = window.matchMedia('(prefers-reduced-motion: reduce)').matches;
    el?.scrollBy({ left: direction * el.clientWidth * 0.9, behavior: reduce ? 'auto' : 'smooth' });
  };
  const show = (i: number) => track.current?.children[i]?.scrollIntoView({ inline: 'start', block: 'nearest', behavior: 'smooth' });

  return (
    <section className={styles.carousel} aria-roledescription="carousel" aria-label={label}>
      <ul ref={track} className={styles.track}>
        {items.map((item, i) => (
          <li key={item.key} className={styles.slide} aria-roledescription="slide" aria-label={`${i + 1} of ${items.length}`}>
            {item.node}
          </li>
        ))}
      </ul>
      {arrows && can.prev && (
        <button type="button" className={`${styles.arrow} ${styles.prev}`} onClick={() => page(-1)} aria-label="Previous">
          ‹
        </button>
      )}
      {arrows && can.next && (
        <button type="button" className={`${styles.arrow} ${styles.next}`} onClick={() => page(1)} aria-label="Next">
          ›
        </button>
      )}
      {dots && items.length > 1 && (
        <div className={styles.dots}>
          {items.map((item, i) => (
            <button key={item.key} type="button" className={styles.dot} onClick={() => show(i)} aria-label={`Show item ${i + 1}`} />
          ))}
        </div>
      )}
    </section>
  );
}
