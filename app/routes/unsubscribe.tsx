// The unsubscribe link of every marketing e-mail (decision 009). Visiting it only
// asks (GET): mail scanners and link previews follow every link, so a visit
// must change nothing. Unsubscribing is a POST, from the page's button or from
// the mail client's one-click button (RFC 8058 List-Unsubscribe-Post), which
// posts "List-Unsubscribe=One-Click" with no cookie or token. A button undoes it.
import { Form, Link, redirect } from 'react-router';
import type { Route } from './+types/unsubscribe';
import { loadSubscription, setSubscription } from '../features/customers/customer-loader.server.ts';

export const loader = ({ context, params }: Route.LoaderArgs) => loadSubscription(context, params.id);

export async function action({ context, params, request }: Route.ActionArgs) {
  const form = await request.formData().catch(() => new FormData());
  if (form.get('intent') === 'resubscribe') {
    const { guid } = await setSubscription(context, params.id, true);
    return redirect(`/preferences/${guid}/?subscribed=1`);
  }
  // RFC 8058 §3.1: the POST itself is the confirmation, whatever else the body holds.
  const oneClick = form.get('List-Unsubscribe') === 'One-Click';
  return setSubscription(
    context,
    params.id,
    false,
    oneClick ? 'one-click unsubscribe in the mail client (RFC 8058)' : 'unsubscribe button',
  );
}

export const meta: Route.MetaFunction = ({ loaderData }) => [
  { title: loaderData?.subscribed === false ? 'You have unsubscribed' : 'Unsubscribe from our e-mails' },
  { name: 'robots', content: 'noindex' },
];

export default function Unsubscribe({ loaderData }: Route.ComponentProps) {
  // After the POST the loader runs again, so this shows the stored state, not a guess.
  return (
    <div className="container" style={{ paddingBlock: 'var(--space-12)', maxWidth: 760 }}>
      {loaderData.subscribed ? <Confirm guid={loaderData.guid} /> : <Done guid={loaderData.guid} />}
    </div>
  );
}

function Confirm({ guid }: { guid: string }) {
  return (
    <>
      <h1 id="unsubscribe-heading">Unsubscribe from our e-mails</h1>
      <p>We will stop sending offers and news to your e-mail address. E-mails about your bookings will still arrive.</p>
      <Form method="post" aria-labelledby="unsubscribe-heading" style={{ display: 'flex', gap: 'var(--space-3)', flexWrap: 'wrap' }}>
        <button type="submit" name="intent" value="unsubscribe" className="button">
          Unsubscribe
        </button>
        <Link to={`/preferences/${guid}/`} className="button button--secondary">
          Choose what we send you instead
        </Link>
      </Form>
    </>
  );
}

function Done({ guid }: { guid: string }) {
  return (
    <>
      <h1>You have unsubscribed</h1>
      <p>We will not send you any more offers or news by e-mail. It can take a day for messages already on their way to stop.</p>
      <p>Changed your mind, or would you rather hear from us less often?</p>
      <Form method="post" style={{ display: 'flex', gap: 'var(--space-3)', flexWrap: 'wrap' }}>
        <button type="submit" name="intent" value="resubscribe" className="button">
          Subscribe again
        </button>
        <Link to={`/preferences/${guid}/`} className="button button--secondary">
          Choose what we send you
        </Link>
      </Form>
    </>
  );
}
