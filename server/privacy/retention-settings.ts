// The chain's retention settings (decision 045): one row, the defaults until a chain admin saves.
import { eq } from 'drizzle-orm';
import { RETENTION_DEFAULTS, type RetentionDays } from '../../contract/retention.ts';
import type { Runner } from '../db/runner.ts';
import { retentionSettings } from '../db/schema.ts';

const ROW = 'chain';

export async function readRetention(runner: Runner): Promise<RetentionDays> {
  const [row] = await runner.select().from(retentionSettings).where(eq(retentionSettings.id, ROW));
  if (!row) return RETENTION_DEFAULTS;
  return {
    messagesDays: row.messagesDays,
    uploadsDays: row.uploadsDays,
    cancelledBookingsDays: row.cancelledBookingsDays,
    sentMailDays: row.sentMailDays,
  };
}

export async function saveRetention(runner: Runner, days: RetentionDays, at: Date): Promise<void> {
  await runner
    .insert(retentionSettings)
    .values({ id: ROW, ...days, updatedAt: at })
    .onConflictDoUpdate({ target: retentionSettings.id, set: { ...days, updatedAt: at } });
}
