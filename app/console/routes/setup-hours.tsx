// /console/setup/:storeId/hours/: the weekly opening hours, and special dates and closures (product.md D8).
import type { Route } from './+types/setup-hours';
import { SETUP_EDITS } from '../setup/setup-edits.server.ts';
import { SetupFrame } from '../setup/setup-frame.tsx';
import { loadSetupPage, setupAction } from '../setup/setup-save.server.ts';
import { AddSpecialHoursForm, SpecialHoursList, WeeklyHoursForm } from '../setup/hours-forms.tsx';
import styles from '../setup/setup.module.css';

export const loader = ({ context, request, params }: Route.LoaderArgs) => loadSetupPage(context, request, params.storeId);

export const action = ({ context, request, params }: Route.ActionArgs) => setupAction(context, request, params.storeId, SETUP_EDITS.hours);

export const meta: Route.MetaFunction = ({ data }) => [
  { title: `Opening hours${data ? ` · ${data.restaurant.title}` : ''} · Restaurant console` },
  { name: 'robots', content: 'noindex, nofollow' },
];

export default function SetupHoursPage({ loaderData, actionData }: Route.ComponentProps) {
  const { restaurant, csrfToken, version, doc } = loaderData;
  return (
    <SetupFrame section="hours" restaurant={restaurant} csrfToken={csrfToken} result={actionData}>
      <WeeklyHoursForm csrfToken={csrfToken} version={version} doc={doc} result={actionData} />
      <section className={styles.panel} aria-labelledby="setup-special-title">
        <h2 id="setup-special-title">Special dates and closures</h2>
        <p className={styles.hint}>These win over the weekly hours on their dates; the reason is shown to diners.</p>
        <SpecialHoursList csrfToken={csrfToken} version={version} doc={doc} />
      </section>
      <AddSpecialHoursForm csrfToken={csrfToken} version={version} result={actionData} />
    </SetupFrame>
  );
}
