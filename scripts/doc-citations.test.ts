// Every reference in the repository must be one a clone can follow (product.md
// H3): comments cite docs/product.md, never the specification, design or style
// documents that live outside the repository. The last test fails until
// scripts/rewrite-doc-citations.ts has been run over the repository.
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { checkRepo, findStaleCitations, listFiles, REPO_ROOT, rewriteCitations, type StaleCitation } from './rewrite-doc-citations.ts';

const rewrite = (text: string) => rewriteCitations(text).text;

/** The section ids docs/product.md has headings for: '§1'…'§9', 'D1'…'D10', 'H1'…'H10'. */
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
    ['// (issue 8, STYLE: one module', '// (issue 8, product.md H7: one module'],
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

  it('leaves words that only start like the names alone', () => {
    const code = "import { SPECIAL_REQUEST_MAX } from './booking.ts'; const DESIGNER = 1; // RFC 5545 §3.1";
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
    for (const file of files) {
      const { text } = rewriteCitations(readFileSync(join(REPO_ROOT, file), 'utf8'));
      left.push(...findStaleCitations(text, file));
      for (const id of citedSections(text)) if (!sections.has(id)) missing.push(`${file}: product.md ${id}`);
    }
    expect(left, summary(left)).toEqual([]);
    expect(missing).toEqual([]);
  });

  // Red until the lead runs `node --import tsx scripts/rewrite-doc-citations.ts` (issue 25).
  it('cite only documents the repository holds', () => {
    const stale = checkRepo();
    expect(stale.length, summary(stale)).toBe(0);
  });
});
