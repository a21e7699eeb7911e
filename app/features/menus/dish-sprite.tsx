// The dish motifs as one inline SVG symbol set, written once per menu page;
// each item's tile is a two-element <svg><use/></svg>, so a 70-dish menu grows
// by a few kilobytes and no script or image request (decision 028).
import type { DishMotif } from './dish-art.ts';
import styles from './menu-view.module.css';

const PATHS: Record<DishMotif, string> = {
  taco: 'M6 34a18 18 0 0 1 36 0zM11 31c3-6 8-9 13-9s10 3 13 9',
  burrito: 'M10 30l20-20a6 6 0 0 1 8 8L18 38a6 6 0 0 1-8-8zM14 26l8 8M20 20l8 8',
  bowl: 'M6 24h36a18 16 0 0 1-36 0zM14 20c2-6 6-8 10-8s8 2 10 8M18 40h12',
  plate: 'M24 8a16 16 0 1 1 0 32a16 16 0 1 1 0-32zM24 15a9 9 0 1 1 0 18a9 9 0 1 1 0-18z',
  skewer: 'M6 42L42 6M12 28h8v8h-8zM20 20h8v8h-8zM28 12h8v8h-8z',
  burger: 'M8 22a16 12 0 0 1 32 0zM7 27h34M8 32h32v4a4 4 0 0 1-4 4H12a4 4 0 0 1-4-4z',
  cocktail: 'M8 10h32L24 26zM24 26v14M16 40h16M32 6l-6 10',
  beer: 'M12 10h20v30H12zM32 16h6v16h-6M12 16h20',
  wine: 'M15 6h18v8a9 9 0 0 1-18 0zM24 23v16M16 40h16',
  cup: 'M8 18h26v10a13 12 0 0 1-26 0zM34 21h4a4 4 0 0 1 0 8h-4M18 6v6M24 6v6',
  dessert: 'M8 30L40 18v20H8zM8 30l32-12M20 12a4 4 0 1 1 0 .1',
  chips: 'M6 38L18 12l10 26zM22 38L34 14l8 24z',
};

export function DishSprite() {
  return (
    <svg className={styles.sprite} aria-hidden="true">
      {Object.entries(PATHS).map(([motif, d]) => (
        <symbol key={motif} id={`dish-${motif}`} viewBox="0 0 48 48">
          <path d={d} />
        </symbol>
      ))}
    </svg>
  );
}

/** One item's tile: a colour block with its motif, hidden from screen readers. */
export function DishTile({ motif, tone }: { motif: DishMotif; tone: number }) {
  return (
    <svg className={styles.dish} data-tone={tone} aria-hidden="true">
      <use href={`#dish-${motif}`} />
    </svg>
  );
}
