// The signed view-and-cancel link of a confirmation e-mail (issue 6; SPEC §6:
// no login): the page's loader and action, through the booking service in the
// load context. The service verifies the token's signature (booking-links.ts)
// and the cancelling rules; what it refuses is a message on the page.
import { data, type AppLoadContext } from 'react-router';
import type { z } from 'zod';
import type { managedBookingSchema } from '../../../contract/booking.ts';
import type { DomainErrorKind } from '../../../server/domain/domain-error.ts';
import { STATUS_OF_KIND } from '../../../server/api/domain-error-reply.ts';

export type ManagedBooking = z.infer<typeof managedBookingSchema>;
export type ManagePage = { booking: ManagedBooking; error: null } | { booking: null; error: string };

export const INCOMPLETE_LINK = 'This link is not complete. Please use the link in your confirmation e-mail.';

/** GET /manage-booking/?token=…: the booking the signed link names. */
export function loadManagedBooking(context: AppLoadContext, request: Request) {
  const token = new URL(request.url).searchParams.get('token');
  return answer(token, (t) => context.services.booking.manage(t));
}

/** The page's Cancel button posts the same token; a second post changes nothing. */
export async function cancelManagedBooking(context: AppLoadContext, request: Request) {
  const token = (await request.formData().catch(() => new FormData())).get('token');
  return answer(typeof token === 'string' ? token : null, (t) => context.services.booking.cancel(t));
}

async function answer(token: string | null, call: (token: string) => Promise<ManagedBooking>) {
  if (!token) return data<ManagePage>({ booking: null, error: INCOMPLETE_LINK }, { status: 400 });
  try {
    return data<ManagePage>({ booking: await call(token), error: null });
  } catch (err) {
    const refusal = refusalOf(err);
    if (!refusal) throw err;
    return data<ManagePage>({ booking: null, error: refusal.message }, { status: refusal.status });
  }
}

/**
 * A domain error's message is the diner's to read (server/domain/domain-error.ts).
 * Matched by name, not instanceof: the page build holds its own copy of the class.
 */
function refusalOf(err: unknown): { status: number; message: string } | null {
  if (!(err instanceof Error) || err.name !== 'DomainError') return null;
  const kind = (err as { kind?: unknown }).kind;
  if (typeof kind !== 'string' || !(kind in STATUS_OF_KIND)) return null;
  return { status: STATUS_OF_KIND[kind as DomainErrorKind], message: err.message };
}
