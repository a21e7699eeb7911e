// The daily sheet (product.md D8 "telling the restaurant"): at the hour a
// restaurant's settings name (London time), the next day's bookings are
// e-mailed to it through the outbox. Exactly once per restaurant and date,
// however many instances run the job: the outbox row is written in the same
// transaction as the restaurant-date's row in `daily_sheets`, whose primary
// key lets only the first writer through. A sheet missed while every instance
// was down goes out at the next run that day.
import { eq } from 'drizzle-orm';
import type { Restaurant } from '../../contract/content.ts';
import { STATUS_LABELS } from '../../contract/booking-lifecycle.ts';
import { type DiaryBooking } from '../../contract/diary-shapes.ts';
import { addDays, formatLongDate, londonDateOf, londonMinutesOf, parseHhmm, type IsoDate } from '../../contract/london-time.ts';
import type { BookingService } from '../booking/booking-service.ts';
import type { ContentService } from '../content/content-service.ts';
import type { Db } from '../db/client.ts';
import { dailySheets } from '../db/schema.ts';
import { enqueueMail, type OutgoingMail } from '../mail/outbox.ts';
import { dailySheetHtml } from '../mail/templates/daily-sheet-html.tsx';
import { byTime, dayTotals, diaryBooking } from './diary-view.ts';
import { glanceSheetLine } from '../../contract/guest-text.ts';
import type { GuestGlance } from '../../contract/guests.ts';
import type { GuestService } from '../guests/guest-service.ts';

/** On the sheet: what is expected (requests included, so they are chased), not what is over. */
const LISTED = ['requested', 'confirmed', 'held'] as const;

export function dailySheetMail(
  restaurant: Pick<Restaurant, 'title' | 'email'>,
  date: IsoDate,
  list: readonly DiaryBooking[],
  diaryUrl: string,
): OutgoingMail {
  const totals = dayTotals(list);
  const rows = list.map((b) => [
    b.time,
    `${b.firstName} ${b.lastName}`,
    String(b.covers),
    b.tableLabel,
    STATUS_LABELS[b.status],
    b.occasionName,
    b.phone ?? '',
    [glanceSheetLine(b.guest), b.specialRequest, b.staffNote].filter(Boolean).join(' / '),
  ]);
  const summary = `${totals.bookings} booking${totals.bookings === 1 ? '' : 's'}, ${totals.covers} covers${totals.requested ? `, ${totals.requested} request${totals.requested === 1 ? '' : 's'} to answer` : ''}.`;
  const text = [
    `${restaurant.title}: bookings for ${formatLongDate(date)}`,
    summary,
    '',
    ...(rows.length ? rows.map((r) => r.filter(Boolean).join(' · ')) : ['No bookings yet.']),
    '',
    `The diary: ${diaryUrl}`,
  ].join('\n');
  const subject = `Tomorrow at ${restaurant.title}: ${summary}`;
  const html = dailySheetHtml({
    subject,
    heading: `${restaurant.title}: ${formatLongDate(date)}`,
    summary,
    entries: list.map((b) => ({
      time: b.time,
      name: `${b.firstName} ${b.lastName}`,
      details: [`${b.covers} guest${b.covers === 1 ? '' : 's'}`, b.tableLabel, STATUS_LABELS[b.status], b.occasionName, b.phone ?? ''],
      // product.md D12 "In the diary": a line per booking with the guest's tags and allergies.
      notes: [glanceSheetLine(b.guest), b.specialRequest, b.staffNote].filter(Boolean).join(' / '),
    })),
    diaryUrl,
    restaurant: { title: restaurant.title, email: restaurant.email },
  });
  return { kind: 'restaurant-daily-sheet', to: restaurant.email, subject, text: `${text}\n`, html };
}

export interface DailySheetDeps {
  db: Db;
  /** The booking engine's reads: setups, restaurants, a day's bookings and each restaurant's sheet hour. */
  booking: Pick<BookingService, 'setupOf' | 'storeIds' | 'bookingsOn' | 'restaurantSettings'>;
  content: ContentService;
  publicUrl: string;
  now: () => Date;
  /** Decision 044: each booking's guest tags and allergies, for the sheet's line (one query for the day). */
  guests?: Pick<GuestService, 'glanceForSheet'>;
}

export function createDailySheets({ db, booking, content, publicUrl, now, guests }: DailySheetDeps) {
  /** Writes the sheet for one restaurant, unless another run already did; true when this run wrote it. */
  async function send(storeId: string, date: IsoDate): Promise<boolean> {
    const restaurant = await content.restaurantByStoreId(storeId);
    if (!restaurant) return false;
    const setup = await booking.setupOf(storeId);
    const at = now();
    const rows = await booking.bookingsOn(storeId, date, LISTED);
    const glances = guests ? await guests.glanceForSheet(rows.map((r) => r.email)) : new Map<string, GuestGlance>();
    const list = rows
      .map((r) => ({ ...diaryBooking(r, setup, at), guest: glances.get(r.email.trim().toLowerCase()) ?? null }))
      .sort(byTime);
    const diaryUrl = new URL(`/console/diary/${storeId}/?date=${date}`, publicUrl).toString();
    return db.transaction(async (tx) => {
      const claimed = await tx
        .insert(dailySheets)
        .values({ storeId, date, sentAt: at })
        .onConflictDoNothing()
        .returning({ storeId: dailySheets.storeId });
      if (!claimed.length) return false;
      await enqueueMail(tx, dailySheetMail(restaurant, date, list, diaryUrl));
      return true;
    });
  }

  return {
    send,
    /** Every restaurant whose sheet time has come today and whose sheet for tomorrow is not written yet. */
    async runDue(): Promise<number> {
      const at = now();
      const minutes = londonMinutesOf(at);
      const tomorrow = addDays(londonDateOf(at), 1);
      const done = new Set(
        (await db.select({ storeId: dailySheets.storeId }).from(dailySheets).where(eq(dailySheets.date, tomorrow))).map((r) => r.storeId),
      );
      let sent = 0;
      for (const storeId of await booking.storeIds()) {
        if (done.has(storeId)) continue;
        const sheetAt = parseHhmm((await booking.restaurantSettings(storeId)).dailySheetAt ?? '');
        if (sheetAt === null || minutes < sheetAt) continue;
        if (await send(storeId, tomorrow)) sent++;
      }
      return sent;
    },
  };
}

export type DailySheets = ReturnType<typeof createDailySheets>;
