// Importing and exporting booking setups as files (decision 025): a chain keeps
// its real restaurants' setups in version control and loads them with
// `npm run setup -- import FILE`. A file holds one setup document or
// `{ "setups": [ … ] }`; each is validated by the engine's schema and saved
// through the same path as the console (versions, audit log, stranded check).
import type { BookingSetup } from '../../contract/booking-setup.ts';
import type { StrandedBooking } from '../../contract/console-setup.ts';
import type { AuditActor } from '../audit/audit-log.ts';
import { checkSetupDoc, type ConsoleSetup } from './console-setup.ts';

/** Imports and exports from the command line are the operator's: the log names Mesa. */
const OPERATOR: AuditActor = { staffId: null, name: 'Mesa' };

export type ImportOutcome =
  | { storeId: string; outcome: 'saved'; version: number; changes: string[] }
  | { storeId: string; outcome: 'unchanged' }
  | { storeId: string; outcome: 'invalid'; problems: string[] }
  | { storeId: string; outcome: 'strands-bookings'; stranded: StrandedBooking[] };

/** The documents a file holds: one setup, or `{ setups: [...] }`. */
export function documentsOf(file: unknown): unknown[] {
  if (file && typeof file === 'object' && 'setups' in file && Array.isArray(file.setups)) {
    return (file as { setups: unknown[] }).setups;
  }
  return [file];
}

export function exportFile(setups: readonly BookingSetup[]): { setups: BookingSetup[] } {
  return { setups: [...setups] };
}

/**
 * Saves each document over the stored setup of its restaurant. A document that
 * would strand bookings is not saved unless `keepBookings` (the bookings stay;
 * the restaurant deals with them in the diary); a restaurant without a stored
 * setup, or an invalid document, is reported and skipped.
 */
export async function importSetups(
  setups: ConsoleSetup,
  docs: readonly unknown[],
  opts: { keepBookings: boolean },
): Promise<ImportOutcome[]> {
  const outcomes: ImportOutcome[] = [];
  for (const raw of docs) {
    const storeId = raw && typeof raw === 'object' && 'storeId' in raw ? String(raw.storeId) : '(no storeId)';
    const check = checkSetupDoc(storeId, raw);
    if (!check.ok) {
      outcomes.push({ storeId, outcome: 'invalid', problems: check.problems.map((p) => `${p.path || '(document)'}: ${p.message}`) });
      continue;
    }
    let current;
    try {
      current = await setups.current(storeId);
    } catch {
      outcomes.push({ storeId, outcome: 'invalid', problems: ['no restaurant with this storeId has a booking setup'] });
      continue;
    }
    const preview = await setups.preview(storeId, check.doc);
    if (preview.stranded.length && !opts.keepBookings) {
      outcomes.push({ storeId, outcome: 'strands-bookings', stranded: preview.stranded });
      continue;
    }
    if (!preview.changes.length && current.doc.origin === 'operator') {
      outcomes.push({ storeId, outcome: 'unchanged' });
      continue;
    }
    const saved = await setups.save(OPERATOR, storeId, {
      doc: check.doc,
      baseVersion: current.version,
      ...(preview.stranded.length ? { stranded: 'keep' as const } : {}),
    });
    outcomes.push({ storeId, outcome: 'saved', version: saved.version, changes: saved.changes });
  }
  return outcomes;
}
