// A list beside its map (product.md §2 "list and map"; product.md D7). On wide screens
// both show, the map sticky while the list scrolls. On phones a List/Map tab
// switch shows one at a time, instead of a map below ten cards. Until the
// page is hydrated (or without JavaScript) both show, list first: the switch
// works only once hydrated, but its place on a phone is kept from the first
// paint (unseen until then), so the list does not move down (product.md D14: CLS).
// That placeholder is plain text, hidden: the tabs pattern (tablist, tabs and
// the tabpanels they control) is in the page only while the switch works, so
// the server's HTML never has a tab without its tabpanel.
import { useRef, useState, type KeyboardEvent, type ReactNode } from 'react';
import { tabAfterKey } from './tab-keys.ts';
import { useMediaQuery } from './use-media-query.ts';
import styles from './list-map-layout.module.css';

/** Below this width the list and the map take turns (the same breakpoint as the CSS). */
export const SIDE_BY_SIDE_QUERY = '(min-width: 992px)';

const VIEWS = ['list', 'map'] as const;
type View = (typeof VIEWS)[number];
const NAMES: Record<View, string> = { list: 'List', map: 'Map' };

export function ListMapLayout({ id, label, list, map }: { id: string; label: string; list: ReactNode; map: ReactNode }) {
  const wide = useMediaQuery(SIDE_BY_SIDE_QUERY);
  const [view, setView] = useState<View>('list');
  const tabRefs = useRef<(HTMLButtonElement | null)[]>([]);
  const switched = wide === false;

  const onKeyDown = (e: KeyboardEvent<HTMLButtonElement>) => {
    const next = tabAfterKey(e.key, VIEWS.indexOf(view), VIEWS.length);
    if (next === null) return;
    e.preventDefault();
    setView(VIEWS[next]!);
    tabRefs.current[next]?.focus();
  };

  const panel = (v: View) => (switched ? { role: 'tabpanel', 'aria-labelledby': `${id}-${v}-tab`, tabIndex: 0, hidden: view !== v } : {});

  return (
    <div className={styles.layout} data-switched={switched || undefined}>
      {wide === null && (
        <div className={`${styles.tabs} ${styles.tabsWaiting}`} aria-hidden="true">
          {VIEWS.map((v) => (
            <span key={v} className={styles.tab}>
              {NAMES[v]}
            </span>
          ))}
        </div>
      )}
      {switched && (
        <div role="tablist" aria-label={label} className={styles.tabs}>
          {VIEWS.map((v, i) => (
            <button
              key={v}
              ref={(el) => {
                tabRefs.current[i] = el;
              }}
              type="button"
              role="tab"
              id={`${id}-${v}-tab`}
              aria-selected={view === v}
              aria-controls={`${id}-${v}`}
              tabIndex={view === v ? 0 : -1}
              className={styles.tab}
              onClick={() => setView(v)}
              onKeyDown={onKeyDown}
            >
              {NAMES[v]}
            </button>
          ))}
        </div>
      )}
      <div id={`${id}-list`} className={styles.list} {...panel('list')}>
        {list}
      </div>
      <div id={`${id}-map`} className={styles.map} {...panel('map')}>
        {map}
      </div>
    </div>
  );
}
