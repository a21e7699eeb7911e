// A restaurant's console settings (product.md D8 "telling the restaurant"):
// whether every online booking and cancellation is e-mailed to it, and when
// the next day's sheet goes out. Defaults until a manager saves; reads are
// cached briefly on each instance (a save clears this instance's copy).
import { eq } from 'drizzle-orm';
import type { RestaurantSettings } from '../../contract/console-forms.ts';
import { recordAudit, type AuditActor } from '../audit/audit-log.ts';
import type { Db } from '../db/client.ts';
import type { Runner } from '../db/runner.ts';
import { restaurantSettings } from '../db/schema.ts';
import { createReadCache } from '../db/read-cache.ts';
import { DEFAULT_PIN_WITHIN_MINUTES } from './rules/reseat-day.ts';

export const DEFAULT_DAILY_SHEET_AT = '16:00';
/** Decision 078: the UK's standard rate, until a manager sets the restaurant's own. */
export const DEFAULT_EVENT_VAT_PERCENT = 20;

export function createRestaurantSettings(db: Db, cacheMs = 5000) {
  const cache = createReadCache<RestaurantSettings>(cacheMs);
  const read = (storeId: string) =>
    cache.get(storeId, async () => {
      const [row] = await db
        .select({
          noticeEveryBooking: restaurantSettings.noticeEveryBooking,
          dailySheetAt: restaurantSettings.dailySheetAt,
          weeklySummary: restaurantSettings.weeklySummary,
          pinWithinMinutes: restaurantSettings.pinWithinMinutes,
          eventVatPercent: restaurantSettings.eventVatPercent,
          yieldRule: restaurantSettings.yieldRule,
        })
        .from(restaurantSettings)
        .where(eq(restaurantSettings.storeId, storeId));
      return {
        storeId,
        noticeEveryBooking: row?.noticeEveryBooking ?? false,
        dailySheetAt: row ? row.dailySheetAt : DEFAULT_DAILY_SHEET_AT,
        weeklySummary: row?.weeklySummary ?? true,
        pinWithinMinutes: row?.pinWithinMinutes ?? DEFAULT_PIN_WITHIN_MINUTES,
        eventVatPercent: row?.eventVatPercent ?? DEFAULT_EVENT_VAT_PERCENT,
        // Decision 075: on by default.
        yieldRule: row?.yieldRule ?? true,
      };
    });
  async function write(tx: Runner, settings: RestaurantSettings, at: Date): Promise<void> {
    const values = {
      noticeEveryBooking: settings.noticeEveryBooking,
      dailySheetAt: settings.dailySheetAt,
      weeklySummary: settings.weeklySummary,
      pinWithinMinutes: settings.pinWithinMinutes,
      eventVatPercent: settings.eventVatPercent,
      yieldRule: settings.yieldRule,
      updatedAt: at,
    };
    await tx
      .insert(restaurantSettings)
      .values({ storeId: settings.storeId, ...values })
      .onConflictDoUpdate({ target: restaurantSettings.storeId, set: values });
  }
  return {
    read,
    /** A manager's save, with its audit entry in the same transaction; this instance reads it afresh at once. */
    async save(actor: AuditActor, after: RestaurantSettings, at: Date): Promise<RestaurantSettings> {
      const before = await read(after.storeId);
      await db.transaction(async (tx) => {
        await write(tx, after, at);
        await recordAudit(tx, {
          actor,
          at,
          storeId: after.storeId,
          entity: 'settings',
          entityId: after.storeId,
          action: 'settings',
          before: {
            noticeEveryBooking: before.noticeEveryBooking,
            dailySheetAt: before.dailySheetAt,
            weeklySummary: before.weeklySummary,
            pinWithinMinutes: before.pinWithinMinutes,
            eventVatPercent: before.eventVatPercent,
            yieldRule: before.yieldRule,
          },
          after: {
            noticeEveryBooking: after.noticeEveryBooking,
            dailySheetAt: after.dailySheetAt,
            weeklySummary: after.weeklySummary,
            pinWithinMinutes: after.pinWithinMinutes,
            eventVatPercent: after.eventVatPercent,
            yieldRule: after.yieldRule,
          },
        });
      });
      cache.delete(after.storeId);
      return after;
    },
  };
}

export type RestaurantSettingsStore = ReturnType<typeof createRestaurantSettings>;
