// Every published version (decision 036): who published it, when, and what
// changed; any earlier one can be published again in one action. The table is
// the console's one version history (decision 072).
import { Form } from 'react-router';
import { VersionHistory } from '../version-history.tsx';
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
      <VersionHistory
        id="content-history"
        caption="Published versions, newest first"
        captionHidden
        headings={{ when: 'Published', who: 'By', action: 'Action' }}
        versions={versions.map((v) => ({ ...v, who: v.origin === 'pack' ? 'Content pack' : v.actor }))}
        live={live}
        action={(version) =>
          version !== live && (
            <Form method="post">
              <StudioFormBase csrfToken={csrfToken} revision={revision} intent="rollback" />
              <input type="hidden" name="version" value={version} />
              <button type="submit" className={`button button--secondary ${styles.small}`}>
                Roll back to version {version}
              </button>
            </Form>
          )
        }
      />
    </section>
  );
}
