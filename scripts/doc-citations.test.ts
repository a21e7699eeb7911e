// Every reference in the repository must be one a clone can follow (product.md
// H3): comments cite docs/product.md or a decision record, never the
// specification, design or style documents that live outside the repository,
// nor an issue of the tracker. The last tests fail until
// scripts/rewrite-doc-citations.ts has been run over the repository.
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import {
  checkRepo,
  findStaleCitations,
  ISSUE_TARGETS,
  issueTarget,
  listFiles,
  REPO_ROOT,
  rewriteCitations,
  type StaleCitation,
} from './rewrite-doc-citations.ts';

// The tracker's word, spelled apart so these examples are not themselves citations (the check below would find them).
const ISSUE = ['is', 'sue'].join('');
const ISSUE_CAP = `I${ISSUE.slice(1)}`;
const ISSUES = `${ISSUE}s`;

const rewrite = (text: string, file?: string) => rewriteCitations(text, file).text;

/** The section ids docs/product.md has headings for: '§1'…'§9', 'D1'…'D14', 'H1'…'H10'. */
function productSections(): Set<string> {
  const doc = readFileSync(join(REPO_ROOT, 'docs/product.md'), 'utf8');
  return new Set([...doc.matchAll(/^## (§\d+|D\d+|H\d+) /gm)].map((m) => m[1]!));
}

/** The section ids a text cites: "product.md §2, §9" gives §2 and §9; "product.md D1, D5" gives D1 and D5. */
function citedSections(text: string): string[] {
  const ids: string[] = [];
  for (const m of text.matchAll(/product\.md\s+((?:§§?\d+|[DH]\d+)(?:\s*(?:,|\/|and|or|&)\s*(?:§\d+|[DH]\d+)|[–-](?:§?\d+|[DH]\d+))*)/g)) {
    const list = m[1]!;
    const prefix = /^[DH]/.test(list) ? list[0]! : '§';
    for (const n of list.matchAll(/\d+/g)) ids.push(`${prefix}${n[0]}`);
  }
  return ids;
}

/** The decision records docs/decisions holds, by number: '001'…. */
function decisionNumbers(): Set<string> {
  return new Set(listFiles().flatMap((f) => /^docs\/decisions\/(\d{3})-/.exec(f)?.[1] ?? []));
}

/** The decision numbers a text cites: "decision 044", "decisions 040 and 059" give 044, 040 and 059. */
function citedDecisions(text: string): string[] {
  return [...text.matchAll(/\b[Dd]ecisions?\s+(\d{3}(?:(?:,|\s+and)\s+\d{3})*)/g)].flatMap((m) => m[1]!.match(/\d{3}/g)!);
}

const summary = (stale: readonly StaleCitation[], limit = 25) =>
  `${stale.length} stale citation(s) in ${new Set(stale.map((s) => s.file)).size} file(s); run ` +
  '`node --import tsx scripts/rewrite-doc-citations.ts`. First ones:\n' +
  stale
    .slice(0, limit)
    .map((s) => `  ${s.file}:${s.line}: ${s.text}`)
    .join('\n');

describe('rewriteCitations', () => {
  it.each([
    ['// SPEC §7 headers; Fastify lower-cases them.', '// product.md §7 headers; Fastify lower-cases them.'],
    ['/** (SPEC §8 status 9) */', '/** (product.md §8 status 9) */'],
    ['// The preferences form (SPEC §2, §3, §4, §5): first name', '// The preferences form (product.md §2, §3, §4, §5): first name'],
    ['// SPEC §2/§9: a loading bar', '// product.md §2/§9: a loading bar'],
    ['// SPEC §§7–8', '// product.md §§7–8'],
    ["it('has the SPEC §4 and §9 constants', () => {", "it('has the product.md §4 and §9 constants', () => {"],
    ['Reads go through a TTL cache (SPEC\n§9: 3600 s)', 'Reads go through a TTL cache (product.md\n§9: 3600 s)'],
    ['// Server-rendered (DESIGN §1).', '// Server-rendered (product.md D1).'],
    ['// The engine (DESIGN §1, §5): reads', '// The engine (product.md D1, D5): reads'],
    ['// (DESIGN §2 notes).', '// (product.md D2 notes).'],
    ["// DESIGN §3's layers", "// product.md D3's layers"],
    ['// DESIGN §§7–8', '// product.md D7–D8'],
    ['// daily sheet (DESIGN\n// §8), for managers', '// daily sheet (product.md\n// D8), for managers'],
    ['// (STYLE habit 9), formatted on the server', '// (product.md H9), formatted on the server'],
    ['// (STYLE habits 5 and 9)', '// (product.md H5 and H9)'],
    ['// fails (STYLE, Epic Stack habit); CLOCK_START', '// fails (product.md H8, Epic Stack habit); CLOCK_START'],
    ['// fails (STYLE: the Epic Stack habit): an error', '// fails (product.md H8: the Epic Stack habit): an error'],
    [
      '// page errors (DESIGN §8; STYLE: domain\n// errors become HTTP',
      '// page errors (product.md D8; product.md H6: domain\n// errors become HTTP',
    ],
    ['// into HTTP (STYLE:\n// domain errors are mapped', '// into HTTP (product.md H6:\n// domain errors are mapped'],
    ['// (STYLE: errors are domain values', '// (product.md H6: errors are domain values'],
    ['split wrongly. STYLE.md: "errors are domain values', 'split wrongly. product.md H6: "errors are domain values'],
    [
      "// Errors as values (STYLE habit 6; cal.com's lesson in STYLE.md): a",
      "// Errors as values (product.md H6; cal.com's lesson in product.md H6): a",
    ],
    ['// one interface (STYLE: every external', '// one interface (product.md H7: every external'],
    [`// (${ISSUE} 8, STYLE: one module`, '// (product.md H7: one module'],
    ["by hand. STYLE asks for Epic Stack's `.env`", "by hand. product.md H7 asks for Epic Stack's `.env`"],
    ['yet. STYLE asks for one typed', 'yet. product.md H4 asks for one typed'],
    ['what SPEC/DESIGN section this touches.', 'what product.md section this touches.'],
    ['is kept literally, because SPEC says so.', 'is kept literally, because product.md §2 says so.'],
    ['// the seats are free at once (SPEC: cancelling frees them)', '// the seats are free at once (product.md D5: cancelling frees them)'],
    ['return; // SPEC: the scheme is for friends new', 'return; // product.md §4: the scheme is for friends new'],
    ["// The first five are the SPEC's examples; the rest", "// The first five are product.md §2's examples; the rest"],
    ["// SPEC §2 general redirects, in the SPEC's order.", '// product.md §2 general redirects, in the order of product.md §2.'],
    ['// the SPEC names two hops, so', '// product.md §2 names two hops, so'],
    ["it('includes every page the SPEC names', () => {", "it('includes every page product.md §2 names', () => {"],
    ['to the ordinary rules (SPEC lists known slugs)', 'to the ordinary rules (product.md §2 lists known slugs)'],
    ["'%s is a 404 JSON with the SPEC message'", "'%s is a 404 JSON with the product.md §4 message'"],
    ["it('answers SPEC status 9 when no table is free'", "it('answers product.md §8 status 9 when no table is free'"],
    ["it('keeps the SPEC limits', () => {", "it('keeps the product.md §9 limits', () => {"],
    ['.toThrow(/at most 50 per instance \\(SPEC §9\\)/);', '.toThrow(/at most 50 per instance \\(product.md §9\\)/);'],
  ])('%j', (before, after) => {
    expect(rewrite(before)).toBe(after);
  });

  it.each([
    [`// ${ISSUE_CAP} 28: a deposit is charged with the booking.`, '// Decision 049: a deposit is charged with the booking.'],
    [`// ${ISSUE_CAP} 28 "Deposits": the terms.`, '// product.md D11 "Deposits": the terms.'],
    [`/** ${ISSUE_CAP} 28 "Waitlist", decision 050: a hold. */`, '/** Decision 050 "Waitlist": a hold. */'],
    [`// The studio (${ISSUE} 26 "within a second"): a publish`, '// The studio (product.md D9 "within a second"): a publish'],
    [`// Guests (${ISSUE} 29, decision 044): one profile`, '// Guests (decision 044): one profile'],
    [`// ${ISSUE_CAP} 29 (decision 044): one profile`, '// Decision 044: one profile'],
    [`// The walk-in (product.md D8, ${ISSUE} 27): one table`, '// The walk-in (product.md D8): one table'],
    [`// The keys (${ISSUE} 27, product.md D8): a grip`, '// The keys (product.md D8): a grip'],
    [
      `it('a day without times offers the next free days (${ISSUE} 16)', () => {`,
      "it('a day without times offers the next free days (decision 026)', () => {",
    ],
    [`// The menu filter (${ISSUES} 5 and 26): dietary tags`, '// The menu filter (product.md §2 and D9): dietary tags'],
    [`// The step (${ISSUES} 7, 16, 30): a time`, '// The step (product.md §4 "Booking flow", decision 026 and product.md D14): a time'],
    [`// A table group (${ISSUES} 15 and 27): its`, '// A table group (decision 025 and product.md D8): its'],
    [
      `// The mail log (${ISSUE} 31 "A mail log in the\n// console"): chain admins`,
      '// The mail log (product.md D13 "A mail log in the\n// console"): chain admins',
    ],
    [`// The cache (${ISSUE} 18, decision\n// 024): checks the version`, '// The cache (decision\n// 024): checks the version'],
    [`// lazily (${ISSUE}\n// 18), so a page`, '// lazily (decision\n// 024), so a page'],
    [`/* ${ISSUE_CAP} 17: the logo ran 29 px past a 320 px screen. */`, '/* product.md D7: the logo ran 29 px past a 320 px screen. */'],
    [`// (${ISSUE} 17 moved the button into the footer)`, '// (the work for product.md D7 moved the button into the footer)'],
    [`// Decision 049: a deposit goes back in time (${ISSUE} 28).`, '// Decision 049: a deposit goes back in time.'],
    [`// Backups (${ISSUE} 31 "Done when"): a drill`, '// Backups (decision 047): a drill'],
    [
      `// The signed link (${ISSUE} 6,\n// ${ISSUE} 16 item 9; product.md §6: no login)`,
      '// The signed link (decision\n// 041; product.md §6: no login)',
    ],
  ])('%j', (before, after) => {
    expect(rewrite(before)).toBe(after);
  });

  it('points a decision record at product.md, never at itself or a later decision', () => {
    expect(rewrite(`${ISSUE_CAP} 26 "Images": content editors upload`, 'docs/decisions/037-uploaded-images-storage.md')).toBe(
      'product.md D9 "Images": content editors upload',
    );
    expect(rewrite(`${ISSUE_CAP} 15: tables, areas`, 'docs/decisions/025-booking-setup-as-data.md')).toBe(
      'product.md D8 "Setup as data": tables, areas',
    );
    expect(rewrite(`${ISSUE_CAP} 27 asks for a grid: drag a booking`, 'docs/decisions/033-diary-grid.md')).toBe(
      'product.md D8 asks for a grid: drag a booking',
    );
    expect(rewrite(`Mesa's choices for the host stand (${ISSUE} 27):`, 'docs/decisions/099-x.md')).toBe(
      "Mesa's choices for the host stand (product.md D8):",
    );
    expect(rewrite(`Mesa's choices for the host stand (${ISSUE} 27):`, 'docs/product.md')).toBe("Mesa's choices for the host stand (D8):");
  });

  it('is idempotent', () => {
    const text = `// ${ISSUE_CAP} 28 "Fees" (${ISSUE} 29, decision 044); ${ISSUES} 5 and 26; lazily (${ISSUE}\n// 18), so`;
    const once = rewrite(text);
    expect(rewrite(once)).toBe(once);
    expect(findStaleCitations(once)).toEqual([]);
  });

  it('has a target for every issue, at a place the repository holds', () => {
    const sections = productSections();
    const decisions = decisionNumbers();
    for (const entry of Object.values(ISSUE_TARGETS)) {
      const targets = [
        entry.fallback,
        entry.section ?? entry.fallback,
        ...Object.values(entry.headings ?? {}),
        ...(entry.words ?? []).map(([, t]) => t),
      ];
      for (const target of targets) {
        for (const id of citedSections(target)) expect(sections, target).toContain(id);
        for (const n of citedDecisions(target)) expect(decisions, target).toContain(n);
      }
    }
    expect(() => issueTarget(1, '', [])).toThrow(/no target/);
  });

  it('leaves words that only start like the names alone', () => {
    const code = "import { SPECIAL_REQUEST_MAX } from './booking.ts'; const DESIGNER = 1; // RFC 5545 §3.1; the code issued 2 vouchers";
    expect(rewrite(code)).toBe(code);
    expect(findStaleCitations(code)).toEqual([]);
  });

  it('counts what each form rewrote', () => {
    expect(rewriteCitations('SPEC §7 and SPEC §8; DESIGN §3; STYLE habit 9').counts).toEqual({
      'SPEC §N': 2,
      'DESIGN §N': 1,
      'STYLE habit N': 1,
    });
  });
});

describe('findStaleCitations', () => {
  it('finds every mention of a document the repository does not hold, once each', () => {
    const stale = findStaleCitations('// SPEC §7\n// see DESIGN.md and style.md\n// STYLE: one module', 'x.ts');
    expect(stale.map(({ line, column, match }) => ({ line, column, match }))).toEqual([
      { line: 1, column: 4, match: 'SPEC' },
      { line: 2, column: 8, match: 'DESIGN.md' },
      { line: 2, column: 22, match: 'style.md' },
      { line: 3, column: 4, match: 'STYLE' },
    ]);
  });

  it('finds every citation of an issue, the number perhaps on the next line', () => {
    const stale = findStaleCitations(`// ${ISSUE_CAP} 28: a deposit\n// (${ISSUES} 5 and 26), lazily (${ISSUE}\n// 18)`, 'x.ts');
    expect(stale.map(({ line, column, match }) => ({ line, column, match }))).toEqual([
      { line: 1, column: 4, match: `${ISSUE_CAP} 28` },
      { line: 2, column: 5, match: `${ISSUES} 5` },
      { line: 2, column: 31, match: 'issue // 18' },
    ]);
  });
});

describe('the citations of the repository', () => {
  const files = listFiles();

  it('scans the code, the docs and the configuration, not dependencies or this check', () => {
    expect(files).toEqual(expect.arrayContaining(['README.md', 'eslint.config.js', 'vitest.config.ts', 'docs/product.md', '.env.example']));
    expect(files.some((f) => f.startsWith('node_modules/') || f.startsWith('.git/'))).toBe(false);
    expect(files).not.toContain('scripts/rewrite-doc-citations.ts');
  });

  it('are all rewritten by the script, to sections docs/product.md has', () => {
    const sections = productSections();
    const left: StaleCitation[] = [];
    const missing: string[] = [];
    const decisions = decisionNumbers();
    for (const file of files) {
      const original = readFileSync(join(REPO_ROOT, file), 'utf8');
      const { text } = rewriteCitations(original, file);
      left.push(...findStaleCitations(text, file));
      for (const id of citedSections(text)) if (!sections.has(id)) missing.push(`${file}: product.md ${id}`);
      if (text !== original) for (const n of citedDecisions(text)) if (!decisions.has(n)) missing.push(`${file}: decision ${n}`);
    }
    expect(left, summary(left)).toEqual([]);
    expect(missing).toEqual([]);
  });

  // Red until the lead runs `node --import tsx scripts/rewrite-doc-citations.ts`.
  it('cite only documents the repository holds', () => {
    const stale = checkRepo().filter((s) => !/^[Ii]ssue/.test(s.match));
    expect(stale.length, summary(stale)).toBe(0);
  });

  it('cite no issue: the tracker is not in the repository', () => {
    const issues = checkRepo().filter((s) => /^[Ii]ssue/.test(s.match));
    expect(issues.length, summary(issues)).toBe(0);
  });
});
