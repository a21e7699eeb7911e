// A page request that asks for a draft (decision 036 "Preview"): `?preview=menu:food`
// on the page's own address. Only a signed-in member who may edit the document
// gets the draft; anyone else gets the live page, as without the parameter.
// The answer is `private, no-store` either way, and may be framed by the
// studio (same origin) to show it at phone and desktop widths.
import { contentKindSchema, type ContentKind } from '../../contract/content-studio.ts';
import type { ContentService } from '../content/content-service.ts';
import type { ImageCatalogue } from '../images/image-catalogue.ts';
import type { StaffService } from '../staff/staff-service.ts';
import { sessionTokenOf } from '../staff/staff-session.ts';
import { previewContent } from './preview-content.ts';
import type { StudioService } from './studio-service.ts';

export const PREVIEW_PARAM = 'preview';

export interface PreviewTarget {
  kind: ContentKind;
  docId: string;
}

/** The document a page request asks to preview, or null. */
export function previewTarget(url: string): PreviewTarget | null {
  if (!url.includes(`${PREVIEW_PARAM}=`)) return null; // every page request asks: most without parsing a URL
  const value = new URL(url, 'http://page').searchParams.get(PREVIEW_PARAM);
  const match = value?.match(/^([a-z]+):([A-Za-z0-9_-]{1,64})$/);
  const kind = contentKindSchema.safeParse(match?.[1]);
  return match && kind.success ? { kind: kind.data, docId: match[2]! } : null;
}

/** The page's address with the preview asked for. */
export function previewHref(path: string, target: PreviewTarget): string {
  return `${path}?${PREVIEW_PARAM}=${target.kind}:${encodeURIComponent(target.docId)}`;
}

export interface PreviewDeps {
  content: ContentService;
  staff: Pick<StaffService, 'currentStaff'>;
  studio: Pick<StudioService, 'previewDocument'>;
  images?: ImageCatalogue;
}

/** The content service with the draft in place, for a member who may edit it; null otherwise. */
export async function previewContentFor(
  deps: PreviewDeps,
  cookieHeader: string | undefined,
  target: PreviewTarget,
): Promise<ContentService | null> {
  const token = sessionTokenOf(cookieHeader ?? null);
  const session = token ? await deps.staff.currentStaff(token) : null;
  if (!session) return null;
  try {
    const draft = await deps.studio.previewDocument(session.staff, target.kind, target.docId);
    return draft === null ? null : await previewContent(deps.content, target.kind, draft, deps.images);
  } catch {
    return null; // not theirs to preview: the live page
  }
}

/** The same-origin studio may frame a preview; every other page stays unframeable. */
export function frameableBySelf(csp: string): string {
  return csp.replace("frame-ancestors 'none'", "frame-ancestors 'self'");
}
