// What an acceptance names (decision 078): the SHA-256 of a proposal's version and terms in one canonical text.
import { createHash } from 'node:crypto';
import type { ProposalTerms } from '../../contract/event-proposals.ts';

/** Canonical JSON: keys sorted at every depth, so one set of terms has one text and one hash. */
export function canonical(value: unknown): string {
  if (Array.isArray(value)) return `[${value.map(canonical).join(',')}]`;
  if (value !== null && typeof value === 'object') {
    const entries = Object.entries(value as Record<string, unknown>).filter(([, v]) => v !== undefined);
    entries.sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0));
    return `{${entries.map(([k, v]) => `${JSON.stringify(k)}:${canonical(v)}`).join(',')}}`;
  }
  return JSON.stringify(value);
}

/** The SHA-256 of a proposal's terms and version: what an acceptance names, so a later edit is never accepted by an earlier signature. */
export function proposalHash(version: number, terms: ProposalTerms): string {
  return createHash('sha256').update(canonical({ version, terms })).digest('hex');
}
