// The mail log's pages (product.md D13): previous and next as plain links that keep the filter.
import { Link } from 'react-router';
import { mailLogHref, type MailLogQuery } from '../../../contract/mail-log.ts';
import styles from './mail.module.css';

export function MailPager({ filter, pages }: { filter: MailLogQuery; pages: number }) {
  if (pages <= 1 && filter.page <= 1) return null;
  const at = (page: number) => mailLogHref({ ...filter, page });
  return (
    <nav aria-label="Mail log pages" className={styles.pager}>
      <ul>
        {filter.page > 1 && (
          <li>
            <Link to={at(Math.min(filter.page - 1, pages))} rel="prev">
              Newer mail
            </Link>
          </li>
        )}
        <li>
          Page {filter.page} of {pages}
        </li>
        {filter.page < pages && (
          <li>
            <Link to={at(filter.page + 1)} rel="next">
              Older mail
            </Link>
          </li>
        )}
      </ul>
    </nav>
  );
}
