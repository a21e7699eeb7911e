// The append-only audit log (product.md D8 server/audit): who changed what, when,
// from what to what. Written in the same transaction as the change it
// describes, so a change never lands without its entry; never updated.
import { randomUUID } from 'node:crypto';
import { and, asc, eq } from 'drizzle-orm';
import type { AuditEntry } from '../../contract/diary-shapes.ts';
import type { Runner } from '../db/runner.ts';
import { auditLog } from '../db/schema.ts';

/**
 * 'person': decision 045's export and erasure of everything held about someone (the entity id is the request's, never the address).
 * 'mail': product.md D13's mail log, a chain admin reading or resending an outbox mail (the entity id is the mail's).
 * 'waitlist': decision 050's waitlist entries (joined, offered, claimed, told their table is ready, seated, removed).
 */
export type AuditEntity =
  'booking' | 'message' | 'settings' | 'staff' | 'setup' | 'content' | 'guest' | 'person' | 'mail' | 'waitlist' | 'lead';

/** Who acted: a staff member, the diner (online), an event's client on their proposal's page (decision 078), or Mesa itself (jobs). */
export type AuditActor = { staffId: string; name: string } | { staffId: null; name: 'Diner' | 'Client' | 'Mesa' | 'Content import (CLI)' };

export interface AuditRecord {
  actor: AuditActor;
  at: Date;
  storeId: string | null;
  entity: AuditEntity;
  entityId: string;
  /** 'created', 'confirm', 'move', 'note', 'settings'… */
  action: string;
  before?: Record<string, unknown> | null;
  after?: Record<string, unknown> | null;
  reason?: string | null;
}

/** Only the fields that changed, on both sides: the log reads "time: 19:00 → 20:00". */
export function changedFields(before: Record<string, unknown>, after: Record<string, unknown>) {
  const keys = Object.keys(after).filter((k) => JSON.stringify(before[k]) !== JSON.stringify(after[k]));
  return {
    before: Object.fromEntries(keys.map((k) => [k, before[k] ?? null])),
    after: Object.fromEntries(keys.map((k) => [k, after[k] ?? null])),
  };
}

export async function recordAudit(tx: Runner, r: AuditRecord): Promise<void> {
  await auditInsert(tx, r);
}

/** The audit row for `r`, built and not yet run: to send with other writes in one statement (server/db/write-together.ts). */
export function auditInsert(tx: Runner, r: AuditRecord) {
  return tx.insert(auditLog).values({
    id: randomUUID(),
    at: r.at,
    staffId: r.actor.staffId,
    actor: r.actor.name,
    storeId: r.storeId,
    entity: r.entity,
    entityId: r.entityId,
    action: r.action,
    before: r.before ?? null,
    after: r.after ?? null,
    reason: r.reason ?? null,
  });
}

/** An entity's history, oldest first. */
export async function auditTrail(runner: Runner, entity: AuditEntity, entityId: string): Promise<AuditEntry[]> {
  const rows = await runner
    .select({
      at: auditLog.at,
      actor: auditLog.actor,
      action: auditLog.action,
      before: auditLog.before,
      after: auditLog.after,
      reason: auditLog.reason,
    })
    .from(auditLog)
    .where(and(eq(auditLog.entity, entity), eq(auditLog.entityId, entityId)))
    .orderBy(asc(auditLog.at), asc(auditLog.id));
  return rows.map((r) => ({ ...r, at: r.at.toISOString() }));
}
