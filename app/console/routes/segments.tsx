// /console/segments/: marketing lists, for marketing and chain admins (decision 045).
import type { Route } from './+types/segments';
import { loadSegments } from '../privacy/segments-page.server.ts';
import { SegmentsForm } from '../privacy/segments-form.tsx';
import styles from '../console.module.css';

export const loader = ({ context, request }: Route.LoaderArgs) => loadSegments(context, request);

export const meta: Route.MetaFunction = () => [
  { title: 'Marketing lists · Restaurant console' },
  { name: 'robots', content: 'noindex, nofollow' },
];

export default function Segments({ loaderData }: Route.ComponentProps) {
  const page = loaderData;
  return (
    <div className={`${styles.page} ${styles.wide}`}>
      <h1>Marketing lists</h1>
      <p>Only people who agreed to hear from us by e-mail, and have not since unsubscribed, are ever counted or downloaded.</p>
      <SegmentsForm page={page} />
      {page.count !== null && (
        <section className={styles.card} aria-labelledby="segment-result">
          <h2 id="segment-result">The list</h2>
          <p role="status">
            <strong>{page.count}</strong> {page.count === 1 ? 'person' : 'people'} with current consent.
          </p>
          {page.count > 0 && (
            <p>
              <a className="button" href={`/console/segments/export/${page.query ? `?${page.query}` : ''}`} download>
                Download as CSV
              </a>
            </p>
          )}
        </section>
      )}
    </div>
  );
}
