// product.md D13 "The public URL": with PUBLIC_URL unset, links in mail point at the
// server's own address and port, not at localhost:3000. On port 3950, the
// confirmation mail's manage link opens on 3950.
import { existsSync } from 'node:fs';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { kit } from '../tests/support/test-kit.ts';
import { bookingBody, plainDate } from '../tests/support/booking-helpers.ts';
import { createTestApp, type TestApp } from '../tests/support/test-app.ts';
import { BUILD_DIR, webPlugin } from './http/web.ts';

const PORT = 3950;
const BATH = '1012';
let t: TestApp;

beforeAll(async () => {
  if (!existsSync(path.join(BUILD_DIR, 'server', 'index.js'))) throw new Error('No production build: run `npm run build` first');
  t = await createTestApp({ PORT: String(PORT), HOST: '127.0.0.1' }, { web: (app, services) => webPlugin('production', services)(app) });
  await t.app.listen({ host: '127.0.0.1', port: PORT });
});
afterAll(() => t.close());

describe('PUBLIC_URL left unset', () => {
  it('puts the server’s own port in the confirmation mail, and its manage link opens there', async () => {
    const api = kit(t);
    const date = plainDate((await t.services.content.restaurantByStoreId(BATH))!, 5, { bookableAt: ['19:00'] });
    const created = await api.post(`/api/booking/create/${BATH}`, bookingBody(date, '19:00'));
    expect(created.statusCode, created.body).toBe(200);
    const reference = created.json().data.bookingReference as string;

    const mail = (await api.mail()).find((m) => m.kind === 'booking-confirmation' && m.text.includes(reference))!;
    const link = /https?:\/\/\S+\/manage-booking\/\?token=\S+/.exec(mail.text)?.[0];
    expect(link).toMatch(new RegExp(`^http://127\\.0\\.0\\.1:${PORT}/manage-booking/`));
    const page = await fetch(link!);
    expect(page.status).toBe(200);
    expect(await page.text()).toContain(reference);
  });
});
