// A restaurant's menu availability (product.md D9): every dish of the menus it
// serves, each with served, sold out or not served here; one form per menu,
// published when saved. Works without JavaScript and by keyboard.
import { Form, Link } from 'react-router';
import type { AvailabilityChoice } from '../../../contract/content-constants.ts';
import { CsrfField } from '../csrf-field.tsx';
import { DISH_FIELD } from './availability-fields.ts';
import type { StudioResult } from './studio-result.ts';
import { StudioOutcome } from './studio-outcome.tsx';
import { studioHref } from './studio-urls.ts';
import consoleStyles from '../console.module.css';
import styles from './studio.module.css';

export interface AvailabilityMenu {
  id: string;
  name: string;
  sections: { id: string; name: string; items: { id: string; name: string; state: AvailabilityChoice }[] }[];
}

interface AvailabilityViewProps {
  csrfToken: string;
  restaurant: { storeId: string; title: string };
  menus: AvailabilityMenu[];
  result: StudioResult | undefined;
}

const CHOICES: { value: AvailabilityChoice; label: string }[] = [
  { value: 'available', label: 'Served' },
  { value: 'sold-out', label: 'Sold out' },
  { value: 'hidden', label: 'Not served here' },
];

export function AvailabilityView({ csrfToken, restaurant, menus, result }: AvailabilityViewProps) {
  return (
    <div className={`${consoleStyles.page} ${consoleStyles.wide}`}>
      <p>
        <Link to={studioHref('restaurant', restaurant.storeId)}>Back to {restaurant.title}</Link>
      </p>
      <h1>
        Menu availability
        <span className={consoleStyles.who}> {restaurant.title}</span>
      </h1>
      <p>
        A dish sold out shows as sold out on this restaurant’s menu; a dish not served here is left off it. Other restaurants are not
        changed. Saving publishes at once.
      </p>
      <StudioOutcome result={result} />
      {menus.map((menu) => (
        <section key={menu.id} aria-labelledby={`menu-${menu.id}`} className={styles.panel}>
          <h2 id={`menu-${menu.id}`}>{menu.name}</h2>
          <Form method="post" className={styles.stack}>
            <CsrfField token={csrfToken} />
            <input type="hidden" name="menuId" value={menu.id} />
            {menu.sections.map((section) => (
              <fieldset key={section.id} className={styles.availability}>
                <legend>{section.name}</legend>
                {section.items.map((item) => {
                  const id = `dish-${menu.id}-${item.id}`;
                  return (
                    <div key={item.id} className={styles.availabilityRow}>
                      <label htmlFor={id}>{item.name}</label>
                      <select id={id} name={`${DISH_FIELD}${item.id}`} defaultValue={item.state}>
                        {CHOICES.map((c) => (
                          <option key={c.value} value={c.value}>
                            {c.label}
                          </option>
                        ))}
                      </select>
                    </div>
                  );
                })}
              </fieldset>
            ))}
            <div className={styles.actions}>
              <button type="submit" className="button">
                Save and publish: {menu.name}
              </button>
            </div>
          </Form>
        </section>
      ))}
    </div>
  );
}
