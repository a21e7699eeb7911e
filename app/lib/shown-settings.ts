// The settings as the site shows them at an instant (decision 064): a banner or
// popup outside its own start and end is left out of the page and its data, so
// a coming one's words are not in the page before it starts. Pure.
import type { Settings } from '../../contract/content.ts';
import { windowShowing } from '../../contract/show-window.ts';

export function shownSettings(settings: Settings, now: Date): Settings {
  const { banner, popup } = settings;
  return {
    ...settings,
    banner: banner && windowShowing(banner, now) ? banner : null,
    popup: popup && windowShowing(popup, now) ? popup : null,
  };
}
