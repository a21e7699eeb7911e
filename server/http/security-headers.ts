// Security headers on every response (decision 005): CSP whose scripts need a
// per-request nonce (no 'unsafe-inline' in production), nosniff,
// frame-ancestors, Referrer-Policy, HSTS in production over HTTPS; Fastify sends no X-Powered-By.
import { randomBytes } from 'node:crypto';
import helmet from '@fastify/helmet';
import type { FastifyInstance } from 'fastify';

declare module 'fastify' {
  interface FastifyRequest {
    cspNonce: string;
  }
}

export interface SecurityOptions {
  production: boolean;
  dev: boolean;
  /** Map tile URL template; its origin is allowed for images. */
  mapTileUrl: string;
  /** reCAPTCHA v3 is configured (product.md §5): Google's script, frame and calls are allowed. */
  recaptcha?: boolean;
  /** Braintree is configured (product.md §8 "Card guarantee" card step): its hosted-field frames and API are allowed. */
  payments?: boolean;
}

const RECAPTCHA_ORIGINS = ['https://www.google.com', 'https://www.gstatic.com'];
const BRAINTREE_FRAMES = ['https://assets.braintreegateway.com'];
const BRAINTREE_CALLS = [
  'https://api.braintreegateway.com',
  'https://api.sandbox.braintreegateway.com',
  'https://client-analytics.braintreegateway.com',
  'https://client-analytics.sandbox.braintreegateway.com',
];

export function buildCsp(nonce: string, opts: SecurityOptions): string {
  const tileOrigin = originOf(opts.mapTileUrl.replace(/\{[a-z]\}/g, 'a'));
  const directives: Record<string, string[]> = {
    'default-src': ["'self'"],
    // Vite's dev client injects inline module scripts; production never needs 'unsafe-inline'.
    'script-src': ["'self'", `'nonce-${nonce}'`, ...(opts.dev ? ["'unsafe-inline'"] : []), ...(opts.recaptcha ? RECAPTCHA_ORIGINS : [])],
    'style-src': ["'self'", "'unsafe-inline'"],
    'img-src': ["'self'", 'data:', ...(tileOrigin ? [tileOrigin] : [])],
    'font-src': ["'self'"],
    'connect-src': [
      "'self'",
      ...(opts.dev ? ['ws:'] : []),
      ...(opts.recaptcha ? RECAPTCHA_ORIGINS : []),
      ...(opts.payments ? BRAINTREE_CALLS : []),
    ],
    ...(opts.recaptcha || opts.payments
      ? {
          // 'self' stays: the console frames its own pages (the studio's preview, the mail log's HTML, product.md D13).
          'frame-src': [
            "'self'",
            ...(opts.recaptcha ? ['https://www.google.com', 'https://recaptcha.google.com'] : []),
            ...(opts.payments ? BRAINTREE_FRAMES : []),
          ],
        }
      : {}),
    'media-src': ["'self'"],
    'object-src': ["'none'"],
    'base-uri': ["'self'"],
    'form-action': ["'self'"],
    'frame-ancestors': ["'none'"],
    'worker-src': ["'self'", 'blob:'],
  };
  return Object.entries(directives)
    .map(([k, v]) => `${k} ${v.join(' ')}`)
    .join('; ');
}

function originOf(url: string): string | null {
  try {
    return new URL(url).origin;
  } catch {
    return null;
  }
}

export async function registerSecurityHeaders(app: FastifyInstance, opts: SecurityOptions): Promise<void> {
  await app.register(helmet, {
    global: true,
    contentSecurityPolicy: false, // set below, with our own nonce
    crossOriginEmbedderPolicy: false, // map tiles come from another origin
    hsts: false, // set below, and only on HTTPS responses
    referrerPolicy: { policy: 'strict-origin-when-cross-origin' },
    frameguard: { action: 'deny' },
  });
  app.decorateRequest('cspNonce', '');
  // The policy is the same on every response but for its nonce: build it once, around a marker.
  const [before, after] = buildCsp(NONCE_MARKER, opts).split(NONCE_MARKER) as [string, string];
  app.addHook('onRequest', async (request, reply) => {
    request.cspNonce = newNonce();
    reply.header('Content-Security-Policy', before + request.cspNonce + after);
    // RFC 6797 §7.2: HSTS over plain http is ignored at best; send it only when the request came
    // over HTTPS, directly or as a trusted proxy says (request.protocol reads X-Forwarded-Proto
    // only when TRUST_PROXY is set).
    if (opts.production && request.protocol === 'https') reply.header('Strict-Transport-Security', HSTS);
  });
}

export const HSTS = 'max-age=31536000; includeSubDomains';
const NONCE_MARKER = '\u0000nonce\u0000';
const NONCE_BYTES = 16; // 128 bits, as CSP Level 3 asks
let noncePool = Buffer.alloc(0);
let nonceOffset = 0;

/** A fresh base64 nonce, cut from a pool of random bytes refilled 256 nonces at a time (one system call, not one per request). */
export function newNonce(): string {
  if (nonceOffset + NONCE_BYTES > noncePool.length) {
    noncePool = randomBytes(NONCE_BYTES * 256);
    nonceOffset = 0;
  }
  const nonce = noncePool.toString('base64', nonceOffset, nonceOffset + NONCE_BYTES);
  nonceOffset += NONCE_BYTES;
  return nonce;
}
