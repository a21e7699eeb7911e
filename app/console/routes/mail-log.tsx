// /console/mail/?status=&q=&page=: the mail log, chain admins only (product.md D13 "A mail log in the console").
import type { Route } from './+types/mail-log';
import { loadMailLog } from '../mail/mail-log-page.server.ts';
import { mailCount } from '../mail/mail-format.ts';
import { MailFilter } from '../mail/mail-filter.tsx';
import { MailPager } from '../mail/mail-pager.tsx';
import { MailTable } from '../mail/mail-table.tsx';
import styles from '../console.module.css';

export const loader = ({ context, request }: Route.LoaderArgs) => loadMailLog(context, request);

export const meta: Route.MetaFunction = () => [{ title: 'Mail · Restaurant console' }, { name: 'robots', content: 'noindex, nofollow' }];

export default function MailLog({ loaderData }: Route.ComponentProps) {
  const { filter, rows, total, pages, delivers } = loaderData;
  const about = [filter.status && `status ${filter.status === 'pending' ? 'queued' : filter.status}`, filter.q && `“${filter.q}”`]
    .filter(Boolean)
    .join(', ');
  return (
    <div className={`${styles.page} ${styles.wide}`}>
      <h1>Mail</h1>
      <p className={styles.hint}>
        Every mail Mesa writes, newest first.
        {!delivers && ' No mail server is set (SMTP_URL), so mail stays here and is never sent: read it here.'}
      </p>
      <MailFilter filter={filter} />
      {rows.length ? (
        <>
          <MailTable rows={rows} caption={`${mailCount(total)}${about ? ` matching ${about}` : ''}, newest first`} />
          <MailPager filter={filter} pages={pages} />
        </>
      ) : (
        <p className={styles.notice}>{about ? `No mail matches ${about}.` : 'No mail yet.'}</p>
      )}
    </div>
  );
}
