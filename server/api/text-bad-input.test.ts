// Found by the OpenAPI fuzzer (tests/fuzz): a NUL character (U+0000) in a free
// text field passed validation and failed at PostgreSQL ("invalid byte sequence
// for encoding UTF8: 0x00"), a 500. It is bad input: a 400 naming the field.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bookingBody, plainDate } from '../../tests/support/booking-helpers.ts';
import { GENEROUS_LIMITS, kit } from '../../tests/support/test-kit.ts';
import { createTestApp, type TestApp } from '../../tests/support/test-app.ts';

let t: TestApp;
let k: ReturnType<typeof kit>;
beforeAll(async () => {
  t = await createTestApp({ ...GENEROUS_LIMITS, RATE_LIMIT_PER_MINUTE: '100000' });
  k = kit(t);
});
afterAll(() => t.close());

const NUL = 'Window seat\u0000please';
/** A 400 that names the field and says why, whichever way the reply spells the field. */
function expectRefusal(res: { statusCode: number; body: string; json(): unknown }, field: string) {
  expect(res.statusCode).toBe(400);
  expect(res.json()).toMatchObject({ success: false, message: expect.stringContaining('Please remove the hidden characters') });
  expect(res.body).toContain(field);
}

describe('a NUL character in free text', () => {
  it('is refused in a booking’s special request', async () => {
    const date = plainDate((await t.services.content.restaurantByStoreId('1002'))!, 3);
    const body = bookingBody(date, '19:00');
    for (const kind of ['create', 'enquiry']) {
      const res = await k.post(`/api/booking/${kind}/1002`, { ...body, customer: { ...(body.customer as object), specialRequest: NUL } });
      expectRefusal(res, 'customer.specialRequest');
    }
  });

  it('is refused in the gender a preferences update keeps', async () => {
    const res = await k.post('/api/exponea/updateCustomerPreferences', {
      guid: '3f1c2a4e-8b7d-4c6e-9a1f-2b3c4d5e6f70',
      firstName: 'Ana',
      phoneNumber: '07700 900123',
      favRestaurantCode: '1002',
      gender: '\u0000',
    });
    expectRefusal(res, 'gender');
  });

  it('is refused in the names and requests of a group booking, and in a sign-up', async () => {
    const date = plainDate((await t.services.content.restaurantByStoreId('1002'))!, 3);
    const group = {
      storeId: '1002',
      venue: 'Casa Lumbre Bristol',
      bookingType: 'Birthday',
      covers: 10,
      date,
      time: '19:00',
      until: '22:00',
      email: 'ana@example.com',
      firstName: 'Ana',
      lastName: 'Silva',
      telephoneNumber: '07700 900123',
    };
    for (const field of ['firstName', 'lastName', 'specialRequest']) {
      const res = await k.submit('/api/contact/group-booking', { ...group, [field]: NUL });
      expectRefusal(res, field);
    }
    const signup = {
      emailAddress: 'ana@example.com',
      favouriteRestaurant: '1002',
      firstName: NUL,
      phoneNumber: '07700 900123',
      acceptTerms: true,
      birthday: { day: 1, month: 2 },
    };
    const res = await k.submit('/api/signup', signup);
    expectRefusal(res, 'firstName');
  });
});
