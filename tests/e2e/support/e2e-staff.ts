// The console journeys' staff, made in one process before their server starts (make-e2e-staff.ts): each
// one's one-time link lands in E2E_STAFF_LINK_FILE + its suffix, as `npm run staff` prints it, for
// staff-sign-in.ts to read.

export interface E2eStaffMember {
  /** The link file's suffix ('' for the first console manager). */
  suffix: string;
  email: string;
  role: 'chain-admin' | 'manager' | 'host' | 'content-editor' | 'marketing';
  /** The restaurants' slugs, for managers and hosts. */
  restaurants?: string[];
  name: string;
}

/** The console server's staff (product.md D8). */
export const CONSOLE_STAFF: readonly E2eStaffMember[] = [
  { suffix: '', email: 'bath.manager@example.com', role: 'manager', restaurants: ['bath'], name: 'Bath Manager' },
  { suffix: '.duty', email: 'bath.duty@example.com', role: 'manager', restaurants: ['bath'], name: 'Duty Manager' },
  { suffix: '.setup', email: 'bolton.manager@example.com', role: 'manager', restaurants: ['bolton'], name: 'Bolton Manager' },
  { suffix: '.grid', email: 'leeds.grid@example.com', role: 'manager', restaurants: ['leeds'], name: 'Grid Host' },
  { suffix: '.phone', email: 'brighton.phone@example.com', role: 'manager', restaurants: ['brighton'], name: 'Phone Manager' },
  { suffix: '.studio', email: 'studio.editor@example.com', role: 'content-editor', name: 'Studio Editor' },
  { suffix: '.bath-content', email: 'bath.content@example.com', role: 'manager', restaurants: ['bath'], name: 'Bath Content' },
  { suffix: '.studio-images', email: 'studio.images@example.com', role: 'content-editor', name: 'Images Editor' },
  { suffix: '.pages', email: 'pages.editor@example.com', role: 'content-editor', name: 'Pages Editor' },
  { suffix: '.restaurant-forms', email: 'restaurant.editor@example.com', role: 'content-editor', name: 'Restaurant Editor' },
  { suffix: '.marketing', email: 'lists.marketing@example.com', role: 'marketing', name: 'Lists Marketing' },
  { suffix: '.privacy', email: 'privacy.admin@example.com', role: 'chain-admin', name: 'Privacy Admin' },
  { suffix: '.guests', email: 'bath.guests@example.com', role: 'manager', restaurants: ['bath'], name: 'Guests Manager' },
  { suffix: '.reports', email: 'reports.marketing@example.com', role: 'marketing', name: 'Reports Marketing' },
  { suffix: '.mail', email: 'mail.admin@example.com', role: 'chain-admin', name: 'Mail Admin' },
  { suffix: '.every-page', email: 'every.page@example.com', role: 'chain-admin', name: 'Every Page' },
  { suffix: '.events', email: 'cambridge.events@example.com', role: 'manager', restaurants: ['cambridge'], name: 'Events Manager' },
  { suffix: '.optimise', email: 'canterbury.optimise@example.com', role: 'manager', restaurants: ['canterbury'], name: 'Optimise Manager' },
];

/** The evening server's staff: the fees and deposits journeys. */
export const EVENING_STAFF: readonly E2eStaffMember[] = [
  { suffix: '.fees', email: 'leicester.fees@example.com', role: 'manager', restaurants: ['leicester'], name: 'Fees Manager' },
  { suffix: '.fees-host', email: 'leicester.host@example.com', role: 'host', restaurants: ['leicester'], name: 'Fees Host' },
  { suffix: '.deposits', email: 'bath.deposits@example.com', role: 'manager', restaurants: ['bath'], name: 'Deposits Manager' },
  {
    suffix: '.event-deposits',
    email: 'cambridge.proposals@example.com',
    role: 'manager',
    restaurants: ['cambridge'],
    name: 'Proposals Manager',
  },
];
