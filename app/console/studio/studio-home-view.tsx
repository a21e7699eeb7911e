// The content studio's first page (issue 26): every document the member may
// edit, by kind, with the ones that have a draft marked.
import { Link } from 'react-router';
import type { ContentKind } from '../../../contract/content-studio.ts';
import consoleStyles from '../console.module.css';
import { studioHref } from './studio-urls.ts';
import styles from './studio.module.css';

interface StudioHomeProps {
  kinds: { kind: ContentKind; label: string; docs: { docId: string; title: string; hasDraft: boolean }[] }[];
}

export function StudioHomeView({ kinds }: StudioHomeProps) {
  return (
    <div className={`${consoleStyles.page} ${consoleStyles.wide}`}>
      <h1>Content studio</h1>
      <p>
        Edit what the website shows. A change is a draft until you publish it: preview it first, publish it now or at a time you choose, and
        roll back to any earlier version.
      </p>
      <div className={styles.kinds}>
        {kinds.map((k) => (
          <section key={k.kind} aria-labelledby={`kind-${k.kind}`} className={styles.panel}>
            <h2 id={`kind-${k.kind}`}>{k.label}</h2>
            <ul className={styles.docs}>
              {k.docs.map((d) => (
                <li key={d.docId}>
                  <Link to={studioHref(k.kind, d.docId)}>{d.title}</Link>
                  {d.hasDraft && <span className={styles.badge}>Draft</span>}
                </li>
              ))}
            </ul>
          </section>
        ))}
      </div>
    </div>
  );
}
