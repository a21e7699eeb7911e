// /console/diary/:storeId/changes/?date=&since=: what changed in the day an open diary shows (decision 066).
import type { Route } from './+types/diary-changes';
import { loadDiaryChanges } from '../diary/diary-changes.server.ts';

export const loader = ({ context, request, params }: Route.LoaderArgs) => loadDiaryChanges(context, request, params.storeId);
