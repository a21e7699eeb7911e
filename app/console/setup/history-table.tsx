// Every saved version of a restaurant's setup, newest first (decision 025): when
// (London time), who, what changed, and a download of that version.
import type { SetupVersionSummary } from '../../../contract/console-setup.ts';
import { setupVersionUrl } from './setup-urls.ts';
import styles from './setup.module.css';

const WHEN = new Intl.DateTimeFormat('en-GB', {
  day: 'numeric',
  month: 'short',
  year: 'numeric',
  hour: '2-digit',
  minute: '2-digit',
  hourCycle: 'h23',
  timeZone: 'Europe/London',
});

export const historyWhen = (at: string) => WHEN.format(new Date(at));

export function HistoryTable({ storeId, versions }: { storeId: string; versions: SetupVersionSummary[] }) {
  if (!versions.length) return <p>No version has been saved in the console yet: the setup is still the content pack’s.</p>;
  return (
    // eslint-disable-next-line jsx-a11y/no-noninteractive-tabindex -- a scrollable region must take focus (WCAG 2.1.1)
    <div className={styles.tableWrap} role="region" aria-labelledby="setup-history-caption" tabIndex={0}>
      <table className={styles.table}>
        <caption id="setup-history-caption">Saved versions, newest first (London time)</caption>
        <thead>
          <tr>
            <th scope="col">Version</th>
            <th scope="col">When</th>
            <th scope="col">Who</th>
            <th scope="col">What changed</th>
            <th scope="col">
              <span className="visually-hidden">Download</span>
            </th>
          </tr>
        </thead>
        <tbody>
          {versions.map((v) => (
            <tr key={v.version}>
              <th scope="row">{v.version}</th>
              <td>{historyWhen(v.at)}</td>
              <td>{v.actor}</td>
              <td>{v.summary}</td>
              <td>
                <a href={setupVersionUrl(storeId, v.version)} download>
                  Download <span className="visually-hidden">version {v.version}</span>
                </a>
              </td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
