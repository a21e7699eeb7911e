// The draft's state and what can be done with it (decision 036): preview, publish
// now, publish at a time, discard; and the publishes already scheduled — the
// draft stays to preview and edit while it waits (decision 061), and a publish
// refused or rebased at its time says so here.
import { Form, Link } from 'react-router';
import type { ContentKind } from '../../../contract/content-studio.ts';
import { londonStamp } from '../london-stamp.ts';
import { StudioFormBase } from './studio-form.tsx';
import { studioHref } from './studio-urls.ts';
import styles from './studio.module.css';

interface PublishPanelProps {
  csrfToken: string;
  kind: ContentKind;
  docId: string;
  revision: string;
  latestVersion: number;
  publicPath: string;
  draft: { actor: string; updatedAt: string; stale: boolean } | null;
  schedules: { id: string; runAt: string; actor: string; status: string; problem: string | null; note: string | null }[];
}

export function PublishPanel({ csrfToken, kind, docId, revision, latestVersion, publicPath, draft, schedules }: PublishPanelProps) {
  const pending = schedules.filter((s) => s.status === 'pending');
  return (
    <section aria-labelledby="publish-h" className={styles.panel}>
      <h2 id="publish-h">Draft and publishing</h2>
      {draft ? (
        <p>
          <strong>Draft</strong>, last saved by {draft.actor} on {londonStamp(draft.updatedAt)}. The live site shows version {latestVersion}{' '}
          until {pending.length ? `${londonStamp(pending[0]!.runAt)}, when the draft goes live as it is saved then` : 'you publish'}.
        </p>
      ) : (
        <p>No draft: the live site shows version {latestVersion}. Any change you save below starts a draft.</p>
      )}
      {draft?.stale && (
        <p className={styles.problem}>
          Someone published this document after the draft began. Publishing it would undo their change: discard the draft and make your
          change again on the newest version.
        </p>
      )}
      <p className={styles.actions}>
        <Link to={studioHref(kind, docId, 'preview/')}>{draft ? 'Preview the draft' : 'Preview'} at phone and desktop widths</Link>
        <a href={publicPath}>Open the live page</a>
      </p>
      {draft && (
        <div className={styles.actions}>
          <Form method="post">
            <StudioFormBase csrfToken={csrfToken} revision={revision} intent="publish" />
            <button type="submit" className="button">
              Publish now
            </button>
          </Form>
          <Form method="post" className={styles.actions} aria-labelledby="schedule-h">
            <StudioFormBase csrfToken={csrfToken} revision={revision} intent="schedule" />
            <span id="schedule-h" className="visually-hidden">
              Publish at a time
            </span>
            <div>
              <label htmlFor="schedule-date">Publish on (London)</label>
              <input id="schedule-date" name="date" type="date" required />
            </div>
            <div>
              <label htmlFor="schedule-time">at</label>
              <input id="schedule-time" name="time" type="time" required />
            </div>
            <button type="submit" className="button button--secondary">
              Schedule
            </button>
          </Form>
          <Form method="post">
            <StudioFormBase csrfToken={csrfToken} revision={revision} intent="discard" />
            <button type="submit" className="button button--secondary">
              Discard the draft
            </button>
          </Form>
        </div>
      )}
      {pending.length > 0 && (
        <>
          <h3>Scheduled</h3>
          <ul>
            {pending.map((s) => (
              <li key={s.id}>
                {londonStamp(s.runAt)}, by {s.actor}{' '}
                <Form method="post" className={styles.inline}>
                  <StudioFormBase csrfToken={csrfToken} revision={revision} intent="cancel-schedule" />
                  <input type="hidden" name="scheduleId" value={s.id} />
                  <button type="submit" className={`button button--secondary ${styles.small}`}>
                    Cancel the publish at {londonStamp(s.runAt)}
                  </button>
                </Form>
              </li>
            ))}
          </ul>
        </>
      )}
      {schedules
        .filter((s) => s.status === 'failed')
        .map((s) => (
          <p key={s.id} className={styles.problem}>
            The publish due {londonStamp(s.runAt)} did not happen: {s.problem}
          </p>
        ))}
      {schedules
        .filter((s) => s.status === 'published' && s.note)
        .map((s) => (
          <p key={s.id}>
            The publish due {londonStamp(s.runAt)} went live. {s.note}
          </p>
        ))}
    </section>
  );
}
