// A local server that speaks the part of Braintree's server API Mesa uses
// (decision 051), for tests of the adapter built on Braintree's official SDK:
// with BRAINTREE_API_URL pointing here, the SDK's real requests — JSON bodies
// with underscored keys, HTTP basic auth with the public and private keys,
// paths under /merchants/<merchant id>/ — are answered with the XML Braintree
// sends, so its parsing runs too. Like the sandbox it takes the test nonce
// `fake-valid-nonce`, refuses `fake-processor-declined-visa-nonce` when the
// card is verified, declines a sale of 2000.00–2999.99 with that processor
// code and fails one of 3000.00–3000.99. A test can also have the next sale declined, or taken and then never
// answered (a time-out after the charge). It records every request, so a test
// counts the sales. The `/__fake/` routes are its own (not Braintree's): the
// recorded requests and the next sale's behaviour, for e2e tests in other
// processes. Tests only.
import { randomBytes } from 'node:crypto';
import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';

export const FAKE_VALID_NONCE = 'fake-valid-nonce';
export const FAKE_DECLINED_NONCE = 'fake-processor-declined-visa-nonce';

/** What the next sale does: taken, declined by the issuer, or taken and then never answered. */
export type SaleBehaviour = { kind: 'approve' } | { kind: 'decline'; code?: string; text?: string } | { kind: 'charge-then-hang' };

export interface RecordedRequest {
  method: string;
  /** The path after /merchants/<merchant id> ('/transactions', '/customers/c1'), or the whole path when outside it. */
  path: string;
  /** The JSON body as the SDK sent it (underscored keys), or null. */
  body: Record<string, unknown> | null;
}

export interface FakeTransaction {
  id: string;
  type: 'sale' | 'credit';
  status: string;
  amount: string;
  orderId: string | null;
  customerId: string | null;
  processorResponseCode: string;
  processorResponseText: string;
  refundedTransactionId: string | null;
  refundIds: string[];
  createdAt: Date;
  updatedAt: Date;
}

interface FakeCustomer {
  id: string;
  firstName: string | null;
  lastName: string | null;
  email: string | null;
  cardToken: string;
  createdAt: Date;
}

export interface FakeBraintreeOptions {
  port?: number;
  merchantId?: string;
  publicKey?: string;
  privateKey?: string;
  /** The times written into the records (created-at, updated-at); pinned when not given. */
  clock?: () => Date;
}

export interface FakeBraintreeGateway {
  url: string;
  merchantId: string;
  publicKey: string;
  privateKey: string;
  /** The BRAINTREE_* settings that point Mesa's SDK here. */
  config: Record<'BRAINTREE_MERCHANT_ID' | 'BRAINTREE_PUBLIC_KEY' | 'BRAINTREE_PRIVATE_KEY' | 'BRAINTREE_API_URL', string>;
  requests: RecordedRequest[];
  /** The sale requests received (each a `transaction` body), in order. */
  sales(): Record<string, unknown>[];
  transactions: Map<string, FakeTransaction>;
  /** How the next sale goes (the ones after it are approved, or declined by their amount like the sandbox). */
  nextSale(behaviour: SaleBehaviour): void;
  close(): Promise<void>;
}

// The sandbox's processor responses for the amounts it declines (a few; any other code reads "Processor Declined").
const PROCESSOR_TEXT: Record<string, string> = {
  '1000': 'Approved',
  '2000': 'Do Not Honor',
  '2001': 'Insufficient Funds',
  '2004': 'Expired Card',
  '2010': 'Card Issuer Declined CVV',
  '2046': 'Declined',
};
const textOf = (code: string) => PROCESSOR_TEXT[code] ?? 'Processor Declined';

// ---- Braintree's XML: dashed element names, typed leaves, nil="true" for null, type="array" for lists.

type XmlValue = string | number | boolean | null | Date | XmlValue[] | { [key: string]: XmlValue };
const escape = (s: string) => s.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);
const dashed = (key: string) => key.replace(/[A-Z]/g, (c) => `-${c.toLowerCase()}`).replace(/_/g, '-');

const ITEM_NAMES: Record<string, string> = { 'status-history': 'status-event' };

function xml(name: string, value: XmlValue): string {
  const tag = dashed(name);
  if (value === null) return `<${tag} nil="true"/>`;
  if (value instanceof Date) return `<${tag} type="datetime">${value.toISOString().replace(/\.\d{3}Z$/, 'Z')}</${tag}>`;
  if (typeof value === 'number') return `<${tag} type="integer">${value}</${tag}>`;
  if (typeof value === 'boolean') return `<${tag} type="boolean">${value}</${tag}>`;
  if (typeof value === 'string') return `<${tag}>${escape(value)}</${tag}>`;
  if (Array.isArray(value)) {
    // An array's items are named by the list (credit-cards holds credit-card); plain strings are <item>.
    const item = ITEM_NAMES[tag] ?? (tag.endsWith('s') ? tag.slice(0, -1) : 'item');
    return `<${tag} type="array">${value.map((v) => xml(typeof v === 'string' ? 'item' : item, v)).join('')}</${tag}>`;
  }
  return `<${tag}>${Object.entries(value)
    .map(([k, v]) => xml(k, v))
    .join('')}</${tag}>`;
}

/** A field of the request as text ('' when absent or not a string or number). */
const text = (v: unknown) => (typeof v === 'string' || typeof v === 'number' ? String(v) : '');

const document = (root: string, value: XmlValue) => `<?xml version="1.0" encoding="UTF-8"?>\n${xml(root, value)}\n`;

/** Braintree's validation error: `at` is the path of its error collections (['transaction'], ['customer', 'creditCard']). */
function validationError(at: string[], code: string, attribute: string, message: string, extra: Record<string, XmlValue> = {}) {
  let errors: { [key: string]: XmlValue } = { errors: [{ code, attribute, message }] };
  for (const key of [...at].reverse()) errors = { errors: [], [key]: errors };
  return document('api-error-response', { errors, message, ...extra });
}

/** The gateway's own time when a test gives it none: pinned, so nothing it answers depends on today (decision 032). */
const PINNED_GATEWAY_TIME = '2031-01-01T12:00:00Z';

export async function startFakeBraintreeGateway(opts: FakeBraintreeOptions = {}): Promise<FakeBraintreeGateway> {
  const merchantId = opts.merchantId ?? `merchant${randomBytes(4).toString('hex')}`;
  const publicKey = opts.publicKey ?? randomBytes(8).toString('hex');
  const privateKey = opts.privateKey ?? randomBytes(16).toString('hex');
  const clock = opts.clock ?? (() => new Date(PINNED_GATEWAY_TIME));
  const requests: RecordedRequest[] = [];
  const customers = new Map<string, FakeCustomer>();
  const transactions = new Map<string, FakeTransaction>();
  let upcoming: SaleBehaviour | null = null;
  const newId = () => randomBytes(4).toString('hex');

  const cardXml = (c: FakeCustomer) => ({
    token: c.cardToken,
    bin: '401288',
    'last-4': '1881',
    cardType: 'Visa',
    expirationMonth: '12',
    expirationYear: '2030',
    maskedNumber: '401288******1881',
    customerId: c.id,
    default: true,
    expired: false,
    createdAt: c.createdAt,
    updatedAt: c.createdAt,
  });
  const customerXml = (c: FakeCustomer) => ({
    id: c.id,
    firstName: c.firstName,
    lastName: c.lastName,
    email: c.email,
    createdAt: c.createdAt,
    updatedAt: c.createdAt,
    creditCards: [cardXml(c)],
  });
  const transactionXml = (t: FakeTransaction) => {
    const customer = t.customerId ? customers.get(t.customerId) : undefined;
    return {
      id: t.id,
      status: t.status,
      type: t.type,
      currencyIsoCode: 'GBP',
      amount: t.amount,
      merchantAccountId: merchantId,
      orderId: t.orderId,
      createdAt: t.createdAt,
      updatedAt: t.updatedAt,
      customer: {
        id: t.customerId,
        firstName: customer?.firstName ?? null,
        lastName: customer?.lastName ?? null,
        email: customer?.email ?? null,
      },
      creditCard: customer ? cardXml(customer) : {},
      processorResponseCode: t.processorResponseCode,
      processorResponseText: t.processorResponseText,
      processorResponseType: t.status === 'processor_declined' ? 'soft_declined' : 'approved',
      gatewayRejectionReason: null,
      refundedTransactionId: t.refundedTransactionId,
      refundIds: t.refundIds,
      paymentInstrumentType: 'credit_card',
      statusHistory: [{ timestamp: t.updatedAt, status: t.status, amount: t.amount, transactionSource: 'api' }],
    };
  };

  function record(type: FakeTransaction['type'], fields: Partial<FakeTransaction> & Pick<FakeTransaction, 'amount' | 'status'>) {
    const now = clock();
    const t: FakeTransaction = {
      id: newId(),
      type,
      orderId: null,
      customerId: null,
      processorResponseCode: '1000',
      processorResponseText: 'Approved',
      refundedTransactionId: null,
      refundIds: [],
      createdAt: now,
      updatedAt: now,
      ...fields,
    };
    transactions.set(t.id, t);
    return t;
  }

  function matches(t: FakeTransaction, search: Record<string, unknown>): boolean {
    const fits = (value: string | null, c: unknown) => {
      const { is, is_not: isNot, starts_with: starts, ends_with: ends, contains } = (c ?? {}) as Record<string, string | undefined>;
      const v = value ?? '';
      return (
        (is === undefined || v === is) &&
        (isNot === undefined || v !== isNot) &&
        (starts === undefined || v.startsWith(starts)) &&
        (ends === undefined || v.endsWith(ends)) &&
        (contains === undefined || v.includes(contains))
      );
    };
    const ids = search.ids as string[] | undefined;
    return fits(t.orderId, search.order_id) && fits(t.customerId, search.customer_id) && (!ids || ids.includes(t.id));
  }

  type Reply = { status: number; body: string } | 'hang';
  const ok = (status: number, root: string, value: XmlValue): Reply => ({ status, body: document(root, value) });
  const notFound: Reply = { status: 404, body: '' };

  function route(method: string, path: string, body: Record<string, unknown> | null): Reply {
    const params = (body ?? {}) as Record<string, Record<string, unknown> | undefined>;
    let m: RegExpExecArray | null;

    if (method === 'POST' && path === '/client_token') {
      const token = Buffer.from(
        JSON.stringify({
          version: 2,
          authorizationFingerprint: randomBytes(16).toString('hex'),
          configUrl: `${server.url}/merchants/${merchantId}/client_api/v1/configuration`,
          environment: 'sandbox',
          merchantId,
        }),
      ).toString('base64');
      return ok(201, 'client-token', { value: token });
    }

    if (method === 'POST' && path === '/customers') {
      const c = params.customer ?? {};
      const nonce = text(c.payment_method_nonce);
      const verify = (c.credit_card as { options?: { verify_card?: boolean } } | undefined)?.options?.verify_card === true;
      if (nonce === FAKE_DECLINED_NONCE && verify) {
        const now = clock();
        return {
          status: 422,
          body: document('api-error-response', {
            errors: { errors: [] },
            message: 'Do Not Honor',
            verification: {
              id: newId(),
              status: 'processor_declined',
              processorResponseCode: '2000',
              processorResponseText: 'Do Not Honor',
              processorResponseType: 'soft_declined',
              amount: '0.00',
              currencyIsoCode: 'GBP',
              createdAt: now,
              updatedAt: now,
            },
          }),
        };
      }
      if (nonce !== FAKE_VALID_NONCE && nonce !== FAKE_DECLINED_NONCE) {
        return { status: 422, body: validationError(['customer'], '91565', 'payment_method_nonce', 'Unknown payment_method_nonce.') };
      }
      const str = (v: unknown) => (typeof v === 'string' ? v : null);
      const customer: FakeCustomer = {
        id: String(Math.floor(10_000_000 + Math.random() * 89_999_999)),
        firstName: str(c.first_name),
        lastName: str(c.last_name),
        email: str(c.email),
        cardToken: newId(),
        createdAt: clock(),
      };
      customers.set(customer.id, customer);
      return ok(201, 'customer', customerXml(customer));
    }

    if (method === 'GET' && (m = /^\/customers\/([^/]+)$/.exec(path))) {
      const customer = customers.get(decodeURIComponent(m[1]!));
      return customer ? ok(200, 'customer', customerXml(customer)) : notFound;
    }

    if (method === 'POST' && path === '/transactions') {
      const t = params.transaction ?? {};
      if (t.type !== 'sale')
        return { status: 422, body: validationError(['transaction'], '91523', 'type', 'Transaction type is invalid.') };
      const amount = text(t.amount);
      if (!/^\d+\.\d{2}$/.test(amount) || Number(amount) <= 0) {
        return { status: 422, body: validationError(['transaction'], '81503', 'amount', 'Amount is an invalid format.') };
      }
      const customerId = text(t.customer_id);
      if (!customers.has(customerId)) {
        return { status: 422, body: validationError(['transaction'], '91510', 'customer_id', 'Customer ID is invalid.') };
      }
      const behaviour = upcoming ?? { kind: 'approve' };
      upcoming = null;
      const settle = (t.options as { submit_for_settlement?: boolean } | undefined)?.submit_for_settlement === true;
      const orderId = typeof t.order_id === 'string' ? t.order_id : null;
      // Like the sandbox: 2000.00–2999.99 is declined with that processor code.
      const whole = Math.floor(Number(amount));
      const declineCode = behaviour.kind === 'decline' ? (behaviour.code ?? '2001') : whole >= 2000 && whole < 3000 ? String(whole) : null;
      // And 3000.00–3000.99 fails: the processor's network is down.
      if (!declineCode && whole === 3000) {
        const failed = record('sale', {
          amount,
          orderId,
          customerId,
          status: 'failed',
          processorResponseCode: '3000',
          processorResponseText: 'Processor Network Unavailable - Try Again',
        });
        return {
          status: 422,
          body: document('api-error-response', {
            errors: { errors: [] },
            message: failed.processorResponseText,
            transaction: transactionXml(failed),
          }),
        };
      }
      if (declineCode) {
        const text = behaviour.kind === 'decline' && behaviour.text ? behaviour.text : textOf(declineCode);
        const declined = record('sale', {
          amount,
          orderId,
          customerId,
          status: 'processor_declined',
          processorResponseCode: declineCode,
          processorResponseText: text,
        });
        return {
          status: 422,
          body: document('api-error-response', { errors: { errors: [] }, message: text, transaction: transactionXml(declined) }),
        };
      }
      const sale = record('sale', { amount, orderId, customerId, status: settle ? 'submitted_for_settlement' : 'authorized' });
      if (behaviour.kind === 'charge-then-hang') return 'hang';
      return ok(201, 'transaction', transactionXml(sale));
    }

    if (method === 'POST' && (path === '/transactions/advanced_search_ids' || path === '/transactions/advanced_search')) {
      const search = params.search ?? {};
      const found = [...transactions.values()].filter((t) => matches(t, search));
      if (path.endsWith('_ids')) return ok(200, 'search-results', { pageSize: 50, ids: found.map((t) => t.id) });
      const page = `<current-page-number type="integer">1</current-page-number><page-size type="integer">50</page-size><total-items type="integer">${found.length}</total-items>`;
      const items = found.map((t) => xml('transaction', transactionXml(t))).join('');
      return {
        status: 200,
        body: `<?xml version="1.0" encoding="UTF-8"?>\n<credit-card-transactions type="collection">${page}${items}</credit-card-transactions>\n`,
      };
    }

    if ((m = /^\/transactions\/([^/]+)(?:\/(refund|void|settle))?$/.exec(path))) {
      const t = transactions.get(decodeURIComponent(m[1]!));
      const action = m[2];
      if (!t) return notFound;
      if (method === 'GET' && !action) return ok(200, 'transaction', transactionXml(t));
      const refuse = (code: string, message: string) => ({ status: 422, body: validationError(['transaction'], code, 'base', message) });
      if (method === 'PUT' && action === 'void') {
        if (!['authorized', 'submitted_for_settlement', 'settlement_pending'].includes(t.status)) {
          return refuse(
            '91504',
            'Transaction can only be voided if status is authorized, submitted_for_settlement, or - for PayPal - settlement_pending.',
          );
        }
        Object.assign(t, { status: 'voided', updatedAt: clock() });
        return ok(200, 'transaction', transactionXml(t));
      }
      // The sandbox's test operation (gateway.testing.settle): the batch runs, the sale is settled.
      if (method === 'PUT' && action === 'settle') {
        if (t.status !== 'submitted_for_settlement')
          return refuse('91528', 'Cannot settle a transaction that is not submitted for settlement.');
        Object.assign(t, { status: 'settled', updatedAt: clock() });
        return ok(200, 'transaction', transactionXml(t));
      }
      if (method === 'POST' && action === 'refund') {
        if (t.type !== 'sale') return refuse('91505', 'Cannot refund credit');
        if (!['settled', 'settling'].includes(t.status)) return refuse('91506', 'Cannot refund transaction unless it is settled.');
        const cents = (s: string) => Math.round(Number(s) * 100);
        const refunded = t.refundIds.reduce((sum, id) => sum + cents(transactions.get(id)!.amount), 0);
        const left = cents(t.amount) - refunded;
        if (left <= 0) return refuse('91512', 'Transaction has already been completely refunded.');
        const asked = (params.transaction as { amount?: unknown } | undefined)?.amount;
        const amount = asked === undefined ? (left / 100).toFixed(2) : text(asked);
        if (cents(amount) > left) return refuse('91521', 'Refund amount is too large.');
        const refund = record('credit', {
          amount,
          orderId: t.orderId,
          customerId: t.customerId,
          status: 'submitted_for_settlement',
          refundedTransactionId: t.id,
        });
        t.refundIds.push(refund.id);
        return ok(201, 'transaction', transactionXml(refund));
      }
    }
    return notFound;
  }

  /** The fake's own routes, outside Braintree's API: the recorded requests and the next sale's behaviour. */
  function control(method: string, path: string, body: Record<string, unknown> | null, res: ServerResponse) {
    const json = (status: number, value: unknown) =>
      res.writeHead(status, { 'content-type': 'application/json' }).end(JSON.stringify(value));
    if (method === 'GET' && path === '/__fake/requests') return json(200, requests);
    if (method === 'POST' && path === '/__fake/next-sale' && body) {
      upcoming = body as SaleBehaviour;
      return json(200, { ok: true });
    }
    return json(404, { error: 'no such control route' });
  }

  const hung = new Set<ServerResponse>();
  const http: Server = createServer((req: IncomingMessage, res: ServerResponse) => {
    const chunks: Buffer[] = [];
    req.on('data', (c: Buffer) => chunks.push(c));
    req.on('end', () => {
      const raw = Buffer.concat(chunks).toString();
      let body: Record<string, unknown> | null = null;
      try {
        body = raw ? (JSON.parse(raw) as Record<string, unknown>) : null;
      } catch {
        return res.writeHead(400).end();
      }
      const url = new URL(req.url ?? '/', 'http://fake');
      const method = req.method ?? 'GET';
      if (url.pathname.startsWith('/__fake/')) return control(method, url.pathname, body, res);
      const prefix = `/merchants/${merchantId}`;
      const path = url.pathname.startsWith(`${prefix}/`) ? url.pathname.slice(prefix.length) : url.pathname;
      requests.push({ method, path, body });
      const basic = /^Basic (.+)$/.exec(req.headers.authorization ?? '');
      if (!basic || Buffer.from(basic[1]!, 'base64').toString() !== `${publicKey}:${privateKey}`) return res.writeHead(401).end();
      if (path === url.pathname) return res.writeHead(403).end(); // another merchant's path
      if (req.headers['x-apiversion'] !== '6') return res.writeHead(426).end(); // Braintree's "upgrade required"
      const reply = route(method, path, body);
      if (reply === 'hang') {
        hung.add(res); // taken, and never answered: the client's time-out is what ends it
        res.on('close', () => hung.delete(res));
        return;
      }
      res.writeHead(reply.status, { 'content-type': 'application/xml; charset=utf-8' }).end(reply.body);
    });
  });
  await new Promise<void>((resolve, reject) => {
    http.once('error', reject);
    http.listen(opts.port ?? 0, '127.0.0.1', () => resolve());
  });
  const { port } = http.address() as AddressInfo;
  const server = { url: `http://127.0.0.1:${port}` };

  return {
    url: server.url,
    merchantId,
    publicKey,
    privateKey,
    config: {
      BRAINTREE_MERCHANT_ID: merchantId,
      BRAINTREE_PUBLIC_KEY: publicKey,
      BRAINTREE_PRIVATE_KEY: privateKey,
      BRAINTREE_API_URL: server.url,
    },
    requests,
    sales: () =>
      requests
        .filter((r) => r.method === 'POST' && r.path === '/transactions')
        .map((r) => (r.body?.transaction ?? {}) as Record<string, unknown>),
    transactions,
    nextSale: (behaviour) => {
      upcoming = behaviour;
    },
    close: () =>
      new Promise((resolve) => {
        for (const res of hung) res.destroy();
        http.closeAllConnections();
        http.close(() => resolve());
      }),
  };
}
