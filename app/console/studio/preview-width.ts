// Which width the studio's preview frames the page at (decision 064): `?width=phone`, else desktop. Pure.
export type PreviewWidth = 'phone' | 'desktop';

export const previewWidthOf = (url: string): PreviewWidth => (new URL(url).searchParams.get('width') === 'phone' ? 'phone' : 'desktop');
