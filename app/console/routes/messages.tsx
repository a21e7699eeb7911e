// /console/messages/?storeId=&status=: contact messages and group enquiries (product.md D8).
import type { Route } from './+types/messages';
import { loadMessages } from '../messages/messages-page.server.ts';
import { describeEmpty, describeList } from '../messages/describe-filter.ts';
import { MessagesFilter } from '../messages/messages-filter.tsx';
import { MessagesTable } from '../messages/messages-table.tsx';
import styles from '../console.module.css';

export const loader = ({ context, request }: Route.LoaderArgs) => loadMessages(context, request);

export const meta: Route.MetaFunction = () => [
  { title: 'Messages · Restaurant console' },
  { name: 'robots', content: 'noindex, nofollow' },
];

export default function Messages({ loaderData }: Route.ComponentProps) {
  const { filter, restaurants, everyRestaurant, messages } = loaderData;
  const ctx = { restaurants, everyRestaurant };
  return (
    <div className={`${styles.page} ${styles.wide}`}>
      <h1>Messages</h1>
      <MessagesFilter filter={filter} restaurants={restaurants} everyRestaurant={everyRestaurant} />
      {messages.length ? (
        <MessagesTable messages={messages} caption={describeList(filter, ctx, messages.length)} />
      ) : (
        <p className={styles.notice}>{describeEmpty(filter, ctx)}</p>
      )}
    </div>
  );
}
