// The console's data-rights, segment and retention work (decision 045), each call
// checked against the member's role again (the pages check first): a chain
// admin finds, exports and erases a person and sets retention; marketing and
// chain admins count and export segments. Every export and erasure is audited.
import { randomUUID } from 'node:crypto';
import type { PersonSummary } from '../../contract/people.ts';
import type { RetentionDays } from '../../contract/retention.ts';
import type { SegmentFilters } from '../../contract/segments.ts';
import { auditInsert, changedFields } from '../audit/audit-log.ts';
import type { ContentService } from '../content/content-service.ts';
import { readSiteName } from '../content/site-name.ts';
import type { Db } from '../db/client.ts';
import { DomainError } from '../domain/domain-error.ts';
import { can, type ChainAction } from '../staff/permissions.ts';
import type { StaffMember } from '../staff/staff-repository.ts';
import { consentHistory, currentConsent } from '../consent/consent.ts';
import { erasePerson, type ErasureResult } from './person-erasure.ts';
import { collectPerson, exportZip, holdingCounts } from './person-export.ts';
import { readRetention, saveRetention } from './retention-settings.ts';
import { segmentCount, segmentCsv, segmentMembers } from './segments.ts';

const actorOf = (staff: StaffMember) => ({ staffId: staff.id, name: staff.name });

function allow(staff: StaffMember, action: ChainAction) {
  if (!can(staff, action)) throw new DomainError('forbidden', 'Your role cannot do this');
}

export function createPrivacyService(deps: { db: Db; content: ContentService; clock: () => Date }) {
  const { db, clock } = deps;
  const titles = async () => new Map((await deps.content.restaurantSummaries()).map((r) => [r.storeId, r.title]));
  return {
    async find(staff: StaffMember, email: string): Promise<PersonSummary> {
      allow(staff, 'privacy.manage');
      const { data } = await collectPerson(db, email, clock());
      const history = await consentHistory(db, email);
      return { email: data.email, counts: holdingCounts(data), consent: currentConsent(history), consentHistory: history };
    },

    /** The ZIP of everything held (person-export.ts), its download name, and an audit entry naming the address. */
    async export(staff: StaffMember, email: string): Promise<{ filename: string; zip: Uint8Array }> {
      allow(staff, 'privacy.manage');
      const at = clock();
      const { data, files } = await collectPerson(db, email, at);
      const zip = exportZip(data, files, (await readSiteName(deps.content)) ?? 'Casa Lumbre');
      // The address is in the entry until the person is erased, which scrubs it (person-records.ts finds it).
      await auditInsert(db, {
        actor: actorOf(staff),
        at,
        storeId: null,
        entity: 'person',
        entityId: randomUUID(),
        action: 'exported',
        after: { email: data.email, rows: holdingCounts(data) },
      });
      return { filename: `mesa-export-${at.toISOString().slice(0, 10)}.zip`, zip };
    },

    async erase(staff: StaffMember, email: string): Promise<ErasureResult> {
      allow(staff, 'privacy.manage');
      return erasePerson(db, email, actorOf(staff), clock());
    },

    async segmentCount(staff: StaffMember, filters: SegmentFilters): Promise<number> {
      allow(staff, 'segments.export');
      return segmentCount(db, filters, clock());
    },

    async segmentCsv(staff: StaffMember, filters: SegmentFilters): Promise<string> {
      allow(staff, 'segments.export');
      const names = await titles();
      return segmentCsv(await segmentMembers(db, filters, clock()), (id) => names.get(id) ?? id);
    },

    async retention(staff: StaffMember): Promise<RetentionDays> {
      allow(staff, 'settings.edit');
      return readRetention(db);
    },

    async saveRetention(staff: StaffMember, days: RetentionDays): Promise<void> {
      allow(staff, 'settings.edit');
      const at = clock();
      await db.transaction(async (tx) => {
        const before = await readRetention(tx);
        await saveRetention(tx, days, at);
        const change = changedFields({ ...before }, { ...days });
        if (Object.keys(change.after).length)
          await auditInsert(tx, {
            actor: actorOf(staff),
            at,
            storeId: null,
            entity: 'settings',
            entityId: 'retention',
            action: 'retention',
            ...change,
          });
      });
    },
  };
}

export type PrivacyService = ReturnType<typeof createPrivacyService>;
