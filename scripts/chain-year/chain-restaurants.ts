// The generated chain's restaurants (product.md D12 "Fast at chain scale", decision 065): each a whole restaurant
// document and booking setup, copied from the demo chain's first restaurant under its own storeId, slug, title and
// e-mail, so the console opens its reports and diary as it opens any restaurant's. They are written as an operator
// adds a restaurant (a studio version, an operator's setup), so a start-up seed keeps them: the seed removes only
// documents the pack put there (decision 061: a deploy never overwrites what an operator made).
import type { BookingSetup } from '../../contract/booking-setup.ts';
import type { RestaurantDoc } from '../../contract/content.ts';
import { appendVersion } from '../../server/content/content-versions.ts';
import { writeLiveDocument } from '../../server/content/live-documents.ts';
import type { Runner } from '../../server/db/runner.ts';
import { bookingSetups } from '../../server/db/schema.ts';

export const GENERATOR_ACTOR = 'scripts/generate-chain-year.ts';

export interface ChainRestaurant {
  doc: RestaurantDoc;
  setup: BookingSetup;
}

/** Pure: the generated restaurants, one per storeId, each a copy of the template with its own names. */
export function chainRestaurants(template: RestaurantDoc, setup: BookingSetup, storeIds: readonly string[]): ChainRestaurant[] {
  return storeIds.map((storeId) => ({
    doc: {
      ...template,
      storeId,
      bookATableWidgetId: `chain-${storeId}`,
      slug: `chain-${storeId}`,
      city: `town-${storeId}`,
      title: `Restaurant ${storeId}`,
      email: `restaurant${storeId}@example.com`,
    },
    setup: { ...setup, storeId, origin: 'operator' },
  }));
}

/** Writes them as an operator would: the live document, its studio version, and the booking setup. */
export async function writeChainRestaurants(runner: Runner, restaurants: readonly ChainRestaurant[], now: Date): Promise<void> {
  for (const { doc, setup } of restaurants) {
    await writeLiveDocument(runner, 'restaurant', doc, now);
    await appendVersion(runner, {
      kind: 'restaurant',
      docId: doc.storeId,
      doc,
      origin: 'studio',
      at: now,
      staffId: null,
      actor: GENERATOR_ACTOR,
      summary: 'A generated restaurant for the reports bench',
    });
    await runner
      .insert(bookingSetups)
      .values({ storeId: setup.storeId, doc: setup })
      .onConflictDoUpdate({ target: bookingSetups.storeId, set: { doc: setup, updatedAt: now } });
  }
}
