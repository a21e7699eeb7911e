import { expect, test } from './support/test.ts';

test('the home page renders, server-side and hydrated', async ({ page }) => {
  const errors: string[] = [];
  page.on('console', (m) => m.type() === 'error' && errors.push(m.text()));
  page.on('pageerror', (e) => errors.push(e.message));
  const res = await page.goto('/');
  expect(res?.status()).toBe(200);
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  await expect(page.getByRole('navigation', { name: 'Main' })).toBeVisible();
  await expect(page.getByRole('link', { name: 'Book Now' }).first()).toBeVisible();
  // Hydrated: client navigation works without a full load.
  await page.getByRole('contentinfo').getByRole('link', { name: 'FAQs' }).click();
  await expect(page).toHaveURL(/\/faqs\/$/);
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  expect(errors).toEqual([]);
});

test('a legacy address lands on its new page with a 301', async ({ page }) => {
  const responses: number[] = [];
  page.on('response', (r) => r.request().resourceType() === 'document' && responses.push(r.status()));
  await page.goto('/brunch');
  await expect(page).toHaveURL(/\/bottomless-brunch\/$/);
  expect(responses[0]).toBe(301);
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
});

test('a missing page shows the 404 error page with a way home', async ({ page }) => {
  const res = await page.goto('/no-such-page/');
  expect(res?.status()).toBe(404);
  await expect(page.getByRole('heading', { name: '404' })).toBeVisible();
  await expect(page.getByText('This page could not be found.')).toBeVisible();
  await page.getByRole('link', { name: 'Return to homepage' }).click();
  await expect(page).toHaveURL(/\/$/);
});

test('an unmatched deep path is a 404 with the default message', async ({ page }) => {
  const res = await page.goto('/a/b/c/');
  expect(res?.status()).toBe(404);
  await expect(page.getByText('This page could not be found', { exact: true })).toBeVisible();
});

test('pages are served with a nonce CSP and no inline-script allowance, cached or streamed', async ({ request }) => {
  const nonces: string[] = [];
  // The home page twice (rendered, then from the HTML cache: decision 024), and a finder search, which streams.
  for (const url of ['/', '/', '/restaurants/?q=bath']) {
    const res = await request.get(url, {
      headers: { 'user-agent': 'Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 Chrome/126 Safari/537.36' },
    });
    const csp = res.headers()['content-security-policy'] ?? '';
    expect(csp).toMatch(/script-src 'self' 'nonce-[^']+'/);
    expect(csp).not.toContain("unsafe-inline' ;");
    const nonce = /'nonce-([^']+)'/.exec(csp)?.[1] ?? '';
    const html = await res.text();
    const inline = [...html.matchAll(/<script(?![^>]*\bsrc=)([^>]*)>/g)];
    expect(inline.length).toBeGreaterThan(0);
    for (const [, attrs] of inline) expect(attrs).toContain(`nonce="${nonce}"`);
    nonces.push(nonce);
  }
  expect(new Set(nonces).size).toBe(3);
});
