// Decision 027 "E-mails": every kind of mail the platform sends has a plain-text
// part and a branded, accessible HTML part. Each builder is called as its
// service calls it, and its HTML read back with a real parser.
import { describe, expect, it } from 'vitest';
import type { Offer } from '../../contract/content.ts';
import type { DiaryBooking } from '../../contract/diary-shapes.ts';
import { bookingMail } from '../booking/booking-mail.ts';
import { restaurantNotice, type NoticeKind } from '../booking/restaurant-notice.ts';
import { reminderMail } from '../booking/reminder-mail.ts';
import { feeReceiptMail } from '../payments/fee-receipt-mail.ts';
import { dailySheetMail } from '../console/daily-sheet.ts';
import { customerLinks, marketingMail, welcomeMail } from '../customers/marketing-mail.ts';
import { inviteMail, referralVoucherMail } from '../customers/referral-service.ts';
import { contactMail, groupEnquiryMail } from '../forms/form-mail.ts';
import { offerVoucherMail } from '../offers/voucher-service.ts';
import {
  balanceReminderMail,
  eventPaymentMail,
  proposalAcceptedMail,
  proposalChangesMail,
  proposalSentMail,
} from '../events/proposal-mail.ts';
import type { OutgoingMail } from './outbox.ts';
import { mailHtmlProblems, readMailHtml } from './templates/read-mail-html.ts';
import { staffLinkMail } from './templates/staff-link-mail.ts';
import { MAIL_RESTAURANT, MAIL_SITE, mailBooking, mailLinks } from '../../tests/support/booking-mail-fixtures.ts';

const SITE = MAIL_SITE;
const links = mailLinks;
const restaurant = MAIL_RESTAURANT;
const booking = mailBooking({ firstName: '<script>alert(1)</script>' });
const now = new Date('2027-03-01T10:00:00Z');
const offer = {
  id: '7',
  slug: 'free-cocktail',
  title: 'Free cocktail',
  description: 'A cocktail on us.',
  validityText: 'Valid until 30 June 2027.',
  termAndConditions: 'One per table.',
  successButtonText: 'Book a table',
  successButtonUrl: '/book-now/',
  image: { desktop: '/images/offers/cocktail.webp', mobile: '/images/offers/cocktail.webp', alt: '' },
  code: 'COCKTAIL',
} satisfies Offer;
const diary = {
  id: 'b1',
  reference: 'K7M2-QX4P',
  kind: 'booking',
  status: 'confirmed',
  source: 'online',
  date: '2027-03-28',
  time: '19:30',
  startsAt: 1170,
  durationMinutes: 105,
  adults: 3,
  children: 1,
  covers: 4,
  tableIds: ['r4'],
  tableLabel: 'R4',
  areaName: null,
  occasionName: 'Birthday',
  menuName: null,
  extras: [],
  firstName: '<script>alert(1)</script>',
  lastName: 'Silva',
  email: 'ana@example.com',
  phone: null,
  specialRequest: 'High chair',
  staffNote: null,
  statusReason: null,
  serviceStage: null,
  demo: false,
  reminder: null,
  actions: [],
} satisfies DiaryBooking;
const customer = customerLinks(SITE, '6f1c3a58-3f5e-4d0e-9a4c-3b2f8a0d1e2f');
const staff = (subject: string): OutgoingMail => ({
  kind: 'staff-invite',
  to: 'sam@casalumbre.example',
  subject,
  ...staffLinkMail({
    subject,
    name: '<script>alert(1)</script>',
    intro: 'Ana has made you a restaurant console account: Host for Casa Lumbre Bath.',
    linkLead: 'Choose your password here within 24 hours',
    linkLabel: 'Choose your console password',
    url: `${SITE}/console/set-password/?token=abc`,
    after: ['If you did not expect this e-mail, please ignore it.'],
    publicUrl: SITE,
  }),
});
const contact = {
  to: 'bath@casalumbre.example',
  restaurant: 'Casa Lumbre Bath',
  typeName: 'Feedback',
  reason: { id: 'lost', name: 'Lost property', subReasons: [], needsRestaurant: true, askGuests: false },
  subReasonName: null,
  firstName: '<script>alert(1)</script>',
  lastName: 'Silva',
  email: 'ana@example.com',
  phone: '07700 900123',
  guests: null,
  message: 'I left my scarf.',
};
const group = {
  to: 'bath@casalumbre.example',
  venue: 'Casa Lumbre Bath',
  bookingType: 'Birthday party',
  covers: 14,
  date: '2027-04-02',
  time: '19:00',
  until: '23:00',
  firstName: '<script>alert(1)</script>',
  lastName: 'Silva',
  email: 'ana@example.com',
  telephoneNumber: '07700 900123',
  specialRequest: 'A long table please',
  shouldReceivePromotions: false,
  shouldReceiveSms: false,
};
const notice = (kind: NoticeKind) => restaurantNotice(kind, { ...booking, phone: '07700 900123' }, restaurant, SITE);

const proposal = {
  to: 'ana@example.com',
  firstName: 'Ana <script>',
  version: 1,
  restaurant,
  url: `${SITE}/event-proposal/?token=lead-1.sig`,
  terms: {
    date: '2027-04-16',
    startsAt: 19 * 60,
    endsAt: 25 * 60,
    covers: 30,
    space: { kind: 'area' as const, areaId: 'terrace', tableIds: ['p1'], label: 'Terrace & <garden>' },
    menus: [{ slug: 'set-a', title: 'Set menu A' }],
    pricePerHeadPence: 4500,
    extras: [{ name: 'Welcome <drinks>', pricePence: 12000 }],
    minimumSpendPence: 0,
    depositPence: 25000,
    balanceDueDate: '2027-04-09',
    vatPercent: 20,
    currency: 'GBP' as const,
    conditions: 'Deposit refundable up to 14 days before.',
  },
};
const every: [string, OutgoingMail][] = [
  ['booking confirmation', bookingMail(booking, restaurant, links, now)],
  ['booking request received', bookingMail({ ...booking, kind: 'enquiry' }, restaurant, links, now)],
  ['event request received', bookingMail({ ...booking, kind: 'event' }, restaurant, links, now)],
  ['booking confirmed by the restaurant', bookingMail(booking, restaurant, links, now, { notice: 'confirmed' })],
  ['booking declined', bookingMail(booking, restaurant, links, now, { notice: 'declined', reason: 'Closed <b>early</b>' })],
  ['booking changed by the restaurant', bookingMail(booking, restaurant, links, now, { notice: 'changed', sequence: 1 })],
  ['booking changed by the diner', bookingMail(booking, restaurant, links, now, { notice: 'updated', sequence: 1 })],
  ['booking cancellation', bookingMail(booking, restaurant, links, now, { cancelled: true })],
  ['booking reminder', reminderMail({ ...booking, covers: 4 }, restaurant, links)],
  [
    'fee receipt',
    feeReceiptMail(
      {
        kind: 'no_show_fee',
        amountPence: 4000,
        perCoverPence: 1000,
        covers: 4,
        currency: 'GBP',
        transactionId: 'tx-1',
        booking: {
          reference: booking.reference,
          date: booking.date,
          startsAt: booking.startsAt,
          firstName: booking.firstName,
          email: booking.email,
        },
      },
      restaurant,
    ),
  ],
  ...(['enquiry', 'event', 'booking', 'change', 'cancellation'] as const).map((k): [string, OutgoingMail] => [
    `restaurant notice: ${k}`,
    notice(k),
  ]),
  ['daily sheet', dailySheetMail(restaurant, '2027-03-28', [diary], `${SITE}/console/diary/1002/?date=2027-03-28`)],
  ['offer voucher', offerVoucherMail(offer, SITE, 'ana@example.com', 'COCKTAIL-7K2M', 'Casa Lumbre')],
  ['offer voucher, without the site name', offerVoucherMail(offer, SITE, 'ana@example.com', 'COCKTAIL-7K2M')],
  ['referral voucher', referralVoucherMail('bea@example.com', 'FRIEND-7K2M', 'Casa Lumbre', SITE)],
  [
    'refer a friend',
    inviteMail({
      yourName: '<script>alert(1)</script>',
      friendName: 'Bea',
      friendEmail: 'bea@example.com',
      link: `${SITE}/referral/?code=t`,
      siteName: 'Casa Lumbre',
    }),
  ],
  [
    'welcome',
    welcomeMail({
      to: 'ana@example.com',
      firstName: '<script>alert(1)</script>',
      links: customer,
      siteName: 'Casa Lumbre',
      returning: false,
    }),
  ],
  [
    'welcome back',
    welcomeMail({
      to: 'ana@example.com',
      firstName: '<script>alert(1)</script>',
      links: customer,
      siteName: 'Casa Lumbre',
      returning: true,
    }),
  ],
  [
    'marketing',
    marketingMail({
      kind: 'news',
      to: 'ana@example.com',
      subject: 'New menu',
      body: 'Hi,\n\nA new menu.',
      links: customer,
      siteName: 'Casa Lumbre',
    }),
  ],
  ['staff invitation', staff('Your restaurant console account')],
  ['staff password reset', staff('Reset your console password')],
  ['contact message', contactMail(contact)],
  ['group enquiry', groupEnquiryMail(group)],
  ['event proposal', proposalSentMail(proposal)],
  ['event proposal, a new version', proposalSentMail({ ...proposal, version: 2 })],
  [
    'event deposit receipt',
    eventPaymentMail({
      to: 'ana@example.com',
      firstName: 'Ana',
      what: 'deposit',
      amount: '£250.00',
      eventDate: 'Friday, 16 April 2027',
      restaurant,
      url: proposal.url,
      reference: 'event_deposit-b1-1',
    }),
  ],
  [
    'event balance reminder',
    balanceReminderMail({
      to: 'ana@example.com',
      firstName: 'Ana',
      amount: '£1200.00',
      dueDate: 'Friday, 9 April 2027',
      eventDate: 'Friday, 16 April 2027',
      restaurant,
      url: proposal.url,
    }),
  ],
  ['event proposal accepted', proposalAcceptedMail({ ...proposal, acceptedName: 'Ana <b>Lima</b>', hash: 'a'.repeat(64) })],
  [
    'event proposal changes asked',
    proposalChangesMail({
      restaurant,
      client: { name: 'Ana <i>Lima</i>', email: 'ana@example.com' },
      version: 1,
      message: 'Can we start at <b>18:30</b>?',
      leadUrl: `${SITE}/console/events/lead-1/`,
    }),
  ],
];

describe('every e-mail', () => {
  it.each(every)('%s: a plain-text part and HTML that keeps the rules', (_name, mail) => {
    expect(mail.text.trim().length).toBeGreaterThan(20);
    expect(mail.html).toBeDefined();
    expect(mailHtmlProblems(mail.html!)).toEqual([]);
    const html = readMailHtml(mail.html!);
    expect(html.all('title').length).toBe(1);
    expect(html.all('script')).toEqual([]); // a diner's name of "<script>…" stays text
    for (const link of html.links) expect(link.href.startsWith(`${SITE}/`)).toBe(true);
  });

  it('tells the diner the booking facts in both parts', () => {
    const mail = bookingMail(booking, restaurant, links, now);
    const html = readMailHtml(mail.html!);
    for (const [key, value] of [
      ['Reference', 'K7M2-QX4P'],
      ['Restaurant', 'Casa Lumbre Bath'],
      ['Date', 'Sunday, 28 March 2027'],
      ['Time', '19:30'],
      ['Guests', '4 guests (3 adults, 1 child)'],
      ['Special request', 'High chair, <please> & thanks'],
    ]) {
      expect(html.facts.get(key!)).toBe(value);
      expect(mail.text).toContain(`${key}: ${value}`);
    }
    expect(html.text).toContain('Hi <script>alert(1)</script>, your table is booked.');
  });

  it('brands a voucher with the site’s name, or its host when the name is not known', () => {
    expect(readMailHtml(offerVoucherMail(offer, SITE, 'a@example.com', 'C-1', 'Casa Lumbre').html!).text).toMatch(
      /^Casa Lumbre Your voucher code/,
    );
    expect(readMailHtml(offerVoucherMail(offer, SITE, 'a@example.com', 'C-1').html!).text).toMatch(
      /^casalumbre\.example Your voucher code/,
    );
  });

  it('puts the preferences and unsubscribe links in a marketing mail’s footer, as in its headers', () => {
    const mail = welcomeMail({ to: 'ana@example.com', firstName: 'Ana', links: customer, siteName: 'Casa Lumbre', returning: false });
    const html = readMailHtml(mail.html!);
    expect(html.links).toContainEqual({ href: customer.unsubscribe, text: 'Unsubscribe' });
    expect(html.links).toContainEqual({ href: customer.preferences, text: 'Tell us what you love' });
    expect(mail.headers?.['List-Unsubscribe']).toBe(`<${customer.unsubscribe}>`);
  });
});
