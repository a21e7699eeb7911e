// Decision 046: /metrics shows the counters move under the bench. After the load runs, `npm run bench`
// scrapes its own server's /metrics (METRICS_TOKEN set for the run) and prints what an operator would watch.
import { histogramQuantile, parseSeries, seriesSum, seriesValue } from '../tests/support/prometheus-text.ts';

const CREATE_ROUTE = { method: 'POST', route: '/api/booking/create/:storeId' };
const ms = (seconds: number | undefined) => (seconds === undefined ? '—' : seconds === Infinity ? '> 10 s' : `≤ ${seconds * 1000} ms`);

/** The figures of one scrape, as rows for console.table. */
export function metricsFigures(text: string): { metric: string; value: string | number }[] {
  const series = parseSeries(text);
  const refusals = new Map<string, number>();
  for (const s of series.filter((x) => x.name === 'mesa_booking_refusals_total'))
    refusals.set(s.labels.reason ?? '?', (refusals.get(s.labels.reason ?? '?') ?? 0) + s.value);
  const errors = series.filter((x) => x.name === 'mesa_http_requests_total' && x.labels.status?.startsWith('5'));
  const hits = seriesSum(text, 'mesa_html_cache_requests_total', { outcome: 'hit' });
  const cacheable = seriesSum(text, 'mesa_html_cache_requests_total');
  return [
    { metric: 'HTTP requests answered', value: seriesSum(text, 'mesa_http_requests_total') },
    { metric: 'HTTP 5xx answers', value: errors.reduce((sum, x) => sum + x.value, 0) },
    { metric: 'booking creates', value: seriesSum(text, 'mesa_booking_creates_total') },
    { metric: 'booking refusals (product.md §8)', value: [...refusals].map(([reason, n]) => `${reason} ${n}`).join(', ') || 0 },
    { metric: 'lost races (409, status 9)', value: seriesSum(text, 'mesa_booking_slot_taken_total') },
    { metric: 'create p95 (bucket)', value: ms(histogramQuantile(text, 'mesa_http_request_duration_seconds', 0.95, CREATE_ROUTE)) },
    { metric: 'HTML cache hit ratio', value: cacheable ? `${Math.round((hits / cacheable) * 1000) / 10} % of ${cacheable}` : '—' },
    { metric: 'mail outbox pending', value: seriesValue(text, 'mesa_mail_outbox_pending') ?? '—' },
    { metric: 'oldest pending mail (s)', value: Math.round(seriesValue(text, 'mesa_mail_outbox_oldest_pending_age_seconds') ?? 0) },
    {
      metric: 'job runs completed / failed',
      value: `${seriesSum(text, 'mesa_job_runs_total', { outcome: 'completed' })} / ${seriesSum(text, 'mesa_job_runs_total', { outcome: 'failed' })}`,
    },
  ];
}

/** Scrapes `base`/metrics with the run's token and prints the figures. */
export async function printMetricsFigures(base: string, token: string): Promise<void> {
  const reply = await fetch(`${base}/metrics`, { headers: { authorization: `Bearer ${token}` } });
  if (!reply.ok) return console.log(`/metrics answered ${reply.status}`);
  console.table(metricsFigures(await reply.text()));
}
