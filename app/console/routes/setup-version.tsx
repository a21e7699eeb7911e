// /console/setup/:storeId/history/:version/: one saved version of the booking setup as a JSON download (decision 025).
import type { Route } from './+types/setup-version';
import { exportSetupVersion } from '../setup/setup-export.server.ts';

export const loader = ({ context, request, params }: Route.LoaderArgs) =>
  exportSetupVersion(context, request, params.storeId, params.version);
