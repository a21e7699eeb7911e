// Fills a PostgreSQL database with a year of a 52-restaurant chain for the
// reports bench (product.md D12 "Fast at chain scale"): about 1.5 million bookings
// with cancellations and no-shows, enquiries, group enquiries, customers,
// sign-ups and offer vouchers, then sums the year into report_days; its
// restaurants (2001 …) open in the console (decision 065). Never part of the
// demo data: it writes only the database it is given, and only one whose
// bookings table holds no real bookings (or with --replace, one it filled before).
//
//   node --import tsx scripts/generate-chain-year.ts postgres://postgres@127.0.0.1:5432/mesa_reports_bench [--replace] [--end=2026-11-25]
import { loadContentPack } from '../content/load-pack.ts';
import { isoDateField } from '../contract/fields.ts';
import { openDatabase } from '../server/db/client.ts';
import { CHAIN_YEAR, generateChainYear } from './chain-year/generate-chain-year.ts';

const args = process.argv.slice(2);
const url = args.find((a) => a.startsWith('postgres'));
const replace = args.includes('--replace');
const end = isoDateField('--end must be a date, YYYY-MM-DD').safeParse(
  args.find((a) => a.startsWith('--end='))?.slice(6) ?? CHAIN_YEAR.end,
);
if (!url || !end.success) {
  console.error('Usage: node --import tsx scripts/generate-chain-year.ts postgres://… [--replace] [--end=YYYY-MM-DD]');
  process.exit(2);
}

const database = await openDatabase({ url, poolSize: 2 });
try {
  await generateChainYear(
    database.db,
    await loadContentPack(),
    { ...CHAIN_YEAR, end: end.data },
    { replace, analyze: true, log: console.log },
  );
} finally {
  await database.close();
}
