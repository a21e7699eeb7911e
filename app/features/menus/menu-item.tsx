// One dish on a menu page: its tile, name, dietary tags, a sold-out label when
// the restaurant has run out tonight, its description, the allergens it
// contains (product.md D9) and its options with £ prices.
import { DIETARY_TAGS } from '../../../contract/content-constants.ts';
import { formatPence } from '../../../contract/money.ts';
import { allergenWords, TAG_CODES } from './dietary-tags.ts';
import { dishArt } from './dish-art.ts';
import { DishTile } from './dish-sprite.tsx';
import type { ServedItem } from './menu-availability.ts';
import styles from './menu-view.module.css';

export function MenuItem({ item, sectionName, heading: Heading }: { item: ServedItem; sectionName: string; heading: 'h3' | 'h4' }) {
  return (
    <li className={styles.item} data-dietary={item.dietaryTags.map((t) => t.id).join(' ')} data-allergens={item.allergens.join(' ')}>
      <DishTile {...dishArt(item, sectionName)} />
      <div className={styles.itemHead}>
        <Heading className={styles.itemName}>{item.name}</Heading>
        {item.dietaryTags.length > 0 && (
          <ul className={styles.tags} aria-label="Dietary">
            {item.dietaryTags.map((t) => (
              <li key={t.id} className={styles.tag} data-tag={t.id}>
                <span aria-hidden="true">{TAG_CODES[t.id]}</span>
                <span className="visually-hidden">{DIETARY_TAGS[t.id]}</span>
              </li>
            ))}
          </ul>
        )}
        {item.soldOut && <strong className={styles.soldOut}>Sold out tonight</strong>}
      </div>
      {item.description && <p className={styles.description}>{item.description}</p>}
      {item.allergens.length > 0 && (
        <p className={styles.allergens}>
          <span className={styles.allergensLabel}>Contains:</span> {allergenWords(item.allergens)}
        </p>
      )}
      <ul className={styles.options}>
        {item.options.map((o) => (
          <li key={o.name + o.price}>
            {o.name && <span>{o.name}</span>} <strong>{formatPence(o.price)}</strong>
          </li>
        ))}
      </ul>
    </li>
  );
}
