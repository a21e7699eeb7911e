// The weekly summary (product.md D12 "Reports"): each Monday from 07:00 London, the
// week just ended is e-mailed to every manager of each restaurant whose settings
// ask for it (on by default, decision 043), beside the week before. Exactly once
// per restaurant and week however many instances run the job: the outbox rows
// are written in the same transaction as the restaurant-week's row in
// `weekly_summaries`, whose primary key lets only the first writer through (as
// the daily sheet, server/console/daily-sheet.ts).
import { and, eq } from 'drizzle-orm';
import { addDays, formatLongDate, type IsoDate } from '../../contract/london-time.ts';
import type { Report } from '../../contract/reports.ts';
import type { ContentService } from '../content/content-service.ts';
import type { Db } from '../db/client.ts';
import { restaurantSettings, staff, staffRestaurants, weeklySummaries } from '../db/schema.ts';
import { enqueueMail, type OutgoingMail } from '../mail/outbox.ts';
import { weeklySummaryHtml } from '../mail/templates/weekly-summary-html.tsx';
import type { ReportService } from './report-service.ts';
import { compareWeeks, lastWeekStart } from './rules/weekly-comparison.ts';

export function weeklySummaryMail(
  restaurant: { title: string; email: string },
  to: string,
  weekStart: IsoDate,
  thisWeek: Report,
  lastWeek: Report,
  reportUrl: string,
): OutgoingMail {
  const figures = compareWeeks(thisWeek, lastWeek);
  const covers = figures[0]!;
  const heading = `${restaurant.title}: the week from ${formatLongDate(weekStart)}`;
  const summary = `${covers.thisWeek} covers, ${covers.change} on the week before.`;
  const subject = `Your week at ${restaurant.title}: ${summary}`;
  const text = [
    heading,
    summary,
    '',
    ...figures.map((f) => `${f.label}: ${f.thisWeek} (the week before ${f.lastWeek}; ${f.change})`),
    '',
    `The week's report: ${reportUrl}`,
  ].join('\n');
  const html = weeklySummaryHtml({ subject, heading, summary, figures, reportUrl, restaurant });
  return { kind: 'restaurant-weekly-summary', to, subject, text: `${text}\n`, html };
}

export interface WeeklySummaryDeps {
  db: Db;
  reports: Pick<ReportService, 'report'>;
  content: Pick<ContentService, 'restaurantByStoreId' | 'restaurantSummaries'>;
  publicUrl: string;
  now: () => Date;
}

export function createWeeklySummaries({ db, reports, content, publicUrl, now }: WeeklySummaryDeps) {
  /** The enabled managers of a restaurant: whom its summary goes to. */
  const managersOf = async (storeId: string) =>
    (
      await db
        .select({ email: staff.email })
        .from(staff)
        .innerJoin(staffRestaurants, eq(staffRestaurants.staffId, staff.id))
        .where(and(eq(staffRestaurants.storeId, storeId), eq(staff.role, 'manager'), eq(staff.disabled, false)))
    ).map((r) => r.email);

  const wantsSummary = async (storeId: string) => {
    const [row] = await db
      .select({ on: restaurantSettings.weeklySummary })
      .from(restaurantSettings)
      .where(eq(restaurantSettings.storeId, storeId));
    return row?.on ?? true;
  };

  /** Writes the week's summary for one restaurant, unless another run already did; true when this run wrote it. */
  async function send(storeId: string, weekStart: IsoDate): Promise<boolean> {
    const restaurant = await content.restaurantByStoreId(storeId);
    if (!restaurant) return false;
    const to = await managersOf(storeId);
    const range = { from: weekStart, to: addDays(weekStart, 6) };
    const thisWeek = await reports.report({ storeId }, range);
    const lastWeek = await reports.report({ storeId }, { from: addDays(weekStart, -7), to: addDays(weekStart, -1) });
    const reportUrl = new URL(`/console/reports/${storeId}/?from=${range.from}&to=${range.to}`, publicUrl).toString();
    return db.transaction(async (tx) => {
      const claimed = await tx
        .insert(weeklySummaries)
        .values({ storeId, weekStart, sentAt: now() })
        .onConflictDoNothing()
        .returning({ storeId: weeklySummaries.storeId });
      if (!claimed.length) return false;
      for (const address of to) await enqueueMail(tx, weeklySummaryMail(restaurant, address, weekStart, thisWeek, lastWeek, reportUrl));
      return true;
    });
  }

  return {
    send,
    /** Every restaurant whose summary of the week just ended is not written yet (none before Monday 07:00). */
    async runDue(): Promise<number> {
      const weekStart = lastWeekStart(now());
      const done = new Set(
        (await db.select({ storeId: weeklySummaries.storeId }).from(weeklySummaries).where(eq(weeklySummaries.weekStart, weekStart))).map(
          (r) => r.storeId,
        ),
      );
      let sent = 0;
      for (const { storeId } of await content.restaurantSummaries()) {
        if (done.has(storeId) || !(await wantsSummary(storeId))) continue;
        if (await send(storeId, weekStart)) sent++;
      }
      return sent;
    },
  };
}

export type WeeklySummaries = ReturnType<typeof createWeeklySummaries>;
