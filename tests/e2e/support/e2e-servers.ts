// The e2e servers: each the production server on its own port and embedded database, started together by
// global-setup.ts (start-e2e-servers.ts). Ports and clocks come from playwright.config.ts, which sets them in
// the environment once so every worker reads the same.
import { E2E_BRAINTREE_KEYS } from './e2e-braintree.ts';

export interface E2eServer {
  /** How the start-up log names it. */
  name: string;
  port: number;
  env: Record<string, string>;
  /** The staff set (make-e2e-staff.ts) made in its database before it starts. */
  staff?: 'console' | 'evening';
}

function required(name: string): string {
  const value = process.env[name];
  if (!value) throw new Error(`${name} is set by playwright.config.ts`);
  return value;
}

/** The environment every e2e server shares, with its own port and database folder. */
function serverEnv(port: number, runId: string): Record<string, string> {
  return {
    PORT: String(port),
    HOST: '127.0.0.1',
    PGLITE_DIR: `var/e2e-db-${port}-${runId}`,
    LOG_LEVEL: 'warn',
    NODE_ENV: 'production',
    PUBLIC_URL: `http://127.0.0.1:${port}`,
    SMTP_URL: `smtp://127.0.0.1:${required('E2E_SMTP_PORT')}`,
    // Forms: a quick captcha, and limits a parallel run from one IP never meets (the journeys' set-up
    // reads the engine's calendar and fills days through the API, all from 127.0.0.1).
    RATE_LIMIT_PER_MINUTE: '100000',
    ALTCHA_MAX_NUMBER: '5000',
    FORM_RATE_LIMIT_PER_IP: '10000',
    FORM_RATE_LIMIT_PER_SESSION: '10000',
  };
}

/** Every server of playwright.config.ts's projects, from its base port (E2E_PORT, default 3100). */
export function e2eServers(basePort: number, runId = String(Date.now())): E2eServer[] {
  const make = (name: string, offset: number, extra: Record<string, string> = {}, staff?: E2eServer['staff']): E2eServer => ({
    name,
    port: basePort + offset,
    env: { ...serverEnv(basePort + offset, runId), ...extra },
    ...(staff ? { staff } : {}),
  });
  // Made-up keys: Braintree is out of reach from these machines, and refuses them where it is not.
  const braintree = { ...E2E_BRAINTREE_KEYS };
  // The same keys, taken by the local Braintree of global-setup.ts (decision 051).
  const localBraintree = { ...braintree, BRAINTREE_API_URL: `http://127.0.0.1:${required('E2E_BRAINTREE_PORT')}` };
  return [
    make('main', 0),
    // Card guarantee configured (product.md D6), for the card step.
    make('card-guarantee', 1, braintree),
    // No content loaded (SEED_ON_START=false on an empty database), for the 500 page of product.md §4 startup.
    make('unseeded', 2, { SEED_ON_START: 'false' }),
    // The console's server, whose database holds the console journeys' staff before it starts (product.md D8).
    make('console', 3, {}, 'console'),
    // A clock starting at 21:30 London time (london-clock.ts): the late-evening journey, and the fees and
    // deposits journeys, whose no-shows are only called once a time today has passed.
    make('evening', 4, { CLOCK_START: required('E2E_LATE_CLOCK'), ...localBraintree }, 'evening'),
    // A clock inside the demo pack's Christmas party, so the dated occasion is bookable whatever today is.
    make('seasonal', 5, { CLOCK_START: required('E2E_SEASON_CLOCK') }),
  ];
}
