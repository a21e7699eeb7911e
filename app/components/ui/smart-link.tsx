// A link that uses client-side navigation for site paths and a plain,
// safely-opened anchor for other addresses.
import type { ReactNode } from 'react';
import { Link } from 'react-router';

export function SmartLink({ to, className, children }: { to: string; className?: string; children: ReactNode }) {
  if (to.startsWith('/') && !to.startsWith('//')) {
    return (
      <Link to={to} className={className} prefetch="intent">
        {children}
      </Link>
    );
  }
  const external = /^https?:\/\//.test(to);
  return (
    <a href={to} className={className} {...(external ? { target: '_blank', rel: 'noopener noreferrer' } : {})}>
      {children}
    </a>
  );
}
