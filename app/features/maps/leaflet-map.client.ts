// The Leaflet map itself, loaded only when a map scrolls into view (product.md §2):
// its code and CSS are never in the first page load.
import L from 'leaflet';
import 'leaflet/dist/leaflet.css';
import type { MapMarker } from './map-types.ts';

/** product.md §9: maximum zoom 18; a marker click zooms to 18. */
export const MAX_ZOOM = 18;

export function mountMap(el: HTMLElement, markers: MapMarker[], tileUrl: string): () => void {
  const map = L.map(el, { maxZoom: MAX_ZOOM, scrollWheelZoom: false, attributionControl: true });
  L.tileLayer(tileUrl, {
    maxZoom: MAX_ZOOM,
    attribution: '&copy; <a href="https://www.openstreetmap.org/copyright">OpenStreetMap</a> contributors',
  }).addTo(map);
  const icon = L.divIcon({
    className: 'mesa-marker',
    html: '<span></span>',
    iconSize: [28, 28],
    iconAnchor: [14, 28],
    popupAnchor: [0, -26],
  });
  const points: L.LatLngExpression[] = [];
  for (const m of markers) {
    const at: L.LatLngExpression = [m.lat, m.lng];
    points.push(at);
    const popup = document.createElement('div');
    const link = document.createElement('a');
    link.href = m.href;
    link.textContent = m.title;
    popup.append(link);
    if (m.detail) popup.append(document.createElement('br'), m.detail);
    L.marker(at, { icon, title: m.title, alt: m.title, keyboard: true })
      .addTo(map)
      .bindPopup(popup)
      .on('click', () => map.setView(at, MAX_ZOOM));
  }
  if (points.length === 1) map.setView(points[0]!, 15);
  else if (points.length > 1) map.fitBounds(L.latLngBounds(points), { padding: [32, 32], maxZoom: 13 });
  else map.setView([54.5, -3], 5);
  // A map shown after a List/Map switch, or in a resized sticky panel, must learn its new size.
  const resized = new ResizeObserver(() => map.invalidateSize());
  resized.observe(el);
  return () => {
    resized.disconnect();
    map.remove();
  };
}
