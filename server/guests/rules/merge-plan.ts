// Merging duplicate profiles (product.md D12 "Guest profiles": the console can merge
// duplicates, and can undo a merge). Pure. The kept profile gains the other's
// addresses (so its bookings), tags and notes; allergies and dietary notes are
// joined, never dropped: what one visit said a guest cannot eat must survive.
// A merge records what it changed, so its undo puts back exactly that, and
// leaves alone what staff changed since.
export interface MergeFields {
  allergies: string;
  dietaryNotes: string;
  phone: string | null;
}

export interface MergeSide extends MergeFields {
  tags: readonly string[];
  emails: readonly string[];
}

export interface MergePlan {
  emails: string[];
  tagsAdded: string[];
  before: MergeFields;
  after: MergeFields;
}

/** Both texts, once each: "peanuts; shellfish". */
export function joinText(kept: string, merged: string): string {
  const a = kept.trim();
  const b = merged.trim();
  if (!b || a.toLowerCase().includes(b.toLowerCase())) return a;
  if (!a || b.toLowerCase().includes(a.toLowerCase())) return b;
  return `${a}; ${b}`;
}

export function mergePlan(kept: MergeSide, merged: MergeSide): MergePlan {
  const before: MergeFields = { allergies: kept.allergies, dietaryNotes: kept.dietaryNotes, phone: kept.phone };
  return {
    emails: [...merged.emails],
    tagsAdded: merged.tags.filter((t) => !kept.tags.includes(t)),
    before,
    after: {
      allergies: joinText(kept.allergies, merged.allergies),
      dietaryNotes: joinText(kept.dietaryNotes, merged.dietaryNotes),
      phone: kept.phone ?? merged.phone,
    },
  };
}

/** The kept profile's fields after an undo: each back as it was, unless staff changed it since the merge. */
export function fieldsAfterUndo(current: MergeFields, plan: Pick<MergePlan, 'before' | 'after'>): MergeFields {
  const pick = <K extends keyof MergeFields>(k: K): MergeFields[K] => (current[k] === plan.after[k] ? plan.before[k] : current[k]);
  return { allergies: pick('allergies'), dietaryNotes: pick('dietaryNotes'), phone: pick('phone') };
}
