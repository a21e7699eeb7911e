// /console/setup/:storeId/export/: the restaurant's booking setup as a JSON download (decision 025).
import type { Route } from './+types/setup-export';
import { exportSetup } from '../setup/setup-export.server.ts';

export const loader = ({ context, request, params }: Route.LoaderArgs) => exportSetup(context, request, params.storeId);
