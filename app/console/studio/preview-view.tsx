// The draft on its real page at phone or desktop width (decision 036): the page
// itself, framed from the same origin with the draft in place, visible only
// to signed-in members who may edit it and never cached. One width at a time
// (decision 064): two frames of one page repeat every landmark of it, and
// axe and a screen reader's list of landmarks meet each one twice; a link
// changes the width, with or without JavaScript. The frame shows neither the
// cookie banner nor the popup (the page handler marks the render a preview).
import { Link } from 'react-router';
import type { PreviewWidth } from './preview-width.ts';
import consoleStyles from '../console.module.css';
import styles from './studio.module.css';

interface PreviewViewProps {
  title: string;
  backHref: string;
  previewUrl: string;
  hasDraft: boolean;
  width: PreviewWidth;
}

const WIDTHS: Record<PreviewWidth, string> = { phone: 'Phone (390 px)', desktop: 'Desktop (1280 px)' };

export function PreviewView({ title, backHref, previewUrl, hasDraft, width }: PreviewViewProps) {
  return (
    <div className={`${consoleStyles.page} ${consoleStyles.wide}`}>
      <p>
        <Link to={backHref}>Back to {title}</Link>
      </p>
      <h1>Preview: {title}</h1>
      <p>
        {hasDraft
          ? 'The page with the draft in place. The live site does not show it until you publish.'
          : 'There is no draft: this is the live page.'}{' '}
        <a href={previewUrl}>Open the preview on its own</a>
      </p>
      <nav aria-label="Preview width" className={styles.actions}>
        {(Object.keys(WIDTHS) as PreviewWidth[]).map((w) => (
          <Link key={w} to={`?width=${w}`} aria-current={w === width ? 'page' : undefined} replace>
            {WIDTHS[w]}
          </Link>
        ))}
      </nav>
      {width === 'phone' ? (
        <section aria-labelledby="preview-h">
          <h2 id="preview-h">{WIDTHS.phone}</h2>
          <iframe src={previewUrl} title={`${title}: phone preview`} className={styles.phone} />
        </section>
      ) : (
        // The frame is wider than a laptop's studio: its box scrolls, and takes the keyboard's focus to scroll (WCAG 2.1.1).
        // eslint-disable-next-line jsx-a11y/no-noninteractive-tabindex -- a scrolling region takes focus to scroll by keyboard
        <section aria-labelledby="preview-h" className={styles.desktopWrap} tabIndex={0}>
          <h2 id="preview-h">{WIDTHS.desktop}</h2>
          <iframe src={previewUrl} title={`${title}: desktop preview`} className={styles.desktop} />
        </section>
      )}
    </div>
  );
}
