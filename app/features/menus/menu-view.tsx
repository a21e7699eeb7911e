// A menu page (product.md §2): page and section dropdowns, the diet and
// allergen filter, the sections, subsections and items, and the dietary-tags key.
import { Link, useLocation } from 'react-router';
import { DIETARY_TAGS } from '../../../contract/content-constants.ts';
import { JsonLd } from '../../components/ui/json-ld.tsx';
import { TAG_CODES } from './dietary-tags.ts';
import { DietFilter } from './diet-filter.tsx';
import { isFiltering } from './dietary-filter.ts';
import { DishSprite } from './dish-sprite.tsx';
import { menuJsonLd } from './menu-json-ld.ts';
import { menuLink } from './menu-links.ts';
import type { MenuPageData } from './menu-loader.server.ts';
import { MenuDropdown } from './menu-dropdown.tsx';
import { MenuItem } from './menu-item.tsx';
import { useRootData } from '../../lib/root-data.ts';
import styles from './menu-view.module.css';

export function MenuView({ data }: { data: MenuPageData }) {
  const { pathname, search } = useLocation();
  const publicUrl = useRootData()?.publicUrl ?? 'http://localhost/';
  const { menu } = data;
  const title = /menu$/i.test(data.menuName) ? data.menuName : `${data.menuName} menu`;
  const heading = data.restaurant ? `${title} at ${data.restaurant.title}` : title;
  const filtered = isFiltering(data.filter);

  return (
    <div className={`container ${styles.page}`}>
      <JsonLd data={menuJsonLd(menu, new URL(pathname, publicUrl).href)} />
      <DishSprite />
      <header className={styles.header}>
        {data.restaurant && (
          <p className={styles.back}>
            <Link to={`/restaurants/${data.restaurant.slug}/`}>← {data.restaurant.title}</Link>
          </p>
        )}
        <h1>{heading}</h1>
        {data.menuDescription && <p className={styles.lede}>{data.menuDescription}</p>}
      </header>

      <div className={styles.toolbar}>
        <MenuDropdown label={`Menu: ${data.menuName}`} id="menu-choice">
          {data.choices.map((c) => (
            <li key={c.id}>
              <Link to={menuLink(pathname, c.id, search)} aria-current={c.id === menu.id ? 'page' : undefined}>
                {c.name}
              </Link>
            </li>
          ))}
        </MenuDropdown>
        {menu.sections.length > 1 && (
          <MenuDropdown label="Jump to section" id="section-choice">
            {menu.sections.map((s) => (
              <li key={s.id}>
                <Link to={{ search, hash: `#${s.id}` }} preventScrollReset>
                  {s.name}
                </Link>
              </li>
            ))}
          </MenuDropdown>
        )}
      </div>

      <DietFilter tags={data.availableTags} allergens={data.availableAllergens} chosen={data.filter} />

      <p role="status" className={styles.count}>
        {filtered ? `${data.matching} of ${data.total} dishes match your filter.` : `${data.total} dishes.`}
      </p>

      {filtered && data.matching === 0 && (
        <div className={styles.empty}>
          <h2>No dishes match</h2>
          <p>Nothing on this menu matches everything you chose. Try fewer choices, or another menu.</p>
          <Link to={pathname} className="button" preventScrollReset>
            Clear the filter
          </Link>
        </div>
      )}

      {menu.sections.map((section) => (
        <section key={section.id} id={section.id} className={styles.section} aria-labelledby={`${section.id}-h`}>
          <h2 id={`${section.id}-h`}>{section.name}</h2>
          {section.description && <p className={styles.sectionText}>{section.description}</p>}
          {section.subsections.map((sub) => {
            const showSub = sub.name !== section.name;
            const ItemHeading = showSub ? 'h4' : 'h3';
            return (
              <div key={sub.id} className={styles.subsection}>
                {showSub && <h3>{sub.name}</h3>}
                {sub.description && <p className={styles.sectionText}>{sub.description}</p>}
                <ul className={styles.items}>
                  {sub.items.map((item) => (
                    <MenuItem key={item.id} item={item} sectionName={section.name} heading={ItemHeading} />
                  ))}
                </ul>
              </div>
            );
          })}
        </section>
      ))}

      <aside className={styles.key} aria-labelledby="key-heading">
        <h2 id="key-heading">Dietary key</h2>
        <dl>
          {data.availableTags.map((t) => (
            <div key={t}>
              <dt className={styles.tag} data-tag={t}>
                {TAG_CODES[t]}
              </dt>
              <dd>{DIETARY_TAGS[t]}</dd>
            </div>
          ))}
        </dl>
        <p>
          Each dish lists the allergens it contains. Our kitchens handle all 14 major allergens, so we cannot rule out traces in any dish:
          if you have an allergy, please tell your server before you order.
        </p>
      </aside>
    </div>
  );
}
