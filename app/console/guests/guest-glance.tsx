// A guest at a glance beside their booking (product.md D12 "In the diary"): tags as
// badges (what they cannot eat first, marked), allergies, visits and no-shows.
// Plain text too, so it prints on the day sheet and reads aloud in order.
import type { GuestGlance } from '../../../contract/guests.ts';
import { glanceCounts, isAllergyTag } from '../../../contract/guest-text.ts';
import styles from './guests.module.css';

export function GuestTags({ tags }: { tags: readonly string[] }) {
  if (!tags.length) return null;
  return (
    <ul className={styles.tags} aria-label="Guest tags">
      {tags.map((tag) => (
        <li key={tag} className={isAllergyTag(tag) ? styles.allergyTag : styles.tag}>
          {tag}
        </li>
      ))}
    </ul>
  );
}

export function GuestGlanceLine({ guest }: { guest: GuestGlance | null | undefined }) {
  if (!guest) return null;
  return (
    <div className={styles.glance}>
      <GuestTags tags={guest.tags} />
      {guest.allergies && (
        <p className={styles.allergies}>
          <strong>Allergies:</strong> {guest.allergies}
        </p>
      )}
      <p className={styles.counts}>{glanceCounts(guest)}</p>
    </div>
  );
}
