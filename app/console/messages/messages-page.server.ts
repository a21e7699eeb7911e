// /console/messages/?storeId=&status=: the inbox of contact messages and group
// enquiries (product.md D8) for managers and chain admins; a host is refused.
import { data, type AppLoadContext } from 'react-router';
import type { MessageSummary } from '../../../contract/console-messages.ts';
import { readsHeadOfficeMessages } from '../../../server/staff/permissions.ts';
import { CONSOLE_HEADERS } from '../console-http.ts';
import { forbiddenPage, notFoundPage, throwAsPageError } from '../form-kit/console-refusal.server.ts';
import { requireSession } from '../console-session.server.ts';
import { fetchMessages } from './fetch-messages.server.ts';
import { mayReadMessages, messageRestaurants } from './message-access.server.ts';
import { formatLondon } from './message-format.ts';
import { parseMessagesQuery, type MessagesQuery } from './messages-query.ts';

export const MESSAGES_REFUSED = 'Messages are read by restaurant managers. Please ask your manager.';

export interface MessageRow extends MessageSummary {
  href: string;
  receivedLabel: string;
}

export interface MessagesPage {
  filter: MessagesQuery;
  restaurants: { storeId: string; title: string }[];
  /** A chain admin's "all" includes head office. */
  everyRestaurant: boolean;
  messages: MessageRow[];
}

export const messageHref = (m: Pick<MessageSummary, 'kind' | 'id'>) => `/console/messages/${m.kind}/${encodeURIComponent(m.id)}/`;

export async function loadMessages(context: AppLoadContext, request: Request) {
  const { staff } = await requireSession(context, request);
  const restaurants = messageRestaurants(staff, await context.services.staff.restaurantsFor(staff));
  if (!mayReadMessages(staff, restaurants)) throw forbiddenPage(MESSAGES_REFUSED);
  const filter = parseMessagesQuery(new URL(request.url).searchParams);
  // A restaurant the member does not read is as unknown as one that does not exist.
  if (filter.storeId && !restaurants.some((r) => r.storeId === filter.storeId)) throw notFoundPage();
  const list = await fetchMessages(context, staff, filter).catch(throwAsPageError);
  return data<MessagesPage>(
    {
      filter,
      restaurants: restaurants.map(({ storeId, title }) => ({ storeId, title })),
      everyRestaurant: readsHeadOfficeMessages(staff),
      messages: list.map((m) => ({ ...m, href: messageHref(m), receivedLabel: formatLondon(m.receivedAt) })),
    },
    { headers: CONSOLE_HEADERS },
  );
}
