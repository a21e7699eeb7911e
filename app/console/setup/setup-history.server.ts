// /console/setup/:storeId/history/: every saved version of the setup (decision 025).
import { data, type AppLoadContext } from 'react-router';
import type { SetupVersionSummary } from '../../../contract/console-setup.ts';
import { CONSOLE_HEADERS } from '../console-http.ts';
import { throwAsPageError } from '../form-kit/console-refusal.server.ts';
import { requireSession } from '../console-session.server.ts';
import { requireSetupEditor } from './setup-save.server.ts';

export interface SetupHistoryPage {
  csrfToken: string;
  restaurant: { storeId: string; slug: string; title: string };
  version: number;
  versions: SetupVersionSummary[];
}

export async function loadSetupHistory(context: AppLoadContext, request: Request, storeId: string) {
  const session = await requireSession(context, request);
  await requireSetupEditor(context, session.staff, storeId);
  const [view, versions] = await Promise.all([
    context.services.console.setup(session.staff, storeId),
    context.services.console.setupHistory(session.staff, storeId),
  ]).catch(throwAsPageError);
  return data<SetupHistoryPage>(
    { csrfToken: session.csrfToken, restaurant: view.restaurant, version: view.version, versions },
    { headers: CONSOLE_HEADERS },
  );
}
