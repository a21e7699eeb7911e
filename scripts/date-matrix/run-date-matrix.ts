// `npm run test:dates`: the booking, console and journey suites with every clock
// (the test processes', the servers', the browsers') started at each instant of
// the matrix (instants.ts). Prints one line per instant and a table at the end;
// exits non-zero if any instant failed; each run's whole output is kept in
// var/date-matrix/. `--only <label part>[,<label part>…]` runs a subset,
// `--unit` or `--e2e` one half. Expects a build (`npm run build`) for the e2e half.
import { spawnSync } from 'node:child_process';
import { mkdirSync, writeFileSync } from 'node:fs';
import { MATRIX_E2E_SPECS, MATRIX_INSTANTS, MATRIX_UNIT_PATHS, type MatrixInstant } from './instants.ts';
import { plainText, summaryOf, type SuiteSummary } from './suite-summary.ts';

interface Row {
  instant: MatrixInstant;
  unit?: SuiteSummary;
  e2e?: SuiteSummary;
}

const args = process.argv.slice(2);
const only = args.includes('--only') ? args[args.indexOf('--only') + 1] : undefined;
const halves = { unit: !args.includes('--e2e'), e2e: !args.includes('--unit') };
const wanted = only?.toLowerCase().split(',');
const instants = MATRIX_INSTANTS.filter((i) => !wanted || wanted.some((part) => i.label.toLowerCase().includes(part)));

const LOG_DIR = 'var/date-matrix';
mkdirSync(LOG_DIR, { recursive: true });

/** The failed tests' titles: Vitest's "FAIL file > title" lines, Playwright's "  1) [project] › file › title". */
const failures = (output: string) =>
  plainText(output)
    .split('\n')
    .filter((line) => /^\s*FAIL\s.+>/.test(line) || /^\s+\d+\) \[/.test(line))
    .map((line) => `    ${line.trim()}`);

function run(command: string, commandArgs: string[], clockStart: string, log: string): SuiteSummary {
  const started = Date.now();
  const result = spawnSync(command, commandArgs, {
    env: { ...process.env, CLOCK_START: clockStart, CI: '1' },
    encoding: 'utf8',
    maxBuffer: 64 * 1024 * 1024,
  });
  const output = `${result.stdout}\n${result.stderr}`;
  const summary = summaryOf(output, result.status ?? 1, Date.now() - started);
  writeFileSync(log, output);
  if (!summary.ok) console.log([`  failed (${log}):`, ...new Set(failures(output))].join('\n'));
  return summary;
}

const rows: Row[] = [];
for (const instant of instants) {
  const row: Row = { instant };
  const log = (half: string) => `${LOG_DIR}/${instant.label.replace(/\W+/g, '-').toLowerCase()}-${half}.log`;
  if (halves.unit) row.unit = run('npx', ['vitest', 'run', ...MATRIX_UNIT_PATHS], instant.clockStart, log('unit'));
  if (halves.e2e) row.e2e = run('npx', ['playwright', 'test', ...MATRIX_E2E_SPECS], instant.clockStart, log('e2e'));
  rows.push(row);
  const parts = [row.unit && `unit ${format(row.unit)}`, row.e2e && `e2e ${format(row.e2e)}`].filter(Boolean);
  console.log(`${instant.label.padEnd(36)} ${instant.clockStart}  ${parts.join('  ')}`);
}

function format(s: SuiteSummary): string {
  return `${s.ok ? 'ok' : 'FAILED'} ${s.passed} passed, ${s.failed} failed, ${s.skipped} skipped (${Math.round(s.ms / 1000)} s)`;
}

const failed = rows.filter((r) => (r.unit && !r.unit.ok) || (r.e2e && !r.e2e.ok));
console.log(`\n${rows.length - failed.length} of ${rows.length} instants green`);
process.exit(failed.length ? 1 : 0);
