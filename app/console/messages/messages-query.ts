// The inbox's filter, as the list page's GET form sends it: a restaurant (empty
// for all the member reads) and a status (empty for both). A status the form
// never sends is ignored rather than refused: it is a filter, not an order.
import { z } from 'zod';

export const messagesQuerySchema = z.object({
  storeId: z
    .string()
    .trim()
    .max(64)
    .optional()
    .transform((v) => v || undefined),
  status: z.enum(['new', 'handled']).optional().catch(undefined),
});
export interface MessagesQuery {
  storeId?: string | undefined;
  status?: 'new' | 'handled' | undefined;
}

export const parseMessagesQuery = (params: URLSearchParams): MessagesQuery =>
  messagesQuerySchema.parse({ storeId: params.get('storeId') ?? undefined, status: params.get('status') ?? undefined });

/** The list's address for a filter (the home's "3 new" links use it too). */
export function messagesHref({ storeId, status }: MessagesQuery = {}): string {
  const params = new URLSearchParams();
  if (storeId) params.set('storeId', storeId);
  if (status) params.set('status', status);
  const query = params.toString();
  return `/console/messages/${query ? `?${query}` : ''}`;
}
