// A map that costs nothing until it is about to be seen: Leaflet is imported
// when the container nears the viewport. The page around it is complete
// without it (a list or address always sits beside), so blocked tiles or a
// failed load leave only a quiet grey box.
import { useEffect, useRef, useState } from 'react';
import type { MapMarker } from './map-types.ts';
import styles from './lazy-map.module.css';

export function LazyMap({ markers, tileUrl, label }: { markers: MapMarker[]; tileUrl: string; label: string }) {
  const ref = useRef<HTMLDivElement>(null);
  const [failed, setFailed] = useState(false);
  const key = markers.map((m) => `${m.lat},${m.lng}`).join(';');

  useEffect(() => {
    const el = ref.current;
    if (!el) return;
    let unmount: (() => void) | undefined;
    let cancelled = false;
    const observer = new IntersectionObserver(
      (entries) => {
        if (!entries.some((e) => e.isIntersecting)) return;
        observer.disconnect();
        import('./leaflet-map.client.ts')
          .then(({ mountMap }) => {
            if (!cancelled) unmount = mountMap(el, markers, tileUrl);
          })
          .catch(() => setFailed(true));
      },
      { rootMargin: '200px' },
    );
    observer.observe(el);
    return () => {
      cancelled = true;
      observer.disconnect();
      unmount?.();
    };
    // Markers are compared by position (key) so a re-render with equal data keeps the map.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [key, tileUrl]);

  return (
    <div className={styles.wrap}>
      <div ref={ref} className={styles.map} role="region" aria-label={label} data-testid="map" />
      {failed && <p className={styles.note}>The map could not be loaded. The addresses are listed on this page.</p>}
    </div>
  );
}
