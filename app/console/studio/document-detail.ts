// What the studio's list says beside a document (decision 064): the site
// settings' banner and popup with their own start and end, as "Banner live until
// 18:00 Friday", "Popup starts 09:00 Monday 7 December". Pure.
import type { Settings } from '../../../contract/content.ts';
import type { ContentKind } from '../../../contract/content-studio.ts';
import { describeWindow } from '../../../contract/show-window.ts';

export function documentDetail(kind: ContentKind, doc: unknown, now: Date): string | null {
  if (kind !== 'settings') return null;
  const { banner, popup } = doc as Pick<Settings, 'banner' | 'popup'>;
  const parts = [banner && `Banner ${describeWindow(banner, now)}`, popup && `Popup ${describeWindow(popup, now)}`].filter(Boolean);
  return parts.length ? parts.join('; ') : null;
}
