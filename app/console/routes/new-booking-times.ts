// /console/diary/:storeId/new/times/?date=&adults=&children=&occasionId=&areaId=: the
// times the engine offers a phone booking, as JSON (product.md D8).
import type { Route } from './+types/new-booking-times';
import { loadStaffTimes } from '../diary/new-booking.server.ts';

export const loader = ({ context, request, params }: Route.LoaderArgs) => loadStaffTimes(context, request, params.storeId);
