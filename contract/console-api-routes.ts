// The console part of the route table (product.md D8, decision 023): signed in by
// the console's session cookie, a change also carrying the session's CSRF
// token in X-CSRF-Token; contract/api-routes.ts holds the whole table.
import { z } from 'zod';
import { okReply } from './api.ts';
import type { ApiRoute } from './api-routes.ts';
import * as forms from './console-forms.ts';
import * as diary from './diary-shapes.ts';
import * as messages from './console-messages.ts';

const tags = ['console'] as const;
/** OpenAPI: the console's cookie, and for a change its CSRF header, instead of the app token. */
export const CONSOLE_SECURITY = [{ consoleSession: [] }] as const;
export const CONSOLE_CHANGE_SECURITY = [{ consoleSession: [], consoleCsrf: [] }] as const;

const id = z.string().regex(/^[\w-]{1,64}$/, 'Unknown id');
const bookingId = z.object({ id });
const storeIdParams = z.object({ storeId: id });
const messageParams = z.object({ kind: z.enum(messages.MESSAGE_KINDS), id });
const read = { method: 'GET', tags, security: CONSOLE_SECURITY } as const;
const change = { method: 'POST', tags, security: CONSOLE_CHANGE_SECURITY } as const;

export const consoleApiRoutes = {
  consoleDiary: {
    ...read,
    path: '/api/console/diary',
    query: forms.diaryQuerySchema,
    reply: okReply(diary.diarySchema),
    summary: 'The diary of a restaurant-day',
  },
  consoleDiaryVersion: {
    ...read,
    path: '/api/console/diary/version',
    query: forms.diaryVersionQuerySchema,
    reply: diary.diaryVersionSchema,
    summary: 'Changes when the day’s bookings change (live refresh)',
  },
  consoleSearch: {
    ...read,
    path: '/api/console/bookings/search',
    query: forms.bookingSearchQuerySchema,
    reply: okReply(z.array(diary.searchHitSchema)),
    summary: 'Search bookings by name, phone, e-mail or reference',
  },
  consoleExport: {
    ...read,
    path: '/api/console/bookings/export.csv',
    query: forms.bookingExportQuerySchema,
    reply: z.string(),
    summary: 'CSV of a date range',
  },
  consoleBooking: {
    ...read,
    path: '/api/console/bookings/:id',
    params: bookingId,
    reply: okReply(diary.bookingDetailSchema),
    summary: 'A booking with its audit log',
  },
  consoleBookingCreate: {
    ...change,
    path: '/api/console/bookings',
    body: z.object({ storeId: id, booking: forms.staffBookingSchema }),
    reply: okReply(diary.diaryBookingSchema),
    summary: 'A phone or walk-in booking (status 9 with a 409 when the table was just taken)',
  },
  consoleBookingStatus: {
    ...change,
    path: '/api/console/bookings/:id/status',
    params: bookingId,
    body: forms.statusChangeSchema,
    reply: okReply(diary.diaryBookingSchema),
    summary: 'Confirm, decline, seat, complete, no-show or cancel',
  },
  consoleBookingMove: {
    ...change,
    path: '/api/console/bookings/:id/move',
    params: bookingId,
    body: forms.bookingMoveSchema,
    reply: okReply(diary.diaryBookingSchema),
    summary: 'Another date, time, table or party size',
  },
  consoleBookingNote: {
    ...change,
    path: '/api/console/bookings/:id/note',
    params: bookingId,
    body: forms.staffNoteSchema,
    reply: okReply(diary.diaryBookingSchema),
    summary: 'The staff note',
  },
  consoleMessages: {
    ...read,
    path: '/api/console/messages',
    query: z.object({ storeId: id.optional(), status: z.enum(['new', 'handled']).optional() }),
    reply: okReply(z.array(messages.messageSummarySchema)),
    summary: 'Contact messages and group enquiries',
  },
  consoleMessage: {
    ...read,
    path: '/api/console/messages/:kind/:id',
    params: messageParams,
    reply: okReply(messages.messageDetailSchema),
    summary: 'A message',
  },
  consoleMessageUpdate: {
    ...change,
    path: '/api/console/messages/:kind/:id',
    params: messageParams,
    body: forms.messageUpdateSchema,
    reply: okReply(messages.messageDetailSchema),
    summary: 'Mark new or handled, with a note',
  },
  consoleAttachment: {
    ...read,
    path: '/api/console/attachments/:id',
    params: bookingId,
    reply: z.string(),
    summary: 'A file a diner attached',
  },
  consoleSettings: {
    ...read,
    path: '/api/console/settings/:storeId',
    params: storeIdParams,
    reply: okReply(forms.restaurantSettingsSchema),
    summary: 'A restaurant’s notices and daily sheet',
  },
  consoleSettingsSave: {
    ...change,
    path: '/api/console/settings/:storeId',
    params: storeIdParams,
    body: forms.settingsSchema,
    reply: okReply(forms.restaurantSettingsSchema),
    summary: 'Save a restaurant’s notices and daily sheet',
  },
} as const satisfies Record<string, ApiRoute>;
