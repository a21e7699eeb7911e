// /console/content/:kind/:docId/: one document in the studio (decision 036): its draft and publishing, its form
// (a menu's dishes, an offer, the site settings, a page and its address, a restaurant, the contact form's reasons), the whole of it as JSON, its history.
import { Link } from 'react-router';
import type { Route } from './+types/content-document';
import { loadStudioDocument, studioDocumentAction } from '../studio/studio-page.server.ts';
import { HistoryPanel } from '../studio/history-panel.tsx';
import { JsonEditor } from '../studio/json-editor.tsx';
import { MenuOutline } from '../studio/menu-outline.tsx';
import { OfferForm } from '../studio/offer-form.tsx';
import { RestaurantForm } from '../studio/restaurant-form.tsx';
import { PageAddressForm } from '../studio/page-address-form.tsx';
import { PageForm } from '../studio/page-form.tsx';
import { PublishPanel } from '../studio/publish-panel.tsx';
import { SettingsForm } from '../studio/settings-form.tsx';
import { ContactFormForm } from '../studio/contact-form-form.tsx';
import { StudioOutcome } from '../studio/studio-outcome.tsx';
import { STUDIO_HOME } from '../studio/studio-urls.ts';
import consoleStyles from '../console.module.css';
import styles from '../studio/studio.module.css';

export const loader = ({ context, request, params }: Route.LoaderArgs) => loadStudioDocument(context, request, params.kind, params.docId);

export const action = ({ context, request, params }: Route.ActionArgs) => studioDocumentAction(context, request, params.kind, params.docId);

export const meta: Route.MetaFunction = ({ data }) => [
  { title: `${data ? `${data.kindLabel}: ${data.title} · ` : ''}Content studio · Restaurant console` },
  { name: 'robots', content: 'noindex, nofollow' },
];

export default function ContentDocumentPage({ loaderData: d, actionData }: Route.ComponentProps) {
  const errors = actionData?.fieldErrors ?? {};
  // What a refused form sent goes back into that form only.
  const sentBy = (intent: string) => (actionData?.sent?.intent === intent ? actionData.sent : undefined);
  const hasForm = !!(d.menu ?? d.offer ?? d.settings ?? d.page ?? d.restaurant ?? d.contactForm);
  return (
    <div className={`${consoleStyles.page} ${consoleStyles.wide}`}>
      <p>
        <Link to={STUDIO_HOME}>Back to the content studio</Link>
      </p>
      <h1>
        {d.title}
        <span className={consoleStyles.who}> {d.kindLabel}</span>
      </h1>
      <div className={styles.stack}>
        <StudioOutcome result={actionData} />
        <PublishPanel
          csrfToken={d.csrfToken}
          kind={d.kind}
          docId={d.docId}
          revision={d.revision}
          latestVersion={d.latestVersion}
          publicPath={d.publicPath}
          draft={d.draft}
          schedules={d.schedules}
        />
        {d.menu && <MenuOutline csrfToken={d.csrfToken} menuId={d.docId} revision={d.revision} sections={d.menu} fieldErrors={errors} />}
        {d.offer && (
          <OfferForm
            csrfToken={d.csrfToken}
            revision={d.revision}
            values={sentBy('save-offer') ?? d.offer}
            errors={errors}
            images={d.images ?? []}
          />
        )}
        {d.settings && (
          <SettingsForm csrfToken={d.csrfToken} revision={d.revision} values={sentBy('save-settings') ?? d.settings} errors={errors} />
        )}
        {d.restaurant && (
          <RestaurantForm
            csrfToken={d.csrfToken}
            revision={d.revision}
            values={sentBy('save-restaurant') ?? d.restaurant.values}
            errors={errors}
            offers={d.restaurant.offers}
            menus={d.restaurant.menus}
            chainMenus={d.restaurant.chainMenus}
            images={d.restaurant.images}
            priceBands={d.restaurant.priceBands}
            tileStatus={actionData?.tiles}
          />
        )}
        {d.page && (
          <PageForm
            csrfToken={d.csrfToken}
            revision={d.revision}
            values={sentBy('save-page') ?? d.page.values}
            errors={errors}
            images={d.page.images}
            choices={d.images ?? []}
            tileStatus={actionData?.tiles}
          />
        )}
        {d.contactForm && (
          <ContactFormForm csrfToken={d.csrfToken} revision={d.revision} values={sentBy('save-form') ?? d.contactForm} errors={errors} />
        )}
        {d.page && (
          <PageAddressForm csrfToken={d.csrfToken} revision={d.revision} docId={d.docId} sent={sentBy('change-address')} errors={errors} />
        )}
        <JsonEditor
          csrfToken={d.csrfToken}
          revision={d.revision}
          json={actionData?.sent?.json ?? d.json}
          error={actionData?.fieldErrors.json}
          open={!hasForm || !!actionData?.sent?.json}
        />
        <HistoryPanel csrfToken={d.csrfToken} revision={d.revision} versions={d.versions} />
      </div>
    </div>
  );
}
