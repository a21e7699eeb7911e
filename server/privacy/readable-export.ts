// The readable half of a person's export (decision 045): one HTML page, a heading
// per kind of record and a table per row, every value escaped. No script, no
// outside resources: it opens anywhere, offline, years later.
import type { PersonExport } from './person-export.ts';

const TITLES: Record<string, string> = {
  customer: 'Your membership',
  interests: 'Interests you chose',
  occasionDates: 'Your special dates',
  signUps: 'When you signed up',
  consent: 'Your marketing consent, as it changed',
  guestProfile: 'Your guest profile (allergies, dietary notes)',
  guestEmails: 'Addresses on your guest profile',
  guestTags: 'Tags our staff gave your profile',
  guestNotes: 'Notes our staff wrote about your visits',
  guestMerges: 'Profiles of yours we joined together',
  bookings: 'Your bookings',
  bookingReminders: 'Booking reminders',
  payments: 'Payments',
  contactMessages: 'Messages you sent us',
  uploadedFiles: 'Files you attached (in the attachments folder)',
  groupEnquiries: 'Group enquiries',
  eventLeads: 'How we followed up your group enquiries',
  eventProposals: 'Proposals we sent you, and your acceptance',
  waitlist: 'Your places on a waitlist',
  vouchers: 'Offer vouchers',
  referrals: 'Friend referrals',
  mail: 'E-mails we sent or that mention you',
  texts: 'Text messages',
  auditEntries: 'Changes made to your records',
  storedReplies: 'Replies stored to answer a retried request',
};

const escape = (value: string) =>
  value.replace(/[&<>"']/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c]!);

const show = (value: unknown): string => {
  if (value === null || value === undefined) return '—';
  if (value instanceof Date) return value.toISOString();
  if (typeof value === 'string') return value;
  return JSON.stringify(value) ?? '—';
};

function rowTable(row: Record<string, unknown>): string {
  const cells = Object.entries(row)
    .map(([k, v]) => `<tr><th scope="row">${escape(k)}</th><td>${escape(show(v))}</td></tr>`)
    .join('');
  return `<table>${cells}</table>`;
}

export function readableExport(data: PersonExport, siteName: string): string {
  const sections = Object.entries(data.holdings)
    .map(([name, rows]) => {
      const title = TITLES[name] ?? name;
      const body = rows.length ? rows.map(rowTable).join('') : '<p>Nothing.</p>';
      return `<section><h2>${escape(title)} (${rows.length})</h2>${body}</section>`;
    })
    .join('\n');
  return `<!doctype html>
<html lang="en-GB"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1">
<title>What ${escape(siteName)} holds about ${escape(data.email)}</title>
<style>body{font:16px/1.5 system-ui,sans-serif;max-width:60rem;margin:2rem auto;padding:0 1rem;color:#1a1a1a}
table{border-collapse:collapse;margin:0 0 1rem;width:100%}th,td{border:1px solid #999;padding:.25rem .5rem;text-align:left;vertical-align:top;word-break:break-word}
th{width:14rem;background:#f2f2f2}</style></head>
<body><h1>What ${escape(siteName)} holds about ${escape(data.email)}</h1>
<p>Exported ${escape(data.exportedAt)}. The same records, for a computer, are in data.json beside this file.</p>
${sections}
</body></html>
`;
}
