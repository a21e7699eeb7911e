// The draft on its real page at phone and desktop widths (decision 036): the page
// itself, framed from the same origin with the draft in place, visible only
// to signed-in members who may edit it and never cached.
import { Link } from 'react-router';
import consoleStyles from '../console.module.css';
import styles from './studio.module.css';

interface PreviewViewProps {
  title: string;
  backHref: string;
  previewUrl: string;
  hasDraft: boolean;
}

export function PreviewView({ title, backHref, previewUrl, hasDraft }: PreviewViewProps) {
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
      <div className={styles.frames}>
        <section aria-labelledby="phone-h">
          <h2 id="phone-h">Phone (390 px)</h2>
          <iframe src={previewUrl} title={`${title}: phone preview`} className={styles.phone} />
        </section>
        <section aria-labelledby="desktop-h" className={styles.desktopWrap}>
          <h2 id="desktop-h">Desktop (1280 px)</h2>
          <iframe src={previewUrl} title={`${title}: desktop preview`} className={styles.desktop} />
        </section>
      </div>
    </div>
  );
}
