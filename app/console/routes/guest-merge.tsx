// /console/guests/:guestId/merge/: merge a duplicate into this guest, after seeing what will move (decision 044).
import { Form, Link } from 'react-router';
import type { Route } from './+types/guest-merge';
import { CsrfField } from '../csrf-field.tsx';
import { FormOutcome } from '../diary/form-outcome.tsx';
import { guestMergeAction, loadGuestMerge } from '../guests/guest-merge-page.server.ts';
import type { GuestFormResult } from '../guests/guest-form-result.ts';
import { guestUrl, mergeUrl } from '../guests/guest-urls.ts';
import consoleStyles from '../console.module.css';

export const loader = ({ context, request, params }: Route.LoaderArgs) => loadGuestMerge(context, request, params.guestId);

export const action = ({ context, request, params }: Route.ActionArgs) => guestMergeAction(context, request, params.guestId);

export const meta: Route.MetaFunction = () => [
  { title: 'Merge guests · Restaurant console' },
  { name: 'robots', content: 'noindex, nofollow' },
];

export default function GuestMerge({ loaderData, actionData }: Route.ComponentProps) {
  const { csrfToken, kept, query, candidates, merged } = loaderData;
  const result = actionData as GuestFormResult | undefined;
  const keptName = kept.name || kept.emails[0] || 'this guest';
  return (
    <div className={`${consoleStyles.page} ${consoleStyles.wide}`}>
      <p>
        <Link to={guestUrl(kept.id)}>Back to {keptName}</Link>
      </p>
      <h1>Merge a duplicate into {keptName}</h1>
      <FormOutcome error={result?.error} answer={result} />
      <Form method="get" role="search">
        <div className={consoleStyles.field}>
          <label htmlFor="merge-search">Find the duplicate by name, e-mail or phone</label>
          <input id="merge-search" name="q" type="search" defaultValue={query} />
        </div>
        <button type="submit">Search</button>
      </Form>
      {query && (
        <ul aria-label="Guests found">
          {candidates.map((g) => (
            <li key={g.id}>
              <Link to={mergeUrl(kept.id, g.id)}>
                {g.name || g.id} ({g.emails.join(', ')})
              </Link>
            </li>
          ))}
          {!candidates.length && <li>No other guest matches that search.</li>}
        </ul>
      )}
      {merged && (
        <section aria-labelledby="merge-moves">
          <h2 id="merge-moves">
            What moves from {merged.name || merged.id} to {keptName}
          </h2>
          <ul>
            <li>E-mail addresses: {merged.emails.join(', ') || 'none'}</li>
            <li>Bookings: {merged.counts.bookings}</li>
            <li>Tags: {merged.tags.filter((t) => !kept.tags.includes(t)).join(', ') || 'none new'}</li>
            <li>Notes: {merged.notes.length}</li>
            <li>Allergies: {merged.allergies || 'none'} (added to this guest’s, never replacing them)</li>
            <li>Dietary notes: {merged.dietaryNotes || 'none'}</li>
          </ul>
          <p>The merge can be undone from {keptName}’s profile.</p>
          <Form method="post">
            <CsrfField token={csrfToken} />
            <input type="hidden" name="from" value={merged.id} />
            <button type="submit">Merge into {keptName}</button>
          </Form>
        </section>
      )}
    </div>
  );
}
