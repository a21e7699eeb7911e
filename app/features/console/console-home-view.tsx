// The console home (DESIGN §8) until the diary arrives: who is signed in, the
// restaurants they may work, and the two ways to sign out.
import { Form } from 'react-router';
import { CsrfField } from './csrf-field.tsx';
import styles from './console.module.css';

interface ConsoleHomeViewProps {
  csrfToken: string;
  staff: { name: string; email: string; role: string };
  restaurants: { storeId: string; slug: string; title: string; city: string }[];
}

export function ConsoleHomeView({ csrfToken, staff, restaurants }: ConsoleHomeViewProps) {
  return (
    <div className={`${styles.page} ${styles.wide}`}>
      <h1>Hello, {staff.name}</h1>
      <p className={styles.who}>
        Signed in as {staff.email} ({staff.role}).
      </p>
      <h2 id="console-restaurants">Your restaurants</h2>
      {restaurants.length ? (
        <ul className={styles.list} aria-labelledby="console-restaurants">
          {restaurants.map((r) => (
            <li key={r.storeId}>
              <a href={`/restaurants/${r.slug}/`}>{r.title}</a>
              <p className={styles.hint}>{r.city}</p>
            </li>
          ))}
        </ul>
      ) : (
        <p>No restaurant is assigned to you yet. Please ask a chain admin.</p>
      )}
      <Form method="post" action="/console/sign-out/" className={styles.actions} style={{ marginTop: 'var(--space-8)' }}>
        <CsrfField token={csrfToken} />
        <button type="submit" className="button">
          Sign out
        </button>
        <button type="submit" name="intent" value="everywhere" className="button button--secondary">
          Sign out everywhere
        </button>
      </Form>
    </div>
  );
}
