// Points every citation of the three documents a clone lacks (the product
// specification, the design and the house style) at docs/product.md, whose
// headings keep their numbers (product.md H3): "SPEC §7" → "product.md §7",
// "DESIGN §3" → "product.md D3", "STYLE habit 9" → "product.md H9", plus the
// handful of bare forms found in the code, each mapped to its section.
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

export interface Rewrite {
  text: string;
  /** How many citations each form rewrote. */
  counts: Record<string, number>;
}

/** The text with every citation it recognises pointed at docs/product.md. */
export function rewriteCitations(text: string): Rewrite {
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

/** Every mention of a document the repository does not hold, in one file's text. */
export function findStaleCitations(text: string, file = ''): StaleCitation[] {
  const found: StaleCitation[] = [];
  const lines = text.split('\n');
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
  return found;
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
    const { text, counts } = rewriteCitations(original);
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
  console.log(`\n${stale.length} stale citation(s) in ${files} file(s): cite docs/product.md instead (product.md H3).`);
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
    console.log('No stale citations: every reference points at docs/product.md.');
    return 0;
  }
  printStale(stale);
  return 1;
}

if (process.argv[1] && import.meta.url === pathToFileURL(process.argv[1]).href) {
  process.exitCode = await main(process.argv.slice(2));
}
