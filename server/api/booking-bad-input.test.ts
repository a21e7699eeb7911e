// product.md D7: every booking route answers bad input with a 4xx JSON reply and a
// message, never a 500 (the route-walking no-server-errors test adds hostile
// values on top of these).
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { AVAILABILITY_ERROR_MESSAGE } from '../../contract/booking.ts';
import { addDays, londonDateOf } from '../../contract/london-time.ts';
import { bookingBody } from '../../tests/support/booking-helpers.ts';
import { createTestApp, type TestApp } from '../../tests/support/test-app.ts';

let t: TestApp;
let h: Record<string, string>;
beforeAll(async () => {
  t = await createTestApp({ RATE_LIMIT_PER_MINUTE: '100000' });
  h = await t.headers();
});
afterAll(() => t.close());

const soon = addDays(londonDateOf(new Date()), 5);
const party = `occasionId=dinner&adults=2&children=0`;
const good = bookingBody(soon, '19:00');
const customer = good.customer as Record<string, unknown>;

const GETS = [
  '/api/booking/occasions/abc',
  '/api/booking/occasions/1002?date=2025-02-30',
  '/api/booking/occasions/1002?date=tomorrow',
  '/api/booking/restrictions/1002',
  '/api/booking/restrictions/1002?date=2026-02-29',
  `/api/booking/areas/1002?adults=2&dates=${soon}`,
  `/api/booking/areas/1002?occasionId=dinner&adults=two&dates=${soon}`,
  `/api/booking/areas/1002?occasionId=dinner&adults=-1&dates=${soon}`,
  `/api/booking/areas/1002?occasionId=dinner&adults=2&children=1.5&dates=${soon}`,
  `/api/booking/areas/1002?${party}&dates=`,
  `/api/booking/bookingmenu/1002?${party}&dates=${soon}&time=25:00`,
  `/api/booking/slots/1002?${party}&dates=${soon}&areaId=Bar!`,
  `/api/booking/slots/1002?${party}&dates=${soon}&areaId=cellar`,
  `/api/booking/slots/1002?${party}&dates=${soon}&menuIds=..%2Fetc`,
  `/api/booking/slots/1002?${party}&dates=${Array.from({ length: 8 }, (_, i) => addDays(soon, i)).join(',')}`,
  `/api/booking/slots/1002?occasionId=dinner&adults=0&children=0&dates=${soon}`,
  `/api/booking/slots/1002?occasionId=dinner&adults=101&dates=${soon}`,
  `/api/booking/requirements/1002?${party}&bookingDate=${soon}`,
  `/api/booking/requirements/1002?${party}&bookingDate=${soon}&time=19:00&menuId=%3Cx%3E`,
  `/api/booking/upsells/1002?${party}&bookingDate=${soon}&includeUnavailable=maybe`,
  '/api/booking/venues',
  '/api/booking/manage',
  '/api/booking/manage?token=abc',
];

const POSTS: [string, unknown][] = [
  ['/api/booking/create/1002', {}],
  ['/api/booking/create/1002', { ...good, customer: undefined }],
  ['/api/booking/create/1002', { ...good, customer: { ...customer, email: 'nope' } }],
  ['/api/booking/create/1002', { ...good, customer: { ...customer, firstName: '' } }],
  ['/api/booking/create/1002', { ...good, customer: { ...customer, phoneNumber: '12' } }],
  ['/api/booking/create/1002', { ...good, customer: { ...customer, specialRequest: 'x'.repeat(501) } }],
  ['/api/booking/create/1002', { ...good, adults: 'two' }],
  ['/api/booking/create/1002', { ...good, bookingDate: '2025-02-30' }],
  ['/api/booking/create/1002', { ...good, bookingDate: '2020-01-01' }],
  ['/api/booking/create/1002', { ...good, time: '7pm' }],
  ['/api/booking/create/1002', { ...good, areaId: 'Terrace Area' }],
  ['/api/booking/create/abc', good],
  ['/api/booking/events/1002', { ...good, occasionId: '' }],
  ['/api/booking/enquiry/1002', [good]],
  ['/api/booking/cancel', {}],
  ['/api/booking/cancel', { token: 'x'.repeat(300) }],
  ['/api/v1/braintree/submit', { paymentMethodNonce: '' }],
];

describe('booking routes refuse bad input with a 4xx JSON reply', () => {
  it.each(GETS)('GET %s', async (url) => {
    const res = await t.app.inject({ method: 'GET', url, headers: h });
    expect(res.statusCode, res.body).toBeGreaterThanOrEqual(400);
    expect(res.statusCode, res.body).toBeLessThan(500);
    expect(res.json()).toMatchObject({ success: false, message: expect.stringMatching(/\S/) });
  });

  it.each(POSTS.map(([url, body], i) => [i, url, body] as const))('POST #%i %s', async (_i, url, payload) => {
    const res = await t.app.inject({ method: 'POST', url, headers: h, payload: payload as object });
    expect(res.statusCode, res.body).toBeGreaterThanOrEqual(400);
    expect(res.statusCode, res.body).toBeLessThan(500);
    expect(res.json()).toMatchObject({ success: false, message: expect.stringMatching(/\S/) });
  });

  it('refuses broken JSON and a bad Idempotency-Key', async () => {
    const broken = await t.app.inject({
      method: 'POST',
      url: '/api/booking/create/1002',
      headers: { ...h, 'content-type': 'application/json' },
      payload: '{"adults":',
    });
    expect(broken.statusCode).toBe(400);
    const key = await t.app.inject({
      method: 'POST',
      url: '/api/booking/create/1002',
      headers: { ...h, 'idempotency-key': 'short' },
      payload: good,
    });
    expect(key.statusCode).toBe(400);
    expect(key.json().message).toMatch(/Idempotency-Key/);
  });

  it.each([
    ['{'],
    ['null'],
    ['[]'],
    [JSON.stringify({ stores: 'x', date: 5 })],
    [JSON.stringify({ stores: [{ storeId: '1', miles: 'far' }], date: soon, adultCovers: 2 })],
  ])('availability answers %s with product.md §7’s message', async (payload) => {
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/booking/availability',
      headers: { ...h, 'content-type': 'application/json' },
      payload,
    });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({ success: false, message: AVAILABILITY_ERROR_MESSAGE });
  });
});
