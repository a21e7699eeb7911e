// /console/messages/:kind/:messageId/: one contact message or group enquiry, and its handling (product.md D8).
import { Link } from 'react-router';
import type { Route } from './+types/message';
import { loadMessage, updateMessage } from '../messages/message-page.server.ts';
import { MessageView } from '../messages/message-view.tsx';
import { MessageHandlingForm } from '../messages/message-handling-form.tsx';
import { messagesHref } from '../messages/messages-query.ts';
import consoleStyles from '../console.module.css';
import styles from '../messages/messages.module.css';

export const loader = ({ context, request, params }: Route.LoaderArgs) => loadMessage(context, request, params);

export const action = ({ context, request, params }: Route.ActionArgs) => updateMessage(context, request, params);

export const meta: Route.MetaFunction = ({ data }) => [
  { title: `${data?.message.subject ?? 'Message'} · Restaurant console` },
  { name: 'robots', content: 'noindex, nofollow' },
];

export default function Message({ loaderData, actionData }: Route.ComponentProps) {
  const { message, csrfToken } = loaderData;
  return (
    <div className={`${consoleStyles.page} ${consoleStyles.wide}`}>
      <p>
        <Link to={messagesHref({ storeId: message.storeId ?? undefined })}>Back to messages</Link>
      </p>
      <h1>{message.subject}</h1>
      <div className={styles.sections}>
        <MessageView message={message} />
        <section aria-labelledby="message-handling">
          <h2 id="message-handling">Handling</h2>
          <MessageHandlingForm
            csrfToken={csrfToken}
            status={message.status}
            note={message.note}
            handledBy={message.handledBy}
            handledAtLabel={message.handledAtLabel}
            result={actionData}
          />
        </section>
      </div>
    </div>
  );
}
