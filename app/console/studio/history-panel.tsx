// Every published version (decision 036): who published it, when, and what
// changed; any earlier one can be published again in one action.
import { Form } from 'react-router';
import { londonStamp } from './studio-time.ts';
import { StudioFormBase } from './studio-form.tsx';
import styles from './studio.module.css';

interface HistoryPanelProps {
  csrfToken: string;
  revision: string;
  versions: { version: number; at: string; actor: string; origin: 'pack' | 'studio'; summary: string }[];
}

export function HistoryPanel({ csrfToken, revision, versions }: HistoryPanelProps) {
  const live = versions[0]?.version;
  return (
    <section aria-labelledby="history-h" className={styles.panel}>
      <h2 id="history-h">History</h2>
      <div className="table-wrap">
        <table>
          <caption className="visually-hidden">Published versions, newest first</caption>
          <thead>
            <tr>
              <th scope="col">Version</th>
              <th scope="col">Published</th>
              <th scope="col">By</th>
              <th scope="col">What changed</th>
              <th scope="col">
                <span className="visually-hidden">Action</span>
              </th>
            </tr>
          </thead>
          <tbody>
            {versions.map((v) => (
              <tr key={v.version}>
                <th scope="row">
                  {v.version}
                  {v.version === live && ' (live)'}
                </th>
                <td>{londonStamp(v.at)}</td>
                <td>{v.origin === 'pack' ? 'Content pack' : v.actor}</td>
                <td>{v.summary}</td>
                <td>
                  {v.version !== live && (
                    <Form method="post">
                      <StudioFormBase csrfToken={csrfToken} revision={revision} intent="rollback" />
                      <input type="hidden" name="version" value={v.version} />
                      <button type="submit" className={`button button--secondary ${styles.small}`}>
                        Roll back to version {v.version}
                      </button>
                    </Form>
                  )}
                </td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>
    </section>
  );
}
