// product.md D11 "Deposits" end to end, on the 'console-fees' project's server,
// whose Braintree is the local one of global-setup.ts speaking Braintree's API
// to the official SDK (decision 051). Bath's manager adds a deposit rule in the
// booking rules (from 6 guests, £20.00 a guest); the booking API then says a
// card and a £120.00 deposit are needed before the card step; a party of six
// booked with a vaulted card is charged once, under the booking's order id;
// the diner cancels from the manage link well inside the window and the
// deposit, not yet settled, is voided and a receipt mailed; the manager sees
// it refunded. A declined card leaves no booking and takes nothing.
import { expect, test, type Page } from './support/test.ts';
import { expectNoAxeViolations } from './support/axe.ts';
import { apiHeaders, bookableDay } from './support/booking-api.ts';
import { braintreeSales, e2eBraintreeUrl } from './support/e2e-braintree.ts';
import { uniqueEmail, waitForMail } from './support/mailbox.ts';
import { consoleSignIn } from './support/staff-sign-in.ts';
import type { RecordedRequest } from '../support/fake-braintree-gateway.ts';
import { slow } from './support/slowdown.ts';

const BATH = '1002';
const EVENING = new Date(process.env.E2E_LATE_CLOCK ?? '');

const signInManager = consoleSignIn({
  email: 'bath.deposits@example.com',
  password: 'the bath deposits manager password',
  name: 'Deposits Manager',
  linkSuffix: '.deposits',
});

const said = (page: Page, text: string | RegExp) => page.getByRole('status').filter({ hasText: text });

async function braintreeRequests(): Promise<RecordedRequest[]> {
  return (await (await fetch(`${e2eBraintreeUrl()}/__fake/requests`)).json()) as RecordedRequest[];
}

test('a deposit is taken once with the booking, shown before the card, voided when the diner cancels in time; a declined card leaves no booking', async ({
  page,
  request,
}) => {
  test.setTimeout(slow(120_000));
  // Bath's manager adds the rule: parties from six leave £20.00 a guest.
  await signInManager(page);
  await page.goto(`/console/setup/${BATH}/rules/`);
  const rule = page.getByRole('group', { name: 'New deposit rule' });
  await rule.getByLabel('From (guests)').fill('6');
  await rule.getByLabel('Deposit per guest').fill('20.00');
  await page.getByRole('button', { name: 'Save booking rules' }).click();
  await expect(said(page, 'Saved as version')).toBeVisible();
  await expect(page.getByRole('group', { name: 'Deposit rule 1' }).getByLabel('Deposit per guest')).toHaveValue('20.00');

  const party = { storeId: BATH, occasionId: 'dinner', adults: 6 };
  const date = await bookableDay(request, party, 4, ['19:00'], EVENING);
  const headers = await apiHeaders(request);
  // The policy up front: before any card, the API the modal reads says a card and the deposit are needed.
  const needs = await request.get(
    `/api/booking/requirements/${BATH}?occasionId=dinner&adults=6&children=0&bookingDate=${date}&time=19:00`,
    { headers },
  );
  expect(needs.status(), await needs.text()).toBe(200);
  expect((await needs.json()).data).toMatchObject({ isCardGuaranteeRequired: true, cardFeeTerms: { depositPerCoverPence: 2000 } });

  const bookWith = async (email: string) => {
    const vaulted = await request.post('/api/v1/braintree/submit', {
      headers,
      data: { paymentMethodNonce: 'fake-valid-nonce', firstName: 'Dee', lastName: 'Posit', email },
    });
    expect(vaulted.status(), await vaulted.text()).toBe(200);
    const customerId = (await vaulted.json()).data.customerId as string;
    const reply = await request.post(`/api/booking/create/${BATH}`, {
      headers,
      data: {
        occasionId: 'dinner',
        adults: 6,
        children: 0,
        bookingDate: date,
        time: '19:00',
        braintreeCustomerId: customerId,
        customer: {
          firstName: 'Dee',
          lastName: 'Posit',
          email,
          phoneNumber: '07700 900789',
          shouldReceivePromotions: false,
          shouldReceiveSms: false,
        },
      },
    });
    return { reply, customerId };
  };

  // A declined card: no booking, nothing taken, the reason in words.
  await fetch(`${e2eBraintreeUrl()}/__fake/next-sale`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ kind: 'decline', code: '2001', text: 'Insufficient Funds' }),
  });
  const declined = await bookWith(uniqueEmail('deposit-declined'));
  expect(declined.reply.status(), await declined.reply.text()).toBe(422);
  expect((await declined.reply.json()).message).toContain('Insufficient Funds');
  expect((await braintreeSales()).filter((s) => s.customer_id === declined.customerId)).toHaveLength(1);

  // The deposit taken with the booking: one sale of £120.00 under its order id, and the terms in the confirmation.
  const email = uniqueEmail('deposit');
  const { reply, customerId } = await bookWith(email);
  expect(reply.status(), await reply.text()).toBe(200);
  const { bookingReference: reference, managePath } = (await reply.json()).data as { bookingReference: string; managePath: string };
  const sales = (await braintreeSales()).filter((s) => s.customer_id === customerId);
  expect(sales).toHaveLength(1);
  expect(sales[0]).toMatchObject({ amount: '120.00', order_id: expect.stringMatching(/^deposit-[0-9a-f-]+-1$/) });
  const [confirmation] = await waitForMail(email, 1, (m) => m.subject.includes(reference));
  expect(confirmation!.text).toMatch(/deposit of £20\.00 a guest \(£120\.00 for 6 guests\)/);

  // The diner cancels from the manage link, days ahead: the deposit, not yet settled, is voided and a receipt sent.
  await page.goto(managePath);
  await page.getByRole('button', { name: 'Cancel this booking' }).click();
  await page.getByRole('button', { name: 'Yes, cancel the booking' }).click();
  await expect(page.getByRole('status').filter({ hasText: 'Your booking is cancelled' })).toBeVisible();
  await expect.poll(async () => (await braintreeRequests()).filter((r) => r.path.endsWith('/void')).length).toBeGreaterThan(0);
  const [receipt] = await waitForMail(email, 1, (m) => m.subject.startsWith('Deposit refunded: £120.00'));
  expect(receipt!.subject).toContain(reference);

  // The manager sees it on the booking: refunded.
  await page.goto(`/console/search/?q=${reference}`);
  await page.getByRole('link', { name: 'Dee Posit' }).click();
  const deposit = page.getByRole('region', { name: 'Deposit' });
  await expect(deposit).toContainText('Refunded');
  await expectNoAxeViolations(page);
});
