// Decisions 078 and 080 from the outside, from the enquiry to a paid, seated event: a group enquiry sent through
// the site's form becomes a lead; its manager writes a proposal by keyboard (the bar for the evening, a set menu
// at a price per head, a deposit) and sends it, which holds the bar in the diary; the client opens the mailed link
// on a phone, with no JavaScript, reads the figures and accepts by typing a name; the deposit is taken once
// through the page's form against the local Braintree (decision 051), and a receipt mailed; the diary shows the
// event as one confirmed block, and the event sheet what is paid. Then (decision 084) the manager cancels it by
// keyboard: the terms the client accepted give the whole deposit back, which goes back once with a receipt, and
// the bar is free again. axe finds nothing on the new pages. On the evening server, whose Braintree is the local one.
import { addDays, formatLongDate, type IsoDate } from '../../contract/london-time.ts';
import { expect, test, type Page } from './support/test.ts';
import { expectNoAxeViolations } from './support/axe.ts';
import { byLabel, openForm, unique } from './support/forms-page.ts';
import { uniqueEmail, waitForMail } from './support/mailbox.ts';
import { consoleSignIn } from './support/staff-sign-in.ts';
import { braintreeSales } from './support/e2e-braintree.ts';
import { slow } from './support/slowdown.ts';

const signInEvents = consoleSignIn({
  email: 'cambridge.proposals@example.com',
  password: 'the cambridge proposals password',
  name: 'Proposals Manager',
  linkSuffix: '.event-deposits',
});
const CAMBRIDGE = '1012';

/** A date of its own for each run, far ahead, so a rerun never finds its bar already held. */
const eventDate = (): IsoDate => addDays('2098-01-05', Math.floor(Math.random() * 300));

async function sendEnquiry(page: Page, lastName: string, email: string, date: IsoDate) {
  await openForm(page, '/work-parties/');
  const form = page.getByRole('form', { name: 'Group booking enquiry' });
  await byLabel(form, 'Restaurant').selectOption({ label: 'Casa Lumbre Cambridge' });
  await byLabel(form, 'Type of booking').selectOption('Work party');
  await byLabel(form, 'Number of guests').fill('20');
  await byLabel(form, 'Date').fill(date);
  await byLabel(form, 'From').fill('19:00');
  await byLabel(form, 'Until').fill('23:00');
  await byLabel(form, 'First name').fill('Robin');
  await byLabel(form, 'Last name').fill(lastName);
  await byLabel(form, 'E-mail address').fill(email);
  await byLabel(form, 'Phone number').fill('01223 123456');
  await form.getByRole('button', { name: 'Send enquiry' }).click();
  await expect(page.getByRole('heading', { name: 'Thank you for your enquiry' })).toBeFocused();
}

test('a proposal is sent and held, accepted on a phone without JavaScript, its deposit taken once, and the event seated in the diary', async ({
  page,
  browser,
}) => {
  test.setTimeout(slow(180_000));
  const lastName = `Proposal${unique()}`;
  const email = uniqueEmail('proposal');
  const date = eventDate();
  await sendEnquiry(page, lastName, email, date);

  await signInEvents(page);
  await page.getByRole('link', { name: 'Events', exact: true }).click();
  await page
    .getByRole('row')
    .filter({ hasText: lastName })
    .getByRole('link', { name: `Robin ${lastName}` })
    .click();
  await expect(page.getByText('No proposal yet.')).toBeVisible();
  await page.getByRole('link', { name: 'Write a proposal' }).click();
  await expect(page.getByRole('heading', { level: 1, name: `Proposal for Robin ${lastName}` })).toBeVisible();
  // The enquiry's request is there already.
  await expect(page.getByLabel('Date', { exact: true }).first()).toHaveValue(date);
  await expect(page.getByLabel('Guests')).toHaveValue('20');
  await expectNoAxeViolations(page);

  // By keyboard: the bar, a menu, the price per head and the deposit, then send.
  await page.getByRole('radio', { name: 'Bar (every table)' }).focus();
  await page.keyboard.press('Space');
  await expect(page.getByRole('radio', { name: 'Bar (every table)' })).toBeChecked();
  const menus = page.getByRole('group', { name: 'Menus' });
  await menus.getByRole('checkbox').first().focus();
  await page.keyboard.press('Space');
  await page.getByLabel('Price per head').focus();
  await page.keyboard.type('45');
  await page.getByLabel('Deposit').focus();
  await page.keyboard.type('200');
  await page.getByRole('button', { name: 'Send the proposal to the client' }).focus();
  await page.keyboard.press('Enter');
  await expect(page.getByRole('status').filter({ hasText: 'Version 1 of the proposal was sent to the client' })).toBeVisible();
  // 20 × £45 = £900.00.
  await expect(page.getByRole('table', { name: 'What the client reads' })).toContainText('£900.00');
  await expect(page.getByText(/Awaiting the client; the space is held until/)).toBeVisible();
  await expectNoAxeViolations(page);
  const leadPath = new URL(page.url()).pathname;

  // The client: a phone, no JavaScript, the mailed link.
  const [mail] = await waitForMail(email, 1, (m) => m.subject.startsWith('Your proposal from'));
  const link = /https?:\/\/\S+\/event-proposal\/\?token=\S+/.exec(mail!.text)![0];
  const phone = await browser.newContext({ javaScriptEnabled: false, viewport: { width: 390, height: 844 } });
  const client = await phone.newPage();
  await client.goto(new URL(link).pathname + new URL(link).search);
  await expect(client.getByRole('heading', { level: 1, name: 'Your proposal from Casa Lumbre Cambridge' })).toBeVisible();
  const terms = client.getByRole('table', { name: 'What we propose' });
  await expect(terms).toContainText(`${formatLongDate(date)}, 19:00 to 23:00`);
  await expect(terms).toContainText('Bar');
  await expect(terms).toContainText('£900.00');
  const before = await browser.newContext({ viewport: { width: 390, height: 844 } });
  const beforePage = await before.newPage();
  await beforePage.goto(new URL(link).pathname + new URL(link).search);
  await expect(beforePage.getByRole('button', { name: 'Accept version 1' })).toBeVisible();
  // axe runs as a script, so it reads the page in a phone-sized browser that runs scripts.
  await expectNoAxeViolations(beforePage);
  await before.close();
  // Without a name: the message by the field.
  await client.getByRole('button', { name: 'Accept version 1' }).click();
  await expect(client.getByText('Please type your full name to accept')).toBeVisible();
  await client.getByLabel('Your full name').fill(`Robin ${lastName}`);
  await client.getByLabel('I have read the proposal and agree to its terms').check();
  await client.getByRole('button', { name: 'Accept version 1' }).click();
  await expect(client.getByRole('status').filter({ hasText: 'Thank you: you have accepted this proposal.' })).toHaveText(
    'Thank you: you have accepted this proposal. We have e-mailed you a copy.',
  );
  await expect(client.getByText(`Accepted by Robin ${lastName} on`)).toBeVisible();
  const clientPath = new URL(link).pathname + new URL(link).search;
  const token = new URL(link).searchParams.get('token')!;

  // The deposit, as the page's card script posts it: the card's one-time nonce with the page's form. Twice at
  // once, as a double press would: one sale.
  const pay = () =>
    client.request.post(clientPath, {
      form: { token, intent: 'pay', kind: 'event_deposit', nonce: 'fake-valid-nonce' },
      maxRedirects: 0,
    });
  const replies = await Promise.all([pay(), pay()]);
  expect(replies.map((r) => r.status()).sort()).toContain(302);
  // This server's one event deposit: one sale of £200.00, under the event's first order id.
  const sales = (await braintreeSales()).filter((sale) => typeof sale.order_id === 'string' && sale.order_id.startsWith('event_deposit-'));
  expect(sales).toEqual([expect.objectContaining({ amount: '200.00', order_id: expect.stringMatching(/^event_deposit-[\w-]+-1$/) })]);
  await client.goto(clientPath);
  await expect(client.getByText('Deposit: £200.00 paid')).toBeVisible();
  await waitForMail(email, 1, (m) => m.subject === 'Receipt: your event deposit at Casa Lumbre Cambridge');
  await phone.close();
  const scripted = await browser.newContext({ viewport: { width: 390, height: 844 } });
  const reader = await scripted.newPage();
  await reader.goto(clientPath);
  await expect(reader.getByText(`Accepted by Robin ${lastName} on`)).toBeVisible();
  await expectNoAxeViolations(reader);
  await scripted.close();

  // The manager: deposit paid, with who accepted it.
  await page.reload();
  await expect(page.getByText(`Accepted by Robin ${lastName} on`)).toBeVisible();
  const history = page.getByRole('list').filter({ hasText: 'Received from the group enquiry form' });
  await expect(history).toContainText(`Client: Proposal version 1 accepted by Robin ${lastName}`);
  await expect(history).toContainText('Deposit of £200.00 paid');
  await expect(page.getByText('Deposit paid', { exact: false }).first()).toBeVisible();

  // The diary: one confirmed event block over the bar, linked to the lead.
  await page.goto(`/console/diary/${CAMBRIDGE}/?date=${date}`);
  const block = page.getByRole('link', { name: /^Event: Work party, 19:00 · 20 covers/ });
  await expect(block).toHaveCount(1);
  await expect(block).toHaveAccessibleName(/Confirmed/);
  await expectNoAxeViolations(page);

  // The event sheet.
  await block.click();
  await page.getByRole('link', { name: 'Event sheet' }).click();
  await expect(page.getByRole('heading', { level: 1, name: `Event sheet: Robin ${lastName}, Casa Lumbre Cambridge` })).toBeVisible();
  await expect(page.getByRole('table', { name: 'Timings, space and figures' })).toContainText('b19, b20, b21, b22, b23');
  await expect(page.getByText('£200.00 of £200.00')).toBeVisible();
  await expectNoAxeViolations(page);

  // Called off, long before the evening: by the terms the client accepted, everything paid goes back.
  await page.goto(leadPath);
  await page.getByRole('link', { name: 'Cancel the event' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Cancel the event' })).toBeVisible();
  await expect(
    page.getByText('Cancelled 14 days or more before the event: everything paid is refunded. Cancelled later: nothing is refunded.'),
  ).toBeVisible();
  await expect(page.getByRole('radio', { name: 'What the terms give back: £200.00' })).toBeChecked();
  await expectNoAxeViolations(page);
  await page.getByLabel('Why the event is cancelled').focus();
  await page.keyboard.type('The team party moved online');
  await page.getByRole('button', { name: 'Cancel the event' }).focus();
  await page.keyboard.press('Enter');
  await expect(page.getByRole('status').filter({ hasText: 'The event is cancelled' })).toHaveText(
    'The event is cancelled and its space in the diary released. The refund was made to the client’s card.',
  );
  await expect(page.getByRole('list').filter({ hasText: 'Received from the group enquiry form' })).toContainText(
    'Refund of £200.00 of the deposit made to the client’s card',
  );
  await waitForMail(email, 1, (m) => m.subject.startsWith('Event deposit refunded: £200.00'));
  await page.goto(`/console/diary/${CAMBRIDGE}/?date=${date}`);
  await expect(page.getByRole('link', { name: /^Event: Work party/ })).toHaveCount(0);
  // The client's link now says so, with what went back, and offers nothing to pay or accept.
  const after = await browser.newContext({ javaScriptEnabled: false, viewport: { width: 390, height: 844 } });
  const cancelled = await after.newPage();
  await cancelled.goto(clientPath);
  await expect(cancelled.getByText('This event was cancelled by the restaurant. Please contact them with any questions.')).toBeVisible();
  await expect(cancelled.getByText('Deposit: £200.00 paid, £200.00 refunded to your card')).toBeVisible();
  await expect(cancelled.getByRole('button', { name: /^(Pay the|Accept version|Send to the restaurant)/ })).toHaveCount(0);
  await after.close();
});
