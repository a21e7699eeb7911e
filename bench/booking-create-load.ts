// Child process of bench/booking.ts: fires creates with autocannon so the load
// generator does not share the server's event loop (like bench/load.ts).
// Each request books a different party, restaurant, date and time.
// argv: baseUrl, JSON { headers, storeIds, dates, total, connections }; prints autocannon's result as JSON.
import { createRequire } from 'node:module';

interface Plan {
  headers: Record<string, string>;
  storeIds: string[];
  dates: string[];
  total: number;
  connections: number;
}
interface AutocannonRequest {
  method?: string;
  path?: string;
  body?: string;
}
type Autocannon = (opts: object, done: (err: Error | null, result: unknown) => void) => unknown;

const [baseUrl, planJson] = process.argv.slice(2) as [string, string];
const plan = JSON.parse(planJson) as Plan;
const autocannon = createRequire(import.meta.url)('autocannon') as Autocannon;
const TIMES = Array.from(
  { length: 17 },
  (_, i) => `${String(17 + Math.floor(i / 4)).padStart(2, '0')}:${String((i % 4) * 15).padStart(2, '0')}`,
);

let n = 0;
function setupRequest(req: AutocannonRequest): AutocannonRequest {
  const i = n++;
  const storeId = plan.storeIds[Math.floor(i / plan.dates.length) % plan.storeIds.length];
  req.path = `/api/booking/create/${storeId}`;
  req.body = JSON.stringify({
    occasionId: 'dinner',
    adults: 1 + (i % 6),
    children: 0,
    bookingDate: plan.dates[i % plan.dates.length],
    time: TIMES[(i * 7) % TIMES.length],
    customer: {
      firstName: 'Bench',
      lastName: 'Diner',
      email: `bench${i}@example.com`,
      shouldReceivePromotions: false,
      shouldReceiveSms: false,
    },
  });
  return req;
}

// autocannon ends a run on its next one-second tick, so its duration rounds up to
// whole seconds; the run is timed here, from the start to the last response.
const started = performance.now();
let lastResponse = started;
const run = autocannon(
  {
    url: baseUrl,
    connections: plan.connections,
    amount: plan.total,
    headers: { ...plan.headers, 'content-type': 'application/json' },
    requests: [{ method: 'POST', setupRequest }],
  },
  (err, result) => {
    if (err) throw err;
    const cpu = process.cpuUsage();
    process.stdout.write(
      JSON.stringify({ ...(result as object), duration: (lastResponse - started) / 1000, cpuSeconds: (cpu.user + cpu.system) / 1e6 }),
    );
  },
) as { on(event: 'response', listener: () => void): void };
run.on('response', () => (lastResponse = performance.now()));
