// Points every citation of the three documents a clone lacks (the product
// specification, the design and the house style) at docs/product.md, whose
// headings keep their numbers (product.md H3): "SPEC §7" → "product.md §7",
// "DESIGN §3" → "product.md D3", "STYLE habit 9" → "product.md H9", plus the
// handful of bare forms found in the code, each mapped to its section.
//
// It also points every citation of an issue (the tracker is not in the
// repository either) at the decision record or product.md section that now
// holds its rule: 'issue N "Deposits"' → 'product.md D11 "Deposits"',
// "(issue N, decision 044)" → "(decision 044)", "Issue N: a deposit" →
// "Decision 049: a deposit". ISSUE_TARGETS below is the mapping: per issue, the
// headings it had (matched against a quoted heading), the words of the comment
// that pick a decision, a default, and the product.md section a decision record
// cites for its own context. The choice reads only the citation's quote and its
// line (then the next line), so the rewrite is deterministic, and idempotent:
// nothing cites an issue after it.
//
//   node --import tsx scripts/rewrite-doc-citations.ts           rewrite, then check
//   node --import tsx scripts/rewrite-doc-citations.ts --check   only list what is left; exit 1 if any
//
// A rewritten file that Prettier formatted before is formatted again (a longer
// citation can realign a Markdown table or re-break a line); a file that was
// not formatted is left as it was, apart from its citations.
import { lstatSync, readdirSync, readFileSync, writeFileSync } from 'node:fs';
import { extname, join, relative, sep } from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';

export const REPO_ROOT = fileURLToPath(new URL('..', import.meta.url));

/** Folders never scanned: dependencies, build output, local data, reports, static assets. */
const SKIP_DIRS = new Set([
  'node_modules',
  '.git',
  'build',
  'var',
  '.react-router',
  'coverage',
  'test-results',
  'playwright-report',
  'public',
]);
/** Repository-relative paths never scanned: generated files, and this script and its test (they spell the old forms on purpose). */
const SKIP_PATHS = new Set(['bench/results', 'package-lock.json', 'scripts/rewrite-doc-citations.ts', 'scripts/doc-citations.test.ts']);
const TEXT_EXTENSIONS = new Set([
  '.ts',
  '.tsx',
  '.mts',
  '.cts',
  '.js',
  '.jsx',
  '.mjs',
  '.cjs',
  '.md',
  '.css',
  '.json',
  '.yml',
  '.yaml',
  '.html',
  '.txt',
  '.sh',
  '.sql',
]);
/** `.env.example` and the like; never `.env` itself, which may hold secrets. */
const isEnvTemplate = (name: string) => /^\.env\..+/.test(name);

/** Between a document's name and its section: spaces, or a line break that continues the comment. */
const GAP = String.raw`(?:[ \t]+|[ \t]*\r?\n[ \t]*(?:\/\/|\/\*|\*|#)?[ \t]*)`;

interface Rule {
  /** The form it rewrites, for the report. */
  form: string;
  pattern: RegExp;
  replace: string | ((match: string, ...groups: string[]) => string);
}

/** Every form found in the repository, most specific first. Whatever no rule rewrites is left for --check to list. */
export const RULES: readonly Rule[] = [
  // Bare mentions, each pointed at the section it means.
  { form: 'SPEC/DESIGN section', pattern: /\bSPEC\/DESIGN section\b/g, replace: 'product.md section' },
  { form: 'because SPEC says so', pattern: /\bbecause SPEC says so\b/g, replace: 'because product.md §2 says so' },
  { form: 'SPEC: cancelling frees them', pattern: /\bSPEC(?=: cancelling frees)/g, replace: 'product.md D5' },
  { form: 'SPEC: the scheme is for friends…', pattern: /\bSPEC(?=: the scheme is for friends)/g, replace: 'product.md §4' },
  { form: "the SPEC's examples", pattern: /\bthe SPEC's examples\b/g, replace: "product.md §2's examples" },
  { form: "the SPEC's order", pattern: /\bthe SPEC's order\b/g, replace: 'the order of product.md §2' },
  { form: 'the SPEC names', pattern: /\bthe SPEC names\b/g, replace: 'product.md §2 names' },
  { form: '(SPEC lists known slugs)', pattern: /\(SPEC lists known slugs\)/g, replace: '(product.md §2 lists known slugs)' },
  { form: 'the SPEC message', pattern: /\bthe SPEC message\b/g, replace: 'the product.md §4 message' },
  { form: 'SPEC status 9', pattern: /\bSPEC status 9\b/g, replace: 'product.md §8 status 9' },
  { form: 'the SPEC limits', pattern: /\bthe SPEC limits\b/g, replace: 'the product.md §9 limits' },

  // House style: numbered habits, then the lessons quoted without a number.
  {
    form: 'STYLE habit N',
    pattern: new RegExp(String.raw`\bSTYLE${GAP}habits?${GAP}(\d+(?:\s*(?:,|and|or|&)\s*\d+)*)`, 'g'),
    replace: (_match, numbers = '') => `product.md ${numbers.replace(/\d+/g, 'H$&')}`,
  },
  { form: 'STYLE[:,] (the) Epic Stack habit', pattern: /\bSTYLE(?=[:,] (?:the )?Epic Stack habit)/g, replace: 'product.md H8' },
  {
    form: 'STYLE(.md): (domain) errors …',
    pattern: new RegExp(String.raw`\bSTYLE(?:\.md)?(?=:${GAP}"?(?:domain${GAP})?errors)`, 'g'),
    replace: 'product.md H6',
  },
  { form: "cal.com's lesson in STYLE.md", pattern: /\blesson in STYLE\.md\b/g, replace: 'lesson in product.md H6' },
  {
    form: 'STYLE: every external service / one module',
    pattern: new RegExp(String.raw`\bSTYLE(?=:${GAP}(?:every external|one module))`, 'g'),
    replace: 'product.md H7',
  },
  { form: "STYLE asks for Epic Stack's .env", pattern: /\bSTYLE(?= asks for Epic Stack's)/g, replace: 'product.md H7' },
  { form: 'STYLE asks for one typed route table', pattern: /\bSTYLE(?= asks for one typed)/g, replace: 'product.md H4' },

  // Numbered sections. Part A keeps the specification's numbers, so "§2, §9" and "§§7–8" stay as they are.
  { form: 'SPEC §N', pattern: new RegExp(String.raw`\bSPEC(?:\.md)?(${GAP})(?=§)`, 'g'), replace: 'product.md$1' },
  {
    form: 'DESIGN §N',
    pattern: new RegExp(String.raw`\bDESIGN(?:\.md)?(${GAP})(§§?\d+(?:[–-]\d+)?(?:\s*(?:,|\/|and|or|&)\s*§\d+(?:[–-]\d+)?)*)`, 'g'),
    replace: (_match, gap = '', sections = '') =>
      `product.md${gap}${sections.replace(/§§?(\d+)/g, 'D$1').replace(/([–-])(\d+)/g, '$1D$2')}`,
  },
];

// ---------------------------------------------------------------------------
// Issue citations. The issue tracker is not in the repository, so every "issue N" becomes the decision record
// or product.md section that holds the rule now.

/** Where one issue's citations go. */
interface IssueTarget {
  /** What the issue was about, for the reader of this table. */
  about: string;
  /** Where a citation goes when nothing more specific matches. */
  fallback: string;
  /**
   * The product.md section of the issue's area, when `fallback` is a decision: what a decision record cites
   * instead of itself (decision 025 said "issue N asks for…" of its own context).
   */
  section?: string;
  /** The issue's headings (a quoted heading starting with one of these keeps its quote after the target). */
  headings?: Readonly<Record<string, string>>;
  /** Words of the citation's quote, else of its line (else of the next line) → a more specific target; the first match wins. */
  words?: readonly (readonly [RegExp, string])[];
}

const MAIL = [/\be-?mails?\b|\bmail\b|\bHTML part\b|\bwordmark\b|\bdaily sheet\b|\bnotice\b/i, 'decision 027'] as const;

/** The mapping: every issue the code cited, and the stable place that holds what it asked for. */
export const ISSUE_TARGETS: Readonly<Record<number, IssueTarget>> = {
  2: {
    about: 'Platform: the server, the database, the URL policy, the content API, tests and CI',
    fallback: 'product.md D1',
    words: [
      [/\bCSP\b|nonce|security headers/i, 'decision 005'],
      [/\b500\b|\b400\b|bad input|error policy/i, 'product.md D7'],
      [/redirect|trailing|URL policy/i, 'decision 003'],
    ],
  },
  3: {
    about: 'Site shell, content pages and the browser API client',
    fallback: 'product.md §2',
    words: [[/consent|dataLayer/i, 'decision 055']],
  },
  4: {
    about: 'Restaurants and the finder: geo search, restaurant pages, maps, opening status',
    fallback: 'decision 007',
    section: 'product.md §2',
    words: [[/schema\.org|Leaflet|\bmaps?\b/i, 'product.md §2']],
  },
  5: { about: 'Menus with dietary filtering', fallback: 'product.md §2' },
  6: {
    about: 'Booking engine and the booking API',
    fallback: 'product.md D5',
    headings: { Model: 'product.md §3', Performance: 'product.md D7' },
    words: [
      [/iCalendar|\.ics\b/i, 'decision 013'],
      [/outbox|\bmail\b|e-mail/i, 'decision 006'],
    ],
  },
  7: {
    about: 'The booking modal: three steps to a confirmed table',
    fallback: 'product.md §4 "Booking flow"',
    words: [
      [/Book Now|launcher|opens the booking modal|from anywhere/i, 'decision 008'],
      [/card/i, 'product.md §8 "Card guarantee"'],
    ],
  },
  8: {
    about: 'Forms, offers and the customer record',
    fallback: 'decision 009',
    section: 'product.md §4',
  },
  12: {
    about: 'Close the encoded-path bypass and make every /api answer safe, typed and JSON',
    fallback: 'decision 012',
    section: 'product.md §7',
    words: [
      [/busy|\b503\b/i, 'decision 016'],
      [/scanner|confirm page|one-click/i, 'decision 009'],
    ],
  },
  13: {
    about: 'The house: honest server layers, one typed data path, the chosen libraries',
    fallback: 'product.md D3',
    words: [
      [/route table|typed client|typed data/i, 'decision 019'],
      [/composition root|\blogger\b/i, 'decision 018'],
    ],
  },
  14: {
    about: "The restaurant console: staff sign-in, the day's diary, and every booking acted on",
    fallback: 'product.md D8',
    headings: { Benchmark: 'product.md D7' },
    words: [
      [/sign-?in|password|scrypt|session/i, 'decision 022'],
      [/one door|counter|day lock/i, 'decision 023'],
    ],
  },
  15: {
    about: 'Booking setup as data, edited in the console, effective at once',
    fallback: 'decision 025',
    section: 'product.md D8 "Setup as data"',
    headings: { Quality: 'product.md D7' },
  },
  16: {
    about: 'The booking journey without dead ends: defaults, honest availability, keyboard, changing a booking',
    fallback: 'decision 026',
    section: 'product.md §4 "Booking flow"',
    words: [[/manage|signed link|change of date|changing a booking|cancelling/i, 'decision 041']],
  },
  17: {
    about: "The site as polished as the best chains': mobile layout, finder, restaurant pages, images and e-mails",
    fallback: 'product.md D7',
    headings: { 'E-mails': 'decision 027' },
    words: [
      [/postcode|use my location|coordinates|the place a diner/i, 'decision 029'],
      MAIL,
      [/image|picture|sharp|srcset/i, 'decision 028'],
    ],
  },
  18: {
    about: 'Pages at the speed of static files, and a 1-second first paint on a phone',
    fallback: 'decision 024',
    section: 'product.md D7',
    words: [
      [/create|one round trip|write/i, 'decision 030'],
      [/first paint|\bLCP\b|goal|bench/i, 'product.md D7'],
    ],
  },
  25: {
    about: 'Tests that pass on any day, and one edge for errors, sessions and staff writes',
    fallback: 'decision 032',
    section: 'product.md D7',
    words: [
      [/domain error|errors?\b.*HTTP|one edge|mapped/i, 'decision 017'],
      [/Staff writes belong/i, 'product.md D8 "Booking lifecycle"'],
      [/staff|phone booking|walk-in|front doors/i, 'decision 031'],
    ],
  },
  26: {
    about: 'Content studio: head office runs the website without a developer',
    fallback: 'product.md D9',
    headings: { Images: 'decision 037', 'price bands': 'decision 053', Pages: 'decision 054', Bench: 'product.md D7' },
    words: [
      [/price bands?/i, 'decision 053'],
      [/upload|image (?:store|field|library)|focal point|bucket|\bS3\b/i, 'decision 037'],
      [/\btiles?\b|parts of a restaurant|hero/i, 'decision 054'],
      [/conflict|lost edit/i, 'decision 061'],
      [/draft|version|history|roll ?back/i, 'decision 036'],
    ],
  },
  27: {
    about: 'The host stand: a diary staff can run a service from, and setup without JSON',
    fallback: 'product.md D8',
    headings: { Performance: 'product.md D8', 'in service': 'decision 035' },
    words: [
      [/in service|main course|\bbill\b|cleared/i, 'decision 035'],
      [/demo/i, 'decision 034'],
      [/reading of (?:a|the) session|session.*second/i, 'decision 058'],
      [/droppable|dnd-kit|drag/i, 'decision 057'],
      [/diary grid|grid's|grid view/i, 'decision 033'],
    ],
  },
  28: {
    about: 'No-shows: reminders, confirmations, deposits and fees, and a waitlist',
    fallback: 'product.md D11',
    headings: {
      'Reminders that diners answer': 'product.md D11',
      'Rules in the booking setup': 'product.md D11',
      'The policy up front': 'product.md D11',
      'Deposits and no-show fees': 'product.md D11',
      Deposits: 'product.md D11',
      Fees: 'product.md D11',
      'Idempotent money': 'product.md D11',
      Waitlist: 'product.md D11',
      SMS: 'decision 038',
      Rules: 'product.md D11',
    },
    words: [
      [/local Braintree|fake Braintree|Braintree (?:sink|server)/i, 'decision 051'],
      [/deposit/i, 'decision 049'],
      [/waitlist|\bholds?\b|\bheld\b/i, 'decision 050'],
      [/remind|\bSMS\b|short links?|texts?\b/i, 'decision 038'],
      [/\bfees?\b|charge|payment|refund|money|Braintree|gateway/i, 'decision 040'],
    ],
  },
  29: {
    about: 'Guests across the chain, their data rights, and reports that head office reads at a glance',
    fallback: 'product.md D12',
    headings: {
      'Guest profiles': 'product.md D12',
      'In the diary': 'product.md D12',
      'Who sees what': 'product.md D12',
      'Data rights': 'product.md D12',
      'Marketing lists': 'product.md D12',
      Reports: 'product.md D12',
      Consent: 'decision 045',
      Retention: 'decision 045',
      Export: 'decision 045',
      'Fast at chain scale': 'product.md D12',
      Guest: 'product.md D12',
    },
    words: [
      [/report|chart|summary|heatmap/i, 'decision 043'],
      [/consent|erasure|erase|export|data rights|retention|unsubscrib|segment|marketing/i, 'decision 045'],
      [/guest|profile|\btags?\b|allerg|merge/i, 'decision 044'],
    ],
  },
  30: {
    about: "The diner's last mile: the next step in view, one manage page, the brand, a first paint under 1.2 s",
    fallback: 'product.md D14',
    headings: { 'One manage page': 'product.md D14', 'the server under load': 'product.md D14' },
    words: [
      [/manage/i, 'decision 041'],
      [/typeface|font/i, 'decision 042'],
      [/kept pages?|before Fastify|uncompressed|gzip|Accept-Encoding/i, 'decision 056'],
      [/cookie|popup/i, 'decision 055'],
      [/first paint|\bLCP\b|\bCLS\b|two tables|under load/i, 'product.md D14'],
    ],
  },
  31: {
    about: 'Operating Mesa: backups, a mail log, metrics, the public URL, a current runtime, a deploy guide',
    fallback: 'product.md D13',
    headings: {
      'Backups that restore': 'product.md D13',
      'A mail log in the console': 'product.md D13',
      'Metrics and logs': 'product.md D13',
      'The public URL': 'product.md D13',
      'A current runtime': 'product.md D13',
      'A deploy guide': 'product.md D13',
      'Human-readable logs': 'product.md D13',
    },
    words: [
      [/backup|restore/i, 'decision 047'],
      [/metric|prometheus|prom-client/i, 'decision 046'],
      [/Node 2\d|runtime|engines/i, 'decision 052'],
    ],
  },
};

const ISSUE_NUMBERS = String.raw`\d+(?:(?:[ \t]*,[ \t]*|[ \t]+(?:and|or|&)[ \t]+|\/)\d+)*`;
const ISSUE = String.raw`\b([Ii])ssues?${GAP}(${ISSUE_NUMBERS})`;
const QUOTED = String.raw`(,?${GAP}["“][^"”\n]*["”]?)?`;
const DECISIONS = String.raw`decisions?${GAP}\d{3}(?:(?:,|${GAP}and)${GAP}\d{3})*`;

/** "Issue N:" becomes "Decision 049:" (the deposits' issue); product.md keeps its lower-case name. */
const capitalise = (target: string, capital: string) => (capital === 'I' && target.startsWith('decision') ? `D${target.slice(1)}` : target);

/** The target of one issue number, given the quote that follows the citation and the lines around it. */
export function issueTarget(issue: number, quote: string, lines: readonly string[], decision?: number): string {
  const entry = ISSUE_TARGETS[issue];
  if (!entry) throw new Error(`issue ${issue} has no target in ISSUE_TARGETS (scripts/rewrite-doc-citations.ts)`);
  const target = pickIssueTarget(entry, quote, lines, decision);
  // A decision record never cites itself for its own context: the issue's area in product.md instead.
  return decision !== undefined && target === `decision ${String(decision).padStart(3, '0')}` ? (entry.section ?? entry.fallback) : target;
}

function pickIssueTarget(entry: IssueTarget, quote: string, lines: readonly string[], decision?: number): string {
  // In a decision record, a later decision cannot be what its context asked for.
  const fits = (target: string) => decision === undefined || !/^decision (\d{3})$/.test(target) || Number(target.slice(9)) <= decision;
  const q = quote
    .replace(/^[,\s]*["“]/, '')
    .replace(/["”]$/, '')
    .replace(/…$/, '')
    .trim()
    .toLowerCase();
  if (q.length >= 3) {
    // The longest heading the quote starts with, or that starts with the quote (a quote broken over two lines).
    const headings = Object.entries(entry.headings ?? {}).sort(([a], [b]) => b.length - a.length);
    const heading = headings.find(([h]) => q.startsWith(h.toLowerCase()) || h.toLowerCase().startsWith(q));
    if (heading && fits(heading[1])) return heading[1];
    for (const [pattern, target] of entry.words ?? []) if (pattern.test(q) && fits(target)) return target;
  }
  for (const line of lines) for (const [pattern, target] of entry.words ?? []) if (pattern.test(line) && fits(target)) return target;
  return fits(entry.fallback) ? entry.fallback : (entry.section ?? entry.fallback);
}

/** "decision 026", "decision 041" → "decisions 026 and 041"; "product.md §2", "product.md D9" → "product.md §2 and D9". */
export function joinTargets(targets: readonly string[]): string {
  const unique = [...new Set(targets)];
  const list = (items: readonly string[]) =>
    items.length < 3 ? items.join(' and ') : `${items.slice(0, -1).join(', ')} and ${items.at(-1)}`;
  if (unique.length > 1 && unique.every((t) => /^decision \d{3}$/.test(t))) return `decisions ${list(unique.map((t) => t.slice(9)))}`;
  if (unique.length > 1 && unique.every((t) => /^product\.md [§DH]\d+$/.test(t)))
    return `product.md ${list(unique.map((t) => t.slice(11)))}`;
  return list(unique);
}

/** The line a match sits on (it may span a line break), then the next line: what the citation's words are read from. */
function linesAround(text: string, offset: number, length: number): string[] {
  const start = text.lastIndexOf('\n', offset - 1) + 1;
  let end = text.indexOf('\n', offset + length);
  if (end < 0) end = text.length;
  let next = text.indexOf('\n', end + 1);
  if (next < 0) next = text.length;
  const strip = (s: string) => s.replace(/\b[Ii]ssues?\s+\d+/g, ' ');
  return [strip(text.slice(start, end)), strip(text.slice(end + 1, next))];
}

/** A match that ran over a line break keeps it: the break goes after the first word of what replaces it. */
function keepBreak(match: string, replacement: string): string {
  const gap = new RegExp(String.raw`[ \t]*\r?\n[ \t]*(?:\/\/|\/\*|\*|#)?[ \t]*`).exec(match)?.[0];
  if (!gap) return replacement;
  const space = replacement.indexOf(' ');
  return space < 0 ? `${replacement}${gap.trimEnd()}` : `${replacement.slice(0, space)}${gap}${replacement.slice(space + 1)}`;
}

const oneLine = (s: string) => s.replace(new RegExp(GAP, 'g'), ' ');

const numbersOf = (list: string) => [...list.matchAll(/\d+/g)].map((m) => Number(m[0]));

/** Every issue citation in a text, rewritten; counts per form added to `counts`. */
export function rewriteIssueCitations(text: string, counts: Record<string, number>, file = ''): string {
  const count = (form: string) => (counts[form] = (counts[form] ?? 0) + 1);
  const own = /^docs\/decisions\/(\d{3})-/.exec(file)?.[1];
  const decision = own === undefined ? undefined : Number(own);
  let out = text;
  // Item 9 of the online-change issue was changing a booking online, which decision 041 now holds (in 041 itself: product.md D14).
  out = out.replace(new RegExp(String.raw`\b([Ii])ssue${GAP}16 item 9\b`, 'g'), (m: string, i: string) => {
    count('online change, item 9');
    return keepBreak(m, capitalise(decision === 41 ? 'product.md D14 "One manage page"' : 'decision 041', i));
  });
  // "Done when" was the issue's checklist, not a rule: the citation keeps the issue's place alone.
  out = out.replace(new RegExp(String.raw`(${ISSUE}),?${GAP}"Done when"`, 'g'), '$1');
  // An issue beside a decision: the decision is the reference. "Issue N (decision 044):" → "Decision 044:";
  // "issue N "Waitlist", decision 050" → "decision 050 "Waitlist"".
  out = out.replace(
    new RegExp(String.raw`${ISSUE}${QUOTED}[ \t]*\((${DECISIONS})\)`, 'g'),
    (m: string, i: string, _n: string, quote: string | undefined, decision: string) => {
      count('issue N (decision M)');
      return keepBreak(m, capitalise(oneLine(decision), i) + (quote ? ` ${oneLine(quote).replace(/^,?\s*/, '')}` : ''));
    },
  );
  out = out.replace(
    new RegExp(String.raw`${ISSUE}${QUOTED},${GAP}(${DECISIONS})`, 'g'),
    (m: string, i: string, _n: string, quote: string | undefined, decision: string) => {
      count('issue N, decision M');
      return keepBreak(m, capitalise(oneLine(decision), i) + (quote ? ` ${oneLine(quote).replace(/^,?\s*/, '')}` : ''));
    },
  );
  // "(issue N, product.md H7: …)" → "(product.md H7: …)".
  out = out.replace(new RegExp(String.raw`${ISSUE},${GAP}(?=product\.md\b)`, 'g'), (m: string) => {
    if (m.includes('\n')) return m; // left to the rule below, which keeps the line break
    count('issue N, product.md X');
    return '';
  });
  // "(decision 044, issue N)", "(product.md §7 Geo, issue N)" → the reference alone.
  out = out.replace(
    new RegExp(String.raw`((?:${DECISIONS}|product\.md [§DH]\d+[^,;()\n]{0,30}?)),${GAP}[Ii]ssues?${GAP}${ISSUE_NUMBERS}(?=\))`, 'g'),
    (m: string, ref: string) => {
      if (m.includes('\n')) return m;
      count('X, issue N)');
      return ref;
    },
  );
  // Everything else: each number to its target, chosen by its quote and its line.
  out = out.replace(new RegExp(ISSUE, 'g'), (match: string, i: string, list: string, offset: number, whole: string) => {
    count('issue N');
    const quote = new RegExp(`^${QUOTED}`).exec(whole.slice(offset + match.length))?.[1] ?? '';
    const lines = linesAround(whole, offset, match.length);
    const targets = numbersOf(list).map((n) => issueTarget(n, quote, lines, decision));
    let target = joinTargets(targets);
    // product.md cites its own sections without its name: "(issue N)" under D8 becomes "(D8)".
    if (file === 'docs/product.md') target = target.replace(/^product\.md /, '');
    // What an issue did ("issue N found…", "since issue N") was work, not a document: say so.
    const after = whole.slice(offset + match.length);
    const before = whole.slice(Math.max(0, offset - 6), offset);
    if (/^(?:'s)?[ \t]+(?:measured|found|moved|replaced|reports|noticed)\b/.test(after) || /\bSince $/i.test(before)) {
      return keepBreak(match, `${i === 'I' ? 'The' : 'the'} work for ${target}`);
    }
    return keepBreak(match, capitalise(target, i));
  });
  // A rewrite that now cites one reference twice in a row: "Decision 049 deposits (decision 049)" keeps the first.
  if (out === text) return out;
  out = out.replace(/\b((?:decision \d{3}|product\.md [§DH]\d+)\b)([^\n]{0,120}?)[ \t]*\(\1\)/gi, '$1$2');
  out = out.replace(/\b(decision (\d{3})) \(decision \2,\s*/gi, '$1 (');
  out = out.replace(/\(((?:decision \d{3}|product\.md [§DH]\d+)(?: "[^"\n]*")?)(?:,|;| and) \1\)/g, '($1)');
  return out;
}

export interface Rewrite {
  text: string;
  /** How many citations each form rewrote. */
  counts: Record<string, number>;
}

/** The text with every citation it recognises pointed at docs/product.md or a decision record; `file` (repository-relative) tells a decision record's own number. */
export function rewriteCitations(text: string, file = ''): Rewrite {
  const counts: Record<string, number> = {};
  let out = text;
  for (const rule of RULES) {
    out = out.replace(rule.pattern, (match: string, ...rest: unknown[]) => {
      counts[rule.form] = (counts[rule.form] ?? 0) + 1;
      // The capture groups come before the match's offset (the first number among the arguments).
      const groups = rest
        .slice(
          0,
          rest.findIndex((arg) => typeof arg === 'number'),
        )
        .map((g) => (typeof g === 'string' ? g : ''));
      if (typeof rule.replace === 'string') {
        // Expand $1… by hand: a function replacer gets no $-substitution of its own.
        return rule.replace.replace(/\$(\d)/g, (_, n: string) => groups[Number(n) - 1] ?? '');
      }
      return rule.replace(match, ...groups);
    });
  }
  out = rewriteIssueCitations(out, counts, file);
  return { text: out, counts };
}

export interface StaleCitation {
  /** Repository-relative, with forward slashes. */
  file: string;
  line: number;
  column: number;
  match: string;
  /** The whole line, trimmed. */
  text: string;
}

/** Any of the missing documents' file names, or their names in capitals (file names first, so "SPEC.md" is one hit). */
const STALE = [/\b(?:spec|design|style)\.md\b/gi, /\b(?:SPEC|DESIGN|STYLE)\b/g];

/** A citation of an issue, the number perhaps on the comment's next line. */
const ISSUE_CITATION = new RegExp(String.raw`\b[Ii]ssues?${GAP}\d+`, 'g');

/** Every mention of a document the repository does not hold, or of an issue, in one file's text. */
export function findStaleCitations(text: string, file = ''): StaleCitation[] {
  const found: StaleCitation[] = [];
  const lines = text.split('\n');
  for (const m of text.matchAll(ISSUE_CITATION)) {
    const before = text.slice(0, m.index);
    const line = before.split('\n').length;
    const column = m.index - (before.lastIndexOf('\n') + 1) + 1;
    found.push({ file, line, column, match: m[0].replace(/\s+/g, ' '), text: lines[line - 1]!.trim() });
  }
  lines.forEach((line, index) => {
    const hits = new Map<number, string>();
    for (const pattern of STALE) {
      for (const m of line.matchAll(pattern)) {
        // "SPEC" inside "SPEC.md" is one citation, not two.
        if (![...hits].some(([at, s]) => m.index >= at && m.index < at + s.length)) hits.set(m.index, m[0]);
      }
    }
    for (const [at, match] of [...hits].sort(([a], [b]) => a - b)) {
      found.push({ file, line: index + 1, column: at + 1, match, text: line.trim() });
    }
  });
  return found.sort((a, b) => a.line - b.line || a.column - b.column);
}

/** The files a citation can live in: text files of the repository, repository-relative with forward slashes. */
export function listFiles(root = REPO_ROOT): string[] {
  const files: string[] = [];
  const walk = (dir: string) => {
    for (const name of readdirSync(dir).sort()) {
      const abs = join(dir, name);
      const rel = relative(root, abs).split(sep).join('/');
      if (SKIP_PATHS.has(rel)) continue;
      const stat = lstatSync(abs);
      if (stat.isSymbolicLink()) continue;
      if (stat.isDirectory()) {
        if (!SKIP_DIRS.has(name)) walk(abs);
      } else if (stat.isFile() && (TEXT_EXTENSIONS.has(extname(name)) || isEnvTemplate(name))) {
        files.push(rel);
      }
    }
  };
  walk(root);
  return files;
}

/** What --check reports: every stale citation in the repository. */
export function checkRepo(root = REPO_ROOT): StaleCitation[] {
  return listFiles(root).flatMap((file) => findStaleCitations(readFileSync(join(root, file), 'utf8'), file));
}

/**
 * The rewritten text, formatted by Prettier when Prettier formats the file and the original was
 * formatted; `unformatted` when Prettier formats the file but the original was not (left for a person).
 */
async function reformat(root: string, file: string, original: string, rewritten: string): Promise<{ text: string; unformatted: boolean }> {
  const prettier = await import('prettier');
  const abs = join(root, file);
  const info = await prettier.getFileInfo(abs, { ignorePath: join(root, '.prettierignore') });
  if (info.ignored || !info.inferredParser) return { text: rewritten, unformatted: false };
  const options = { ...(await prettier.resolveConfig(abs)), filepath: abs };
  if (!(await prettier.check(original, options))) return { text: rewritten, unformatted: true };
  return { text: await prettier.format(rewritten, options), unformatted: false };
}

export interface RepoRewrite {
  files: { file: string; citations: number }[];
  counts: Record<string, number>;
  /** Rewritten files Prettier did not accept before the rewrite, so they were not reformatted. */
  unformatted: string[];
}

/** Rewrites every file in place (this is what the lead runs, once the other branches have landed). */
export async function rewriteRepo(root = REPO_ROOT): Promise<RepoRewrite> {
  const result: RepoRewrite = { files: [], counts: {}, unformatted: [] };
  for (const file of listFiles(root)) {
    const abs = join(root, file);
    const original = readFileSync(abs, 'utf8');
    const { text, counts } = rewriteCitations(original, file);
    if (text === original) continue;
    const formatted = await reformat(root, file, original, text);
    writeFileSync(abs, formatted.text);
    if (formatted.unformatted) result.unformatted.push(file);
    let citations = 0;
    for (const [form, n] of Object.entries(counts)) {
      result.counts[form] = (result.counts[form] ?? 0) + n;
      citations += n;
    }
    result.files.push({ file, citations });
  }
  return result;
}

function printStale(stale: readonly StaleCitation[]): void {
  for (const s of stale) console.log(`${s.file}:${s.line}:${s.column}: ${s.match}  | ${s.text}`);
  const files = new Set(stale.map((s) => s.file)).size;
  console.log(
    `\n${stale.length} stale citation(s) in ${files} file(s): cite docs/product.md or a decision record instead (product.md H3).`,
  );
}

async function main(argv: readonly string[]): Promise<number> {
  if (!argv.includes('--check')) {
    const { files, counts, unformatted } = await rewriteRepo();
    for (const [form, n] of Object.entries(counts).sort(([a], [b]) => a.localeCompare(b))) console.log(`${String(n).padStart(5)}  ${form}`);
    console.log(`Rewrote ${Object.values(counts).reduce((a, b) => a + b, 0)} citation(s) in ${files.length} file(s).\n`);
    if (unformatted.length > 0) {
      console.log(`Not formatted before the rewrite, so left as they were (run npx prettier --write on them):`);
      for (const file of unformatted) console.log(`  ${file}`);
      console.log('');
    }
  }
  const stale = checkRepo();
  if (stale.length === 0) {
    console.log('No stale citations: every reference points at docs/product.md or a decision record.');
    return 0;
  }
  printStale(stale);
  return 1;
}

if (process.argv[1] && import.meta.url === pathToFileURL(process.argv[1]).href) {
  process.exitCode = await main(process.argv.slice(2));
}
