// A restaurant's console settings (DESIGN §8 "telling the restaurant"):
// whether every online booking and cancellation is e-mailed to it, and when
// the next day's sheet goes out. Defaults until a manager saves; reads are
// cached briefly on each instance (a save clears this instance's copy).
import { eq } from 'drizzle-orm';
import type { RestaurantSettings } from '../../contract/console.ts';
import type { Db } from '../db/client.ts';
import type { Runner } from '../db/runner.ts';
import { restaurantSettings } from '../db/schema.ts';
import { createReadCache } from './read-cache.ts';

export const DEFAULT_DAILY_SHEET_AT = '16:00';

export function createRestaurantSettings(db: Db, cacheMs = 5000) {
  const cache = createReadCache<RestaurantSettings>(cacheMs);
  const read = (storeId: string) =>
    cache.get(storeId, async () => {
      const [row] = await db
        .select({ noticeEveryBooking: restaurantSettings.noticeEveryBooking, dailySheetAt: restaurantSettings.dailySheetAt })
        .from(restaurantSettings)
        .where(eq(restaurantSettings.storeId, storeId));
      return {
        storeId,
        noticeEveryBooking: row?.noticeEveryBooking ?? false,
        dailySheetAt: row ? row.dailySheetAt : DEFAULT_DAILY_SHEET_AT,
      };
    });
  return {
    read,
    async write(tx: Runner, settings: RestaurantSettings, at: Date): Promise<void> {
      const values = { noticeEveryBooking: settings.noticeEveryBooking, dailySheetAt: settings.dailySheetAt, updatedAt: at };
      await tx
        .insert(restaurantSettings)
        .values({ storeId: settings.storeId, ...values })
        .onConflictDoUpdate({ target: restaurantSettings.storeId, set: values });
    },
    forget: (storeId: string) => cache.delete(storeId),
  };
}

export type RestaurantSettingsStore = ReturnType<typeof createRestaurantSettings>;
