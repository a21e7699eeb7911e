// /console/setup/export/: every booking setup the member may edit, as one JSON download (decision 025).
import type { Route } from './+types/setup-export-all';
import { exportAllSetups } from '../setup/setup-export.server.ts';

export const loader = ({ context, request }: Route.LoaderArgs) => exportAllSetups(context, request);
