// The booking-setup pages' addresses (decision 025), in one place; every page path
// ends with a slash (routes.ts), downloads included.
const id = (value: string) => encodeURIComponent(value);

export const SETUP_SECTIONS = [
  { key: 'overview', path: '', label: 'Overview' },
  { key: 'rules', path: 'rules/', label: 'Booking rules' },
  { key: 'hours', path: 'hours/', label: 'Opening hours and closures' },
  { key: 'periods', path: 'periods/', label: 'Service periods' },
  { key: 'tables', path: 'tables/', label: 'Areas and tables' },
  { key: 'occasions', path: 'occasions/', label: 'Occasions, menus and extras' },
  { key: 'history', path: 'history/', label: 'History' },
] as const;
export type SetupSection = (typeof SETUP_SECTIONS)[number]['key'];

export const setupUrl = (storeId: string, section: SetupSection = 'overview') =>
  `/console/setup/${id(storeId)}/${SETUP_SECTIONS.find((s) => s.key === section)!.path}`;

export const setupExportUrl = (storeId: string) => `/console/setup/${id(storeId)}/export/`;
export const setupVersionUrl = (storeId: string, version: number) => `/console/setup/${id(storeId)}/history/${version}/`;
export const SETUP_EXPORT_ALL_URL = '/console/setup/export/';
