// Decision 045 on the 'console' project's server: a marketing member (made by `npm
// run staff`, E2E_STAFF_LINK_FILE.marketing) opens the console on the
// marketing lists, counts a segment by keyboard and sees no data-rights page;
// a chain admin (.privacy) finds a diner who booked through the API, reads
// their consent history, is stopped by the erasure's tick, erases them, and
// finds nothing left; downloads everything held about another diner (booking,
// sign-up, message, consent history), with JavaScript and without; the
// retention page names a wrong number. Axe on each.
import { readFile } from 'node:fs/promises';
import { strFromU8, unzipSync } from 'fflate';
import { expect, test, type Download, type Page } from './support/test.ts';
import { expectNoAxeViolations } from './support/axe.ts';
import { apiHeaders, bookableDay } from './support/booking-api.ts';
import { submitForm } from './support/form-api.ts';
import { consoleSignIn, oneTimeLink } from './support/staff-sign-in.ts';
import { uniqueEmail } from './support/mailbox.ts';

const BATH = '1002';
const MARKETING = { email: 'lists.marketing@example.com', password: 'the marketing lists password' };
const signInAdmin = consoleSignIn({
  email: 'privacy.admin@example.com',
  password: 'the privacy admin password',
  name: 'Privacy Admin',
  linkSuffix: '.privacy',
});

test.describe.configure({ mode: 'serial' });

async function signInMarketing(page: Page) {
  await page.goto(oneTimeLink('.marketing'));
  await page.getByLabel('New password', { exact: true }).fill(MARKETING.password);
  await page.getByLabel('New password again').fill(MARKETING.password);
  await page.getByRole('button', { name: 'Set password' }).click();
  await expect(page).toHaveURL(/password=set/);
  await page.getByLabel('E-mail').fill(MARKETING.email);
  await page.getByLabel('Password').fill(MARKETING.password);
  await page.getByRole('button', { name: 'Sign in' }).click();
}

test('marketing opens on the lists, counts a segment by keyboard, and reaches no data rights', async ({ page }) => {
  await signInMarketing(page);
  await expect(page.getByRole('heading', { level: 1, name: 'Marketing lists' })).toBeVisible();
  await expect(page.getByRole('navigation', { name: 'Console' }).getByRole('link', { name: 'Data rights' })).toHaveCount(0);
  await expect(page.getByRole('status').filter({ hasText: 'with current consent' })).toBeVisible();
  await expectNoAxeViolations(page);

  await page.getByLabel('Birthday month').focus();
  await page.getByLabel('Birthday month').selectOption({ label: 'June' });
  await page.getByLabel('At least this many visits').fill('-3');
  await page.getByLabel('At least this many visits').press('Enter');
  await expect(page).toHaveURL(/birthdayMonth=6/);
  await expect(page.getByText('Please enter a number of visits from 0 to 10000')).toBeVisible();
  await expect(page.getByLabel('At least this many visits')).toHaveAttribute('aria-invalid', 'true');
  await expectNoAxeViolations(page);

  await page.getByLabel('At least this many visits').fill('');
  await page.getByRole('button', { name: 'Count' }).press('Enter');
  await expect(page.getByRole('status').filter({ hasText: /\d+ (person|people) with current consent/ })).toBeVisible();

  const refused = await page.goto('/console/people/');
  expect(refused?.status()).toBe(404);
});

test('a chain admin finds a diner, reads their consent, erases them after the tick, and finds nothing left', async ({ page, request }) => {
  const email = uniqueEmail('erase');
  const party = { storeId: BATH, occasionId: 'dinner', adults: 2 };
  const date = await bookableDay(request, party, 7);
  const times = await request.get(`/api/booking/slots/${BATH}?occasionId=dinner&adults=2&children=0&dates=${date}&areaId=null`, {
    headers: await apiHeaders(request),
  });
  const time = ((await times.json()).data.dates[0].times as { time: string; canEnquire: boolean }[]).find((t) => !t.canEnquire)!.time;
  const booked = await request.post(`/api/booking/create/${BATH}`, {
    headers: await apiHeaders(request),
    data: {
      occasionId: 'dinner',
      adults: 2,
      children: 0,
      bookingDate: date,
      time,
      customer: {
        firstName: 'Erin',
        lastName: 'Erasure',
        email,
        phoneNumber: '07700 900789',
        shouldReceivePromotions: true,
        shouldReceiveSms: false,
      },
    },
  });
  expect(booked.status(), await booked.text()).toBe(200);

  await signInAdmin(page);
  await page.getByRole('navigation', { name: 'Console' }).getByRole('link', { name: 'Data rights' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Data rights' })).toBeVisible();
  await page.getByLabel('E-mail address').fill(email);
  await page.getByRole('button', { name: 'Find' }).click();
  const found = page.getByRole('region', { name: `What we hold about ${email}` });
  await expect(found.getByRole('table', { name: 'Records held' })).toContainText('Bookings');
  await expect(found.getByRole('table', { name: 'Consent history, newest first' })).toContainText('ticked the offers box');
  await expectNoAxeViolations(page);

  await found.getByRole('button', { name: `Erase ${email}` }).click();
  await expect(page.getByText('Please tick the box to confirm that this person asked to be erased')).toBeVisible();
  await page.getByLabel('This person asked to be erased, and I have checked it is them').check();
  await page.getByRole('button', { name: `Erase ${email}` }).click();
  await expect(page.getByRole('status').filter({ hasText: `${email} is erased` })).toBeVisible();

  await page.getByLabel('E-mail address').fill(email);
  await page.getByRole('button', { name: 'Find' }).click();
  await expect(page.getByText('We hold nothing about this address.')).toBeVisible();
  await expectNoAxeViolations(page);
});

/** A form of the site's, posted as its page posts it: with a solved captcha (the ALTCHA widget's work, done here). */
/** What the download holds: data.json's holdings and the names of the files in it. */
async function readExport(download: Download) {
  expect(download.suggestedFilename()).toMatch(/^mesa-export-\d{4}-\d{2}-\d{2}\.zip$/);
  const zip = unzipSync(new Uint8Array(await readFile(await download.path())));
  const data = JSON.parse(strFromU8(zip['data.json']!)) as { holdings: Record<string, Record<string, unknown>[]> };
  return { holdings: data.holdings, files: Object.keys(zip).sort() };
}

test('a chain admin downloads everything held about a diner, with JavaScript and without', async ({ page, request, browser }) => {
  const email = uniqueEmail('export');
  const party = { storeId: BATH, occasionId: 'dinner', adults: 2 };
  const date = await bookableDay(request, party, 9);
  const times = await request.get(`/api/booking/slots/${BATH}?occasionId=dinner&adults=2&children=0&dates=${date}&areaId=null`, {
    headers: await apiHeaders(request),
  });
  const time = ((await times.json()).data.dates[0].times as { time: string; canEnquire: boolean }[]).find((t) => !t.canEnquire)!.time;
  const customer = { firstName: 'Ezra', lastName: 'Exported', email, phoneNumber: '07700 900321' };
  const booked = await request.post(`/api/booking/create/${BATH}`, {
    headers: await apiHeaders(request),
    data: {
      occasionId: 'dinner',
      adults: 2,
      children: 0,
      bookingDate: date,
      time,
      customer: { ...customer, shouldReceivePromotions: true, shouldReceiveSms: false },
    },
  });
  expect(booked.status(), await booked.text()).toBe(200);
  await submitForm(request, '/api/signup', {
    emailAddress: email,
    favouriteRestaurant: BATH,
    firstName: 'Ezra',
    phoneNumber: '07700 900321',
    acceptTerms: true,
    acceptSMSTerms: false,
    birthday: { day: 4, month: 7 },
  });
  await submitForm(request, '/api/contact/sendemail', {
    ...customer,
    phone: customer.phoneNumber,
    message: 'Could you keep my umbrella?',
    enquiryType: 'question',
    enquiryRestaurant: '',
    contactReason: { id: 'allergens' },
  });

  await signInAdmin(page);
  await page.goto('/console/people/');
  await page.getByLabel('E-mail address').fill(email);
  await page.getByRole('button', { name: 'Find' }).click();
  const found = page.getByRole('region', { name: `What we hold about ${email}` });
  await expect(found.getByRole('table', { name: 'Records held' })).toContainText('Contact messages');
  const [download] = await Promise.all([
    page.waitForEvent('download'),
    found.getByRole('button', { name: 'Download everything we hold' }).click(),
  ]);
  const held = await readExport(download);
  expect(held.holdings.bookings!.map((b) => b.reference)).toContain((await booked.json()).data.bookingReference);
  expect(held.holdings.signUps).toHaveLength(1);
  expect(held.holdings.contactMessages!.map((m) => m.message)).toEqual(['Could you keep my umbrella?']);
  expect(held.holdings.consent!.map((e) => e.source)).toEqual(expect.arrayContaining(['booking', 'sign-up']));
  expect(held.files).toEqual(['data.json', 'readable.html']);
  // The page is still there to use: the download did not replace it.
  await expect(found.getByRole('button', { name: 'Download everything we hold' })).toBeVisible();

  // Without JavaScript the same buttons are plain form posts, and the file still downloads.
  const plain = await browser.newContext({ javaScriptEnabled: false, storageState: await page.context().storageState() });
  try {
    const noScript = await plain.newPage();
    await noScript.goto('/console/people/');
    await noScript.getByLabel('E-mail address').fill(email);
    await noScript.getByRole('button', { name: 'Find' }).click();
    const [again] = await Promise.all([
      noScript.waitForEvent('download'),
      noScript.getByRole('button', { name: 'Download everything we hold' }).click(),
    ]);
    expect((await readExport(again)).holdings.contactMessages).toHaveLength(1);
  } finally {
    await plain.close();
  }
});

test('the retention page names a wrong number and saves a right one', async ({ page }) => {
  await signInAdmin(page);
  await page.goto('/console/retention/');
  await page.getByLabel('Copies of e-mails and texts sent (days)').fill('0');
  await page.getByRole('button', { name: 'Save retention' }).click();
  await expect(page.getByLabel('Copies of e-mails and texts sent (days)')).toHaveAttribute('aria-invalid', 'true');
  await expectNoAxeViolations(page);
  await page.getByLabel('Copies of e-mails and texts sent (days)').fill('30');
  await page.getByRole('button', { name: 'Save retention' }).click();
  await expect(page.getByRole('status').filter({ hasText: 'Retention saved' })).toBeVisible();
});
