// A menu in the studio (product.md D9): its sections, subsections and dishes, each
// dish with its prices, a link to its form, and buttons to move or remove it;
// a new dish can be added to any subsection. Every button is a form: it works
// by keyboard and without JavaScript.
import { Form, Link } from 'react-router';
import { StudioFormBase } from './studio-form.tsx';
import { studioHref } from './studio-urls.ts';
import styles from './studio.module.css';

interface MenuOutlineProps {
  csrfToken: string;
  menuId: string;
  revision: string;
  sections: {
    id: string;
    name: string;
    subsections: { id: string; name: string; items: { id: string; name: string; prices: string; allergens: number }[] }[];
  }[];
  fieldErrors: Record<string, string>;
}

export function MenuOutline({ csrfToken, menuId, revision, sections, fieldErrors }: MenuOutlineProps) {
  return (
    <section aria-labelledby="dishes-h" className={styles.panel}>
      <h2 id="dishes-h">Dishes</h2>
      {sections.map((s) => (
        <div key={s.id}>
          <h3>{s.name}</h3>
          {s.subsections.map((u) => (
            <div key={u.id}>
              {u.name !== s.name && <h4>{u.name}</h4>}
              <ul className={styles.items}>
                {u.items.map((i, index) => (
                  <li key={i.id} className={styles.item}>
                    <span className={styles.itemName}>
                      <Link to={studioHref('menu', menuId, `items/${encodeURIComponent(i.id)}/`)}>{i.name}</Link> {i.prices}
                      {i.allergens === 0 && <span className={styles.badge}>No allergens declared</span>}
                    </span>
                    {(['up', 'down'] as const).map((direction) =>
                      (direction === 'up' ? index > 0 : index < u.items.length - 1) ? (
                        <Form method="post" key={direction}>
                          <StudioFormBase csrfToken={csrfToken} revision={revision} intent="menu-move" />
                          <input type="hidden" name="itemId" value={i.id} />
                          <input type="hidden" name="direction" value={direction} />
                          <button
                            type="submit"
                            className={`button button--secondary ${styles.small}`}
                            aria-label={`Move ${i.name} ${direction}`}
                          >
                            {direction === 'up' ? 'Up' : 'Down'}
                          </button>
                        </Form>
                      ) : null,
                    )}
                    {u.items.length > 1 && (
                      <Form method="post">
                        <StudioFormBase csrfToken={csrfToken} revision={revision} intent="menu-remove" />
                        <input type="hidden" name="itemId" value={i.id} />
                        <button type="submit" className={`button button--secondary ${styles.small}`} aria-label={`Remove ${i.name}`}>
                          Remove
                        </button>
                      </Form>
                    )}
                  </li>
                ))}
              </ul>
              <Form method="post" className={styles.actions}>
                <StudioFormBase csrfToken={csrfToken} revision={revision} intent="menu-add" />
                <input type="hidden" name="subsectionId" value={u.id} />
                <div>
                  <label htmlFor={`add-${u.id}`}>New dish in {u.name}</label>
                  <input
                    id={`add-${u.id}`}
                    name="name"
                    type="text"
                    aria-invalid={fieldErrors[`add-${u.id}`] ? true : undefined}
                    aria-describedby={fieldErrors[`add-${u.id}`] ? `add-${u.id}-error` : undefined}
                  />
                  {fieldErrors[`add-${u.id}`] && (
                    <p id={`add-${u.id}-error`} role="alert">
                      {fieldErrors[`add-${u.id}`]}
                    </p>
                  )}
                </div>
                <button type="submit" className={`button button--secondary ${styles.small}`}>
                  Add the dish
                </button>
              </Form>
            </div>
          ))}
        </div>
      ))}
    </section>
  );
}
