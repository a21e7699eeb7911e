// SQL fragments the report queries share (product.md D12 "Reports"): which statuses
// count as made and as kept, the buckets built from rules/buckets.ts, and the
// rows of a raw query on PGlite and PostgreSQL alike.
import { sql, type SQL } from 'drizzle-orm';
import { LEAD_TIME_EDGES_MINUTES, PARTY_SIZE_CAP } from './rules/buckets.ts';

/** Every booking made: the rates' denominator (held seats, requests and declined enquiries are not bookings). */
export const MADE = sql.raw(`('confirmed', 'seated', 'completed', 'no-show', 'cancelled')`);
/** Made and neither cancelled nor a no-show. */
export const KEPT = sql.raw(`('confirmed', 'seated', 'completed')`);
/** An enquiry or event request that was confirmed at some point (decision 043). */
export const CONVERTED = sql.raw(`('confirmed', 'seated', 'completed', 'no-show')`);

export const textArray = (values: readonly string[]): SQL =>
  values.length
    ? sql`ARRAY[${sql.join(
        values.map((v) => sql`${v}`),
        sql`, `,
      )}]::text[]`
    : sql`ARRAY[]::text[]`;

/** Bookings made by party size, as an int[] of PARTY_SIZE_CAP counts (the last: that many or more). */
export const partySizesArray = (): SQL =>
  sql.raw(
    `ARRAY[${Array.from({ length: PARTY_SIZE_CAP }, (_, i) => `count(*) filter (where b.status in ('confirmed', 'seated', 'completed', 'no-show', 'cancelled') and least(greatest(b.covers, 1), ${PARTY_SIZE_CAP}) = ${i + 1})`).join(', ')}]::int[]`,
  );

/** The London instant a booking starts, less when it was made, in minutes: its lead time. */
const LEAD_MINUTES = `extract(epoch from ((b.date::date + b.starts_at * interval '1 minute') at time zone 'Europe/London') - b.created_at) / 60`;
const LEAD_BUCKET = `width_bucket((${LEAD_MINUTES})::float8, ARRAY[${LEAD_TIME_EDGES_MINUTES.join(', ')}]::float8[])`;

/** Bookings made by lead-time bucket (rules/buckets.ts leadTimeBucket), as an int[]. */
export const leadTimesArray = (): SQL =>
  sql.raw(
    `ARRAY[${Array.from({ length: LEAD_TIME_EDGES_MINUTES.length + 1 }, (_, i) => `count(*) filter (where b.status in ('confirmed', 'seated', 'completed', 'no-show', 'cancelled') and ${LEAD_BUCKET} = ${i})`).join(', ')}]::int[]`,
  );

/** Covers kept by London hour of arrival (a start after midnight belongs to its booking's date). */
export const hourCoversArray = (): SQL =>
  sql.raw(
    `ARRAY[${Array.from({ length: 24 }, (_, h) => `coalesce(sum(b.covers) filter (where b.status in ('confirmed', 'seated', 'completed') and (b.starts_at / 60) % 24 = ${h}), 0)`).join(', ')}]::int[]`,
  );
