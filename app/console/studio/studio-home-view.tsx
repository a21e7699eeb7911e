// The content studio's first page (product.md D9): every document the member may
// edit, by kind and by the name an editor knows it by, with the ones that have
// a draft marked; the restaurants' menu availability grouped in one place.
import { Form, Link } from 'react-router';
import { CsrfField } from '../csrf-field.tsx';
import type { StudioResult } from './studio-result.ts';
import { StudioOutcome } from './studio-outcome.tsx';
import { ImportConflictsList } from './import-conflicts-list.tsx';
import type { ContentKind } from '../../../contract/content-studio.ts';
import consoleStyles from '../console.module.css';
import { availabilityHref, studioHref } from './studio-urls.ts';
import styles from './studio.module.css';

interface StudioHomeProps {
  csrfToken: string;
  /** Export and import of the whole content: the chain's editors only. */
  canTransfer: boolean;
  result: StudioResult | undefined;
  kinds: { kind: ContentKind; label: string; docs: { docId: string; title: string; detail?: string | null; hasDraft: boolean }[] }[];
}

/** More restaurants than this, and their availability links fold away: the chain's editors rarely need them. */
const FOLD_AFTER = 6;

/** The restaurants' menu availability, in one place rather than beside every restaurant. */
function AvailabilityLinks({ restaurants }: { restaurants: { docId: string; title: string }[] }) {
  if (!restaurants.length) return null;
  const list = (
    <ul className={styles.docs}>
      {restaurants.map((r) => (
        <li key={r.docId}>
          <Link to={availabilityHref(r.docId)} aria-label={`Menu availability at ${r.title}`}>
            {r.title}
          </Link>
        </li>
      ))}
    </ul>
  );
  return (
    <section aria-labelledby="availability-h" className={styles.panel}>
      <h2 id="availability-h">Menu availability</h2>
      <p>A dish sold out tonight, or not served at one restaurant: published at once, for that restaurant only.</p>
      {restaurants.length > FOLD_AFTER ? (
        <details>
          <summary>Choose one of the {restaurants.length} restaurants</summary>
          {list}
        </details>
      ) : (
        list
      )}
    </section>
  );
}

export function StudioHomeView({ kinds, csrfToken, canTransfer, result }: StudioHomeProps) {
  return (
    <div className={`${consoleStyles.page} ${consoleStyles.wide}`}>
      <h1>Content studio</h1>
      <p>
        Edit what the website shows. A change is a draft until you publish it: preview it first, publish it now or at a time you choose, and
        roll back to any earlier version.
      </p>
      <StudioOutcome result={result} />
      <div className={styles.kinds}>
        {kinds.map((k) => (
          <section key={k.kind} aria-labelledby={`kind-${k.kind}`} className={styles.panel}>
            <h2 id={`kind-${k.kind}`}>{k.label}</h2>
            <ul className={styles.docs}>
              {k.docs.map((d) => (
                <li key={d.docId}>
                  <Link to={studioHref(k.kind, d.docId)}>{d.title}</Link>
                  {d.hasDraft && <span className={styles.badge}>Draft</span>}
                  {d.detail && <span className={styles.detail}>: {d.detail}</span>}
                </li>
              ))}
            </ul>
          </section>
        ))}
      </div>
      <AvailabilityLinks restaurants={kinds.find((k) => k.kind === 'restaurant')?.docs ?? []} />
      {canTransfer && (
        <section aria-labelledby="transfer-h" className={styles.panel}>
          <h2 id="transfer-h">Export and import</h2>
          <p>
            All the published content as one file: to keep, to move to another Mesa, or to change outside the studio.{' '}
            <a href="/console/content/export/" download>
              Export the content
            </a>
          </p>
          <Form method="post" encType="multipart/form-data" className={styles.actions}>
            <CsrfField token={csrfToken} />
            <div>
              <label htmlFor="content-file">Content file to import</label>
              <input
                id="content-file"
                name="file"
                type="file"
                accept="application/json,.json"
                required
                aria-describedby="content-file-hint"
                aria-invalid={result?.fieldErrors.file ? true : undefined}
              />
              <p id="content-file-hint">
                Each document that differs from the live one is published as a new version; a file with one bad document changes nothing. A
                document changed in the studio since the file was exported is kept, unless you choose to replace it.
              </p>
            </div>
            <ImportConflictsList conflicts={result?.conflicts} />
            <button type="submit" className="button button--secondary">
              Import
            </button>
          </Form>
        </section>
      )}
    </div>
  );
}
