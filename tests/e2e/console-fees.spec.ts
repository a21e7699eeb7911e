// product.md D11 "Fees" end to end, on the 'console-fees' project: the evening
// server (its clock starts at 21:30 London time, E2E_LATE_CLOCK, so a time
// today has passed whatever the hour of the run — a no-show is only called
// after the booking's start), whose Braintree is the local one of
// global-setup.ts speaking Braintree's API to the official SDK (decision 051).
// Leicester's manager sets a no-show fee in the booking rules; a diner's card
// is vaulted with the sandbox's test nonce and a party of eight booked with it;
// the manager brings the booking to earlier today, marks it a no-show and
// charges the fee, double-clicking the confirm (and posting it again): Braintree
// is asked for one sale, of the right amount under the booking's order id, and
// the diner gets the receipt. Leicester's host sees no charge and is refused one (403).
import { expect, test, type Page } from './support/test.ts';
import { expectNoAxeViolations } from './support/axe.ts';
import { apiHeaders, bookableDay } from './support/booking-api.ts';
import { braintreeSales } from './support/e2e-braintree.ts';
import { uniqueEmail, waitForMail } from './support/mailbox.ts';
import { consoleSignIn } from './support/staff-sign-in.ts';
import { slow } from './support/slowdown.ts';

const LEICESTER = '1024';
const EVENING = new Date(process.env.E2E_LATE_CLOCK ?? '');
const londonDate = (d: Date) => new Intl.DateTimeFormat('en-CA', { timeZone: 'Europe/London' }).format(d);

const signInManager = consoleSignIn({
  email: 'leicester.fees@example.com',
  password: 'the leicester fees manager password',
  name: 'Fees Manager',
  linkSuffix: '.fees',
});
const signInHost = consoleSignIn({
  email: 'leicester.host@example.com',
  password: 'the leicester host password',
  name: 'Fees Host',
  linkSuffix: '.fees-host',
});

/** The console's answer to a form (the page also has the toasts' empty live regions). */
const said = (page: Page, text: string | RegExp) => page.getByRole('status').filter({ hasText: text });

test('a manager charges a no-show fee once, under a double click; the diner gets the receipt; a host cannot', async ({
  page,
  request,
  browser,
}) => {
  test.setTimeout(slow(120_000)); // a setup save, a booking, two sign-ins, a charge, a mail and an axe run, on a shared machine
  expect(Number.isNaN(EVENING.getTime())).toBe(false);
  const today = londonDate(EVENING);

  // The manager sets a no-show fee of £12.50 a guest in Leicester's booking rules.
  await signInManager(page);
  await page.goto(`/console/setup/${LEICESTER}/rules/`);
  await page.getByLabel('No-show fee per guest').fill('12.50');
  await page.getByRole('button', { name: 'Save booking rules' }).click();
  await expect(said(page, 'Saved as version')).toBeVisible();

  // A diner's card, vaulted with the sandbox's test nonce, then a party of eight booked with it (parties of 8 leave a card).
  const email = uniqueEmail('no-show');
  const headers = await apiHeaders(request);
  const vaulted = await request.post('/api/v1/braintree/submit', {
    headers,
    data: { paymentMethodNonce: 'fake-valid-nonce', firstName: 'Noor', lastName: 'Noshow', email },
  });
  expect(vaulted.status(), await vaulted.text()).toBe(200);
  const customerId = (await vaulted.json()).data.customerId as string;
  const party = { storeId: LEICESTER, occasionId: 'dinner', adults: 8 };
  const date = await bookableDay(request, party, 1, ['19:00'], EVENING);
  const booked = await request.post(`/api/booking/create/${LEICESTER}`, {
    headers,
    data: {
      occasionId: 'dinner',
      adults: 8,
      children: 0,
      bookingDate: date,
      time: '19:00',
      braintreeCustomerId: customerId,
      customer: {
        firstName: 'Noor',
        lastName: 'Noshow',
        email,
        phoneNumber: '07700 900456',
        shouldReceivePromotions: false,
        shouldReceiveSms: false,
      },
    },
  });
  expect(booked.status(), await booked.text()).toBe(200);
  const reference = (await booked.json()).data.bookingReference as string;

  // The manager finds it, and brings it to noon today (the party came early, and never showed).
  await page.goto(`/console/search/?q=${reference}`);
  await page.getByRole('link', { name: 'Noor Noshow' }).click();
  await expect(page.getByRole('heading', { level: 1 })).toContainText(reference);
  const bookingPath = new URL(page.url()).pathname;
  const bookingId = /\/console\/bookings\/([^/]+)\//.exec(bookingPath)![1]!;
  await page.getByLabel('Date', { exact: true }).fill(today);
  await page.getByLabel('Time', { exact: true }).fill('12:00');
  await page.getByRole('button', { name: 'Save changes' }).click();
  await expect(said(page, `is now ${today} at 12:00`)).toBeVisible();
  await page.getByRole('region', { name: 'Change status' }).getByRole('button', { name: 'No-show' }).click();
  await expect(said(page, 'is now no-show')).toBeVisible();

  // "Charge no-show fee £100.00", a confirm step with the amount, and a double click on its button.
  const fee = page.getByRole('region', { name: 'Fee' });
  await fee.getByRole('link', { name: 'Charge no-show fee £100.00' }).click();
  await expect(fee).toContainText('Charge the no-show fee of £100.00 (£12.50 a guest (£100.00 for 8 guests))');
  expect(await braintreeSales()).not.toContainEqual(expect.objectContaining({ customer_id: customerId })); // the step charges nothing
  await fee.getByRole('button', { name: 'Charge £100.00' }).dblclick();
  await expect(said(page, /^Charged the no-show fee of £100\.00 \(transaction \w+\)\. The guest is sent a receipt\.$/)).toBeVisible();
  await expect(fee.getByRole('table', { name: 'Fee attempts' })).toContainText('Charged');
  await expect(fee.getByRole('link', { name: /^Charge/ })).toHaveCount(0);
  await expectNoAxeViolations(page);

  // Braintree was asked for one sale: the whole fee, on the diner's card, under the booking's order id.
  const sales = (await braintreeSales()).filter((s) => s.customer_id === customerId);
  expect(sales).toEqual([
    {
      customer_id: customerId,
      amount: '100.00',
      order_id: `no_show_fee-${bookingId}-1`,
      options: { submit_for_settlement: true },
      type: 'sale',
    },
  ]);
  // A retry of the same form (a press that got past the disabled button, a resent request) takes nothing more.
  const managerCsrf = await page.locator('input[name="csrf"]').first().inputValue();
  const retried = await page.request.post(bookingPath, {
    form: { csrf: managerCsrf, intent: 'fee', kind: 'no_show_fee', amountPence: '10000' },
  });
  expect(retried.status()).toBe(200);
  expect(await retried.text()).toContain('was already charged');
  expect((await braintreeSales()).filter((s) => s.customer_id === customerId)).toHaveLength(1);
  const [receipt] = await waitForMail(email, 1, (m) => m.subject.startsWith('Receipt: no-show fee of £100.00'));
  expect(receipt!.subject).toContain(reference);

  // Leicester's host sees the booking but no charge, and a charge posted anyway is refused.
  const hostContext = await browser.newContext();
  const host = await hostContext.newPage();
  await signInHost(host);
  await host.goto(bookingPath);
  await expect(host.getByRole('heading', { level: 1 })).toContainText(reference);
  await expect(host.getByRole('link', { name: /Charge/ })).toHaveCount(0);
  await expect(host.getByRole('region', { name: 'Fee' })).toHaveCount(0);
  const csrf = await host.locator('input[name="csrf"]').first().inputValue();
  const refused = await host.request.post(bookingPath, {
    form: { csrf, intent: 'fee', kind: 'no_show_fee', amountPence: '10000' },
  });
  expect(refused.status()).toBe(403);
  expect(await refused.text()).toContain('Only a manager of this restaurant can charge a fee.');
  expect((await braintreeSales()).filter((s) => s.customer_id === customerId)).toHaveLength(1);
  await hostContext.close();
});
