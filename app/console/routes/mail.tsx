// /console/mail/:mailId/: one mail, its text and HTML, and resend (product.md D13 "A mail log in the console").
import type { Route } from './+types/mail';
import { loadMail, resendMail } from '../mail/mail-page.server.ts';
import { MailView } from '../mail/mail-view.tsx';

export const loader = ({ context, request, params }: Route.LoaderArgs) => loadMail(context, request, params);

export const action = ({ context, request, params }: Route.ActionArgs) => resendMail(context, request, params);

export const meta: Route.MetaFunction = ({ data }) => [
  { title: `${data?.mail.subject ?? 'Mail'} · Mail · Restaurant console` },
  { name: 'robots', content: 'noindex, nofollow' },
];

export default function Mail({ loaderData, actionData }: Route.ComponentProps) {
  return <MailView {...loaderData} error={actionData?.error} />;
}
