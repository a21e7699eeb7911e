// The content studio's addresses (product.md D9).
import type { ContentKind } from '../../../contract/content-studio.ts';

export const STUDIO_HOME = '/console/content/';

export const studioHref = (kind: ContentKind, docId: string, rest = '') => `${STUDIO_HOME}${kind}/${encodeURIComponent(docId)}/${rest}`;

/** A restaurant's sold-out and not-served dishes. */
export const availabilityHref = (storeId: string) => `${STUDIO_HOME}availability/${encodeURIComponent(storeId)}/`;
