export interface MapMarker {
  lat: number;
  lng: number;
  title: string;
  href: string;
  detail?: string;
}
