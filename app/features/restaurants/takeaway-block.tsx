// product.md §2 takeaway block: buttons for the delivery partners, and a services
// dropdown (click and collect, delivery) built on <details>.
import type { Restaurant } from '../../../contract/content.ts';
import styles from './restaurant-page.module.css';

export function TakeawayBlock({ restaurant: r }: { restaurant: Restaurant }) {
  const services = [
    ...(r.clickCollect.enabled && r.clickCollect.url ? [{ name: 'Click & collect', url: r.clickCollect.url }] : []),
    ...r.deliveryPartners.map((p) => ({ name: `Delivery with ${p.name}`, url: p.url })),
  ];
  if (services.length === 0) return null;
  return (
    <section aria-labelledby="takeaway-heading">
      <h2 id="takeaway-heading">Takeaway</h2>
      {r.deliveryPartners.length > 0 && (
        <ul className={styles.list}>
          {r.deliveryPartners.map((p) => (
            <li key={p.name}>
              <a href={p.url} className="button button--secondary" target="_blank" rel="noopener noreferrer">
                Order on {p.name}
              </a>
            </li>
          ))}
        </ul>
      )}
      <details className={styles.services}>
        <summary>All takeaway services</summary>
        <ul>
          {services.map((s) => (
            <li key={s.url}>
              <a href={s.url} target="_blank" rel="noopener noreferrer">
                {s.name}
              </a>
            </li>
          ))}
        </ul>
      </details>
    </section>
  );
}
