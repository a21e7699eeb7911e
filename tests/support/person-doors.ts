// One person through every door Mesa has (decision 045's "everything about a
// person"): a booking and its change, a sign-up and its preferences, a contact
// message with a file, a group enquiry and its event proposal accepted, a voucher, a friend referral, a waitlist
// place, and staff's tag and note on their guest profile. The diner's doors are
// the public API, as the site's forms call it; staff's are the guest service
// the console pages call.
import { sql } from 'drizzle-orm';
import { expect } from 'vitest';
import { proposalFormSchema } from '../../contract/event-proposals.ts';
import { addDays, type IsoDate } from '../../contract/london-time.ts';
import type { StaffMember } from '../../server/staff/staff-repository.ts';
import { bookingBody, editSetup, plainDate, queryRows } from './booking-helpers.ts';
import { kit } from './test-kit.ts';
import type { TestApp } from './test-app.ts';
import { multipartBody, samplePdf } from './test-files.ts';

export interface Person {
  firstName: string;
  lastName: string;
  email: string;
  /** As typed into the forms. */
  phone: string;
}

/** The values that identify the person, as a search of every table looks for them (phone as typed, bare and E.164). */
export const identifyingValues = (p: Person): string[] => {
  const bare = p.phone.replace(/\s+/g, '');
  return [p.email.toLowerCase(), p.firstName.toLowerCase(), p.lastName.toLowerCase(), p.phone, bare, `+44${bare.slice(1)}`];
};

export const DOOR_STORE = '1052';

/** Lets the door store take online waitlist places (a setting off by default). */
export async function openWaitlist(t: TestApp): Promise<void> {
  await editSetup(t.services.database.db, DOOR_STORE, (setup) => ({ config: { ...setup.config, waitlistOnline: true } }));
  t.services.booking.forgetSetups();
}

/** Fills every door for `p` on days after `from`; returns the booking's reference. */
export async function fillEveryDoor(t: TestApp, p: Person, from: IsoDate, staff: StaffMember): Promise<{ reference: string }> {
  const k = kit(t);
  const ok = (res: { statusCode: number; body: string }) => expect(res.statusCode, res.body).toBe(200);
  const db = t.services.database.db;
  const restaurant = await t.services.content.restaurantByStoreId(DOOR_STORE);
  const date = plainDate(restaurant!, 3, { from, bookableAt: ['19:00', '19:30', '20:00'] });
  const customer = { firstName: p.firstName, lastName: p.lastName, email: p.email, phoneNumber: p.phone };

  // 1, 2: a booking, then its change from the link in its confirmation.
  const booked = await k.post(
    `/api/booking/create/${DOOR_STORE}`,
    bookingBody(date, '19:00', {
      customer: {
        ...customer,
        shouldReceivePromotions: true,
        shouldReceiveSms: true,
        specialRequest: `${p.firstName} would like a quiet table`,
      },
    }),
  );
  ok(booked);
  const reference = booked.json().data.bookingReference as string;
  const [confirmation] = await queryRows<{ text: string }>(
    db,
    sql`select text from mail_outbox where lower("to") = ${p.email.toLowerCase()} and text like ${`%${reference}%`}`,
  );
  const token = decodeURIComponent(/manage-booking\/\?token=(\S+)/.exec(confirmation!.text)![1]!);
  ok(await k.post('/api/booking/change', { token, bookingDate: date, time: '19:30', adults: 2, children: 0 }));

  // 3, 4: a sign-up, then the preferences page's details, interests and special dates.
  ok(
    await k.submit('/api/signup', {
      emailAddress: p.email,
      favouriteRestaurant: DOOR_STORE,
      firstName: p.firstName,
      phoneNumber: p.phone,
      acceptTerms: true,
      acceptSMSTerms: true,
      birthday: { day: 2, month: 5 },
    }),
  );
  const [member] = await queryRows<{ guid: string }>(db, sql`select guid from customers where email = ${p.email.toLowerCase()}`);
  const guid = member!.guid;
  ok(
    await k.post('/api/exponea/updateCustomerPreferences', {
      guid,
      firstName: p.firstName,
      phoneNumber: p.phone,
      favRestaurantCode: DOOR_STORE,
      birthDate: Date.UTC(1904, 4, 2) / 1000,
      websiteSmsOptIn: true,
    }),
  );
  ok(await k.post('/api/exponea/updateCustomerChoices', { guid, interests: [{ id: 'cocktails', checked: true }] }));
  ok(
    await k.post('/api/exponea/updateOccasionDates', {
      guid,
      occasionDates: [{ name: `${p.firstName}'s anniversary`, date: '2031-06-01' }],
    }),
  );

  // 5, 6: a contact message with a file.
  const session = `doors-${p.lastName}`.slice(0, 60);
  const body = multipartBody([{ name: `${p.lastName}-receipt.pdf`, content: samplePdf() }]);
  const uploaded = await t.app.inject({
    method: 'POST',
    url: '/api/contact/upload',
    headers: { ...(await t.headers()), sessionid: session, 'content-type': body.contentType },
    payload: body.payload,
  });
  ok(uploaded);
  ok(
    await k.submit(
      '/api/contact/sendemail',
      {
        ...customer,
        phone: p.phone,
        message: `${p.firstName} ${p.lastName} here: I left my scarf.`,
        enquiryType: 'question',
        enquiryRestaurant: '',
        contactReason: { id: 'allergens' },
        uploadedFiles: uploaded.json().data.files,
      },
      { sessionid: session },
    ),
  );

  // 7: a group enquiry.
  ok(
    await k.submit('/api/contact/group-booking', {
      storeId: DOOR_STORE,
      venue: restaurant!.title,
      bookingType: 'Birthday',
      covers: '12',
      date: '2031-12-12',
      time: '19:00',
      until: '22:00',
      email: p.email,
      firstName: p.firstName,
      lastName: p.lastName,
      telephoneNumber: p.phone,
      specialRequest: `Ask for ${p.firstName}`,
      shouldReceivePromotions: true,
    }),
  );

  // 7b: the enquiry's lead gets a proposal (decision 078), which the person accepts by typing their name.
  const leads = await t.services.leads.list(staff, { storeId: DOOR_STORE });
  const lead = leads.find((l) => l.contactName === `${p.firstName} ${p.lastName}`)!;
  const sentBefore = (await queryRows<{ n: number }>(db, sql`select count(*)::int as n from event_proposals`))[0]!.n;
  await t.services.proposals.send(
    staff,
    lead.id,
    proposalFormSchema.parse({
      leadVersion: String((await t.services.leads.get(staff, lead.id)).version),
      // Each person's event on its own evening, so their holds never meet.
      date: addDays('2031-12-12', sentBefore),
      from: '19:00',
      until: '22:00',
      covers: '12',
      space: 'restaurant',
      pricePerHead: '40',
      deposit: '100',
      balanceDueDate: '2031-12-01',
      vatPercent: '20',
      conditions: 'Terms.',
      fullRefundDays: '14',
      laterRefundPercent: '0',
      holdUntilDate: addDays(from, 7),
      holdUntilTime: '18:00',
    }),
  );
  const [proposalMail] = await queryRows<{ text: string }>(
    db,
    sql`select text from mail_outbox where kind = 'event-proposal' and lower("to") = ${p.email.toLowerCase()}`,
  );
  const proposalToken = new URL(/https?:\/\/\S+event-proposal\/\?token=\S+/.exec(proposalMail!.text)![0]).searchParams.get('token')!;
  const { proposal } = await t.services.proposals.forClient(proposalToken);
  await t.services.proposals.accept(
    proposalToken,
    { hash: proposal.hash, name: `${p.firstName} ${p.lastName}` },
    { address: '203.0.113.9', agent: `${p.firstName}'s phone` },
  );

  // 8, 9: a voucher, and an invitation to a friend.
  ok(await k.submit('/api/offer/getcode', { offerSlug: 'malibu', emailAddress: p.email, acceptTerms: true }));
  ok(
    await k.submit('/api/referral/invite', {
      yourName: `${p.firstName} ${p.lastName}`,
      yourEmail: p.email,
      friendName: 'Bea',
      friendEmail: 'bea.friend@example.org',
    }),
  );

  // 10: a place on the waitlist for another evening.
  const later = plainDate(restaurant!, 10, { from, bookableAt: ['19:00'] });
  ok(
    await k.post(`/api/v1/waitlist/join/${DOOR_STORE}`, {
      date: later,
      occasionId: 'dinner',
      adults: 2,
      children: 0,
      from: '19:00',
      to: '20:00',
      ...customer,
      shouldReceiveSms: true,
    }),
  );

  // 11, 12: staff tag their guest profile and write notes about them.
  const [guest] = await t.services.guests.search(staff, p.email);
  await t.services.guests.addTag(staff, guest!.id, 'regular');
  await t.services.guests.setDetails(staff, guest!.id, { allergies: `${p.firstName}: peanuts`, dietaryNotes: '' });
  await t.services.guests.addNote(staff, guest!.id, `${p.firstName} ${p.lastName} prefers a booth; call ${p.phone}`);
  return { reference };
}
