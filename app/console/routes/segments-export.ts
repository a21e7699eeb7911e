// /console/segments/export/?<filters>: the segment as CSV, for marketing and chain admins (decision 045).
import type { Route } from './+types/segments-export';
import { exportSegment } from '../privacy/segments-page.server.ts';

export const loader = ({ context, request }: Route.LoaderArgs) => exportSegment(context, request);
