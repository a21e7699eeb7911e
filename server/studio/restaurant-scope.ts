// What a restaurant's manager may change in its document (decisions
// 036 "Who" and 054): everything but the parts head office keeps
// (contract/content-studio.ts RESTAURANT_HEAD_OFFICE_PARTS). Pure: the studio
// service checks the document a manager saves, or rolls back to, against the
// one it replaces, whatever the form or the JSON they used.
import type { RestaurantDoc } from '../../contract/content.ts';
import {
  RESTAURANT_HEAD_OFFICE_PARTS,
  STUDIO_MESSAGES,
  type ContentKind,
  type RestaurantHeadOfficePart,
} from '../../contract/content-studio.ts';
import { sameDocument } from '../content/same-document.ts';
import { DomainError } from '../domain/domain-error.ts';
import { can, type Actor } from '../staff/permissions.ts';
import { cleanRichText } from './clean-rich-text.ts';

/** The head-office parts that differ between the two documents, in the list's order; empty when none do. */
export function headOfficeChanges(before: Partial<RestaurantDoc>, after: Partial<RestaurantDoc>): RestaurantHeadOfficePart[] {
  return RESTAURANT_HEAD_OFFICE_PARTS.filter((part) => !sameDocument(before[part] ?? null, after[part] ?? null));
}

/**
 * Refuses (403) a manager's change to a restaurant's head-office parts; the
 * chain's editors change all, and other kinds are not a manager's at all.
 * Both documents are compared as stored (rich text cleaned), so tiles nobody
 * touched are no change.
 */
export function allowParts(actor: Actor, kind: ContentKind, before: unknown, after: unknown): void {
  if (kind !== 'restaurant' || can(actor, 'content.edit')) return;
  const changed = headOfficeChanges(cleanRichText(kind, before) as RestaurantDoc, cleanRichText(kind, after) as RestaurantDoc);
  if (changed.length) throw new DomainError('forbidden', STUDIO_MESSAGES.headOfficeOnly);
}
