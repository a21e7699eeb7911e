// Reads a member's inbox through the console service, which scopes it to the
// restaurants the member reads (head office's too, for a chain admin) and
// checks a chosen restaurant itself (product.md D8).
import type { AppLoadContext } from 'react-router';
import type { MessageSummary } from '../../../contract/console-messages.ts';
import type { StaffMember } from '../../../server/staff/staff-repository.ts';

export interface InboxFilter {
  storeId?: string | undefined;
  status?: 'new' | 'handled' | undefined;
}

/** The messages matching `filter`, newest first (the service returns at most its list limit). */
export const fetchMessages = (context: AppLoadContext, staff: StaffMember, filter: InboxFilter): Promise<MessageSummary[]> =>
  context.services.console.messages(staff, {
    ...(filter.storeId ? { storeId: filter.storeId } : {}),
    ...(filter.status ? { status: filter.status } : {}),
  });
