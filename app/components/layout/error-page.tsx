// product.md §2: the heading is 404 or 500, the message is shown, and a 'Return to
// homepage' button is offered.
import { Link } from 'react-router';
import styles from './error-page.module.css';

export function ErrorPage({ status, message }: { status: 404 | 500; message: string }) {
  return (
    <section className={styles.error} aria-labelledby="error-heading">
      <title>{`${status} | ${message}`}</title>
      <meta name="robots" content="noindex" />
      <h1 id="error-heading" className={styles.status}>
        {status}
      </h1>
      <p className={styles.message}>{message}</p>
      <Link to="/" className="button">
        Return to homepage
      </Link>
    </section>
  );
}
