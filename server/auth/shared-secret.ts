// A secret every instance agrees on without configuration: generated once and
// kept in the database (an operator may still set it, e.g. TOKEN_SECRET).
import { randomBytes } from 'node:crypto';
import { eq } from 'drizzle-orm';
import type { Db } from '../db/client.ts';
import { appSecrets } from '../db/schema.ts';

export async function sharedSecret(db: Db, name: string, configured?: string): Promise<string> {
  if (configured) return configured;
  // Insert-if-absent, then read: whichever instance wins, all read the same value.
  await db
    .insert(appSecrets)
    .values({ name, value: randomBytes(48).toString('base64url') })
    .onConflictDoNothing();
  const [row] = await db.select({ value: appSecrets.value }).from(appSecrets).where(eq(appSecrets.name, name));
  if (!row) throw new Error(`Secret ${name} could not be stored`);
  return row.value;
}
