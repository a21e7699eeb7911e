// The console bar's data (product.md D8): who is signed in, and which of the
// sections (console-sections.ts) their role opens; "Diary" opens the diary last
// used (last-diary.server.ts), never one of a restaurant the member may not
// see. Null when signed out, so the sign-in pages show no navigation.
import type { AppLoadContext } from 'react-router';
import { ROLE_LABELS } from '../../contract/staff.ts';
import { can } from '../../server/staff/permissions.ts';
import { currentSession } from './console-session.server.ts';
import { mayListGuests } from '../../server/guests/rules/guest-access.ts';
import { diaryHrefFor } from './last-diary.server.ts';
import { mayReadMessages } from './messages/message-access.server.ts';
import { mayReadMail } from './mail/mail-access.server.ts';
import { studioKindsFor } from './studio/studio-page.server.ts';
import type { ConsoleNavData } from './console-sections.ts';

export async function loadConsoleNav(context: AppLoadContext, request: Request): Promise<ConsoleNavData | null> {
  const session = await currentSession(context, request);
  if (!session) return null;
  const restaurants = await context.services.staff.restaurantsFor(session.staff);
  const diaries = restaurants.filter((r) => can(session.staff, 'diary.view', r.storeId));
  const reportable = restaurants.find((r) => can(session.staff, 'reports.view', r.storeId));
  return {
    name: session.staff.name,
    role: ROLE_LABELS[session.staff.role],
    csrfToken: session.csrfToken,
    diaryHref: diaryHrefFor(request, diaries),
    showDiary: diaries.length > 0,
    showMessages: mayReadMessages(session.staff, restaurants),
    showEvents: context.services.leads.mayWork(session.staff),
    showGuests: mayListGuests(session.staff),
    showStaff: can(session.staff, 'staff.manage'),
    showContent: studioKindsFor(session.staff).length > 0,
    showSegments: can(session.staff, 'segments.export'),
    showPrivacy: can(session.staff, 'privacy.manage'),
    showMail: mayReadMail(session.staff),
    reportsHref: can(session.staff, 'reports.chain') ? '/console/reports/' : reportable ? `/console/reports/${reportable.storeId}/` : null,
  };
}
