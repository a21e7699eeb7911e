// The console's sections, declared once (product.md D8): what the bar links to, in its order, which member sees
// each (the server's flags, console-nav.server.ts) and which addresses belong to it, so a booking is current
// under the diary and a message under messages.

export interface ConsoleNavData {
  name: string;
  role: string;
  csrfToken: string;
  /** The diary of the restaurant last used (a cookie, checked on the server), else of the first the member may see. */
  diaryHref: string;
  /** The diary and booking search: members who work a restaurant's diary (not a content editor). */
  showDiary: boolean;
  showMessages: boolean;
  /** Group and event leads (decision 077): managers and chain admins. */
  showEvents: boolean;
  /** Guest profiles, for members who may read them (managers, chain admins, marketing). */
  showGuests: boolean;
  /** Staff management: chain admins only. */
  showStaff: boolean;
  /** The content studio: content editors, chain admins and managers (their restaurants' details). */
  showContent: boolean;
  /** Marketing lists (marketing, chain admins). */
  showSegments: boolean;
  /** Data rights and retention (chain admins). */
  showPrivacy: boolean;
  /** The mail log (chain admins). */
  showMail: boolean;
  /** The chain's reports for chain admins and marketing, else the first restaurant's the member may read; null for none. */
  reportsHref: string | null;
}

export interface ConsoleSection {
  id: string;
  label: string;
  /** Where the bar's link goes for this member; null when they do not see it. */
  href: (nav: ConsoleNavData) => string | null;
  /** The addresses that belong to the section. */
  matches: RegExp;
}

const when = (shown: boolean, href: string) => (shown ? href : null);

export const CONSOLE_SECTIONS: readonly ConsoleSection[] = [
  { id: 'diary', label: 'Diary', href: (n) => when(n.showDiary, n.diaryHref), matches: /^\/console\/(diary|bookings)\// },
  { id: 'messages', label: 'Messages', href: (n) => when(n.showMessages, '/console/messages/'), matches: /^\/console\/messages\// },
  { id: 'events', label: 'Events', href: (n) => when(n.showEvents, '/console/events/'), matches: /^\/console\/events\// },
  { id: 'search', label: 'Search', href: (n) => when(n.showDiary, '/console/search/'), matches: /^\/console\/search\// },
  { id: 'guests', label: 'Guests', href: (n) => when(n.showGuests, '/console/guests/'), matches: /^\/console\/guests\// },
  { id: 'content', label: 'Content', href: (n) => when(n.showContent, '/console/content/'), matches: /^\/console\/content\// },
  { id: 'segments', label: 'Lists', href: (n) => when(n.showSegments, '/console/segments/'), matches: /^\/console\/segments\// },
  {
    id: 'privacy',
    label: 'Data rights',
    href: (n) => when(n.showPrivacy, '/console/people/'),
    matches: /^\/console\/(people|retention)\//,
  },
  { id: 'reports', label: 'Reports', href: (n) => n.reportsHref, matches: /^\/console\/reports\// },
  { id: 'mail', label: 'Mail', href: (n) => when(n.showMail, '/console/mail/'), matches: /^\/console\/mail\// },
  { id: 'staff', label: 'Staff', href: (n) => when(n.showStaff, '/console/staff/'), matches: /^\/console\/staff\// },
];

/** The section an address belongs to, if any. */
export const sectionOf = (pathname: string): string | null => CONSOLE_SECTIONS.find((s) => s.matches.test(pathname))?.id ?? null;
