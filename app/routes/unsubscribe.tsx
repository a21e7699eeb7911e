// The one-click unsubscribe of every marketing e-mail (issue 8). Following
// the link unsubscribes (GET); mail clients' one-click button POSTs here
// (RFC 8058 List-Unsubscribe-Post). A button undoes it.
import { Form, Link, redirect } from 'react-router';
import type { Route } from './+types/unsubscribe';
import { unsubscribe } from '../features/customers/customer-loader.server.ts';

export const loader = ({ context, params }: Route.LoaderArgs) => unsubscribe(context, params.id);

export async function action({ context, params, request }: Route.ActionArgs) {
  const form = await request.formData().catch(() => new FormData());
  if (form.get('intent') === 'resubscribe') {
    const { guid } = await unsubscribe(context, params.id, true);
    return redirect(`/preferences/${guid}/?subscribed=1`);
  }
  return unsubscribe(context, params.id);
}

export const meta: Route.MetaFunction = () => [{ title: 'You have unsubscribed' }, { name: 'robots', content: 'noindex' }];

export default function Unsubscribe({ loaderData }: Route.ComponentProps) {
  return (
    <div className="container" style={{ paddingBlock: 'var(--space-12)', maxWidth: 760 }}>
      <h1>You have unsubscribed</h1>
      <p>We will not send you any more offers or news by e-mail. It can take a day for messages already on their way to stop.</p>
      <p>Changed your mind, or would you rather hear from us less often?</p>
      <Form method="post" style={{ display: 'flex', gap: 'var(--space-3)', flexWrap: 'wrap' }}>
        <button type="submit" name="intent" value="resubscribe" className="button">
          Subscribe again
        </button>
        <Link to={`/preferences/${loaderData.guid}/`} className="button button--secondary">
          Choose what we send you
        </Link>
      </Form>
    </div>
  );
}
