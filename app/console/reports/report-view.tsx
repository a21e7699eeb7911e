// A report page (product.md D12 "Reports"): the date-range form (GET, so it works
// without JavaScript), then each chart with its table and CSV link, both built here
// from the report the loader sends once (decision 065).
import { Form, Link, useSearchParams } from 'react-router';
import { LEAD_STATUSES, LEAD_STATUS_LABELS } from '../../../contract/event-leads.ts';
import { reportTable } from '../../../contract/report-tables.ts';
import { expandReport } from '../../../contract/report-compact.ts';
import { REPORT_CHARTS, type Report, type ReportChart } from '../../../contract/reports.ts';
import type { ReportPage } from './reports-page.server.ts';
import { BarChart, Heatmap, type BarDatum } from './report-charts.tsx';
import { ReportTable } from './report-table.tsx';
import { openTables, withTableToggled } from './report-table-toggle.ts';
import consoleStyles from '../console.module.css';
import styles from './reports.module.css';

const HEADINGS: Record<ReportChart, string> = {
  daily: 'Covers by day',
  weekly: 'Covers by week',
  rates: 'No-shows and cancellations',
  sources: 'Booking sources',
  'lead-time': 'Lead time',
  'party-size': 'Party sizes',
  busiest: 'Busiest times',
  enquiries: 'Enquiries that became bookings',
  vouchers: 'Offer vouchers issued',
  'sign-ups': 'Sign-ups',
  leads: 'Event leads',
  'event-value': 'Value of events by month',
};

function chartFor(r: Report, chart: ReportChart) {
  const bars = (data: BarDatum[]) => <BarChart data={data} />;
  switch (chart) {
    case 'daily':
      return bars(r.days.map((d) => ({ label: d.start, tick: d.start.slice(5), value: d.covers })));
    case 'weekly':
      return bars(r.weeks.map((w) => ({ label: w.start, tick: w.start.slice(5), value: w.covers })));
    case 'rates':
      return bars([
        { label: 'Kept', value: r.rates.booked - r.rates.cancelled - r.rates.noShows },
        { label: 'Cancelled', value: r.rates.cancelled },
        { label: 'No-shows', value: r.rates.noShows },
      ]);
    case 'sources':
      return bars(r.sources.map((s) => ({ label: s.label, value: s.count })));
    case 'lead-time':
      return bars(r.leadTimes.map((s) => ({ label: s.label.replace(' to ', '–'), value: s.count })));
    case 'party-size':
      return bars(r.partySizes.map((s) => ({ label: s.label.replace(' or more', '+'), value: s.count })));
    case 'busiest':
      return <Heatmap heatmap={r.heatmap} />;
    case 'enquiries':
      return bars([
        { label: 'Online received', value: r.enquiries.online.received },
        { label: 'Online booked', value: r.enquiries.online.converted },
        { label: 'Group received', value: r.enquiries.group.received },
        { label: 'Group booked', value: r.enquiries.group.converted },
      ]);
    case 'vouchers':
      return bars(r.vouchers.byDay.map((d) => ({ label: d.label, tick: d.label.slice(5), value: d.count })));
    case 'sign-ups':
      return bars(r.signUps.byDay.map((d) => ({ label: d.label, tick: d.label.slice(5), value: d.count })));
    case 'leads': {
      const all = r.leads[r.leads.length - 1]!;
      return bars(LEAD_STATUSES.map((s) => ({ label: LEAD_STATUS_LABELS[s], value: all.byStatus[s] })));
    }
    case 'event-value':
      return bars(
        r.eventValue.byMonth.map((m) => ({
          label: m.label,
          tick: `${m.label.slice(0, 3)} ${m.month.slice(2, 4)}`,
          value: Math.round(m.valuePence / 100),
        })),
      );
  }
}

/** One end of the range: a labelled date input, its error tied to it. */
function DateField({ name, label, value, error }: { name: string; label: string; value: string; error: string | undefined }) {
  const id = `report-${name}`;
  return (
    <div className={consoleStyles.field}>
      <label htmlFor={id}>{label}</label>
      <input
        id={id}
        name={name}
        type="date"
        defaultValue={value}
        aria-invalid={error ? true : undefined}
        aria-describedby={error ? `${id}-error` : undefined}
      />
      {error && (
        <p id={`${id}-error`} className={consoleStyles.fieldError} role="alert">
          {error}
        </p>
      )}
    </div>
  );
}

export function ReportView({ page }: { page: ReportPage }) {
  const report = expandReport(page.report);
  const [search] = useSearchParams();
  const open = openTables(search);
  const query = `from=${report.range.from}&to=${report.range.to}`;
  const fromError = page.errors.from;
  const toError = page.errors.to;
  return (
    <div className={`${consoleStyles.page} ${consoleStyles.wide}`}>
      <h1>Reports: {page.title}</h1>
      <p>
        {report.range.from} to {report.range.to} (London dates). Demo bookings are never counted.
      </p>
      <Form method="get" action={page.path} className={`${consoleStyles.card} ${styles.form}`}>
        <DateField name="from" label="From" value={page.asked.from} error={fromError} />
        <DateField name="to" label="To" value={page.asked.to} error={toError} />
        <button type="submit" className="button">
          Show the report
        </button>
      </Form>
      {(page.showChainLink || page.restaurants.length > 1) && (
        <nav aria-label="Other reports">
          <ul className={styles.links}>
            {page.showChainLink && (
              <li>
                <Link to={`/console/reports/?${query}`}>The chain</Link>
              </li>
            )}
            {page.restaurants.map((r) => (
              <li key={r.storeId}>
                <Link to={`/console/reports/${r.storeId}/?${query}`}>{r.title}</Link>
              </li>
            ))}
          </ul>
        </nav>
      )}
      {REPORT_CHARTS.map((chart) => reportTable(report, chart)).map((table) => (
        <section key={table.chart} className={styles.section} aria-labelledby={`report-${table.chart}`}>
          <h2 id={`report-${table.chart}`}>{HEADINGS[table.chart]}</h2>
          {chartFor(report, table.chart)}
          <ReportTable
            table={table}
            csvHref={`${page.path}csv/${table.chart}/?${query}`}
            fold={{ open: open.has(table.chart), toggleHref: `${withTableToggled(search, table.chart)}#report-${table.chart}` }}
          />
        </section>
      ))}
    </div>
  );
}
