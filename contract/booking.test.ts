// product.md §5 booking customer validation and product.md §7 query shapes.
import { describe, expect, it } from 'vitest';
import {
  availabilityRequestSchema,
  bookingRequestSchema,
  customerSchema,
  requirementsQuerySchema,
  slotsQuerySchema,
  SPECIAL_REQUEST_MAX,
} from './booking.ts';

const customer = { firstName: 'Ana', lastName: "O'Neill-Smith", email: 'ana@example.com' };
const slotsQuery = { occasionId: 'dinner', adults: '2', children: '0', dates: '2026-12-01' };

describe('booking customer (product.md §5)', () => {
  it('needs first name, last name and a valid e-mail; phone may be absent', () => {
    expect(customerSchema.parse(customer)).toMatchObject({ ...customer, shouldReceivePromotions: false, shouldReceiveSms: false });
    for (const bad of [
      { firstName: '' },
      { lastName: '   ' },
      { email: 'not-an-email' },
      { firstName: '<script>' },
      { lastName: 'x'.repeat(51) },
    ]) {
      expect(customerSchema.safeParse({ ...customer, ...bad }).success).toBe(false);
    }
  });

  it('accepts UK phone numbers written the usual ways and refuses others', () => {
    for (const phone of ['07700 900123', '+44 7700 900123', '0044 7700 900 123', '(01225) 448-207', '', null]) {
      expect(customerSchema.safeParse({ ...customer, phoneNumber: phone }).success).toBe(true);
    }
    expect(customerSchema.parse({ ...customer, phoneNumber: '+44 (0)7700 900123'.replace('(0)', '') }).phoneNumber).toBe('+447700900123');
    expect(customerSchema.parse({ ...customer, phoneNumber: '' }).phoneNumber).toBeUndefined();
    for (const phone of ['12345', '07700 9001234567', '+1 202 555 0100', 'call me', '00000000000']) {
      expect(customerSchema.safeParse({ ...customer, phoneNumber: phone }).success).toBe(false);
    }
  });

  it(`limits the special request to ${SPECIAL_REQUEST_MAX} characters`, () => {
    expect(customerSchema.safeParse({ ...customer, specialRequest: 'x'.repeat(SPECIAL_REQUEST_MAX) }).success).toBe(true);
    expect(customerSchema.safeParse({ ...customer, specialRequest: 'x'.repeat(SPECIAL_REQUEST_MAX + 1) }).success).toBe(false);
  });
});

describe('booking queries and bodies (product.md §7)', () => {
  it('reads areaId "null" as no area, and lists of dates and menus', () => {
    expect(slotsQuerySchema.parse({ ...slotsQuery, areaId: 'null' }).areaId).toBeNull();
    expect(slotsQuerySchema.parse({ ...slotsQuery, areaId: 'bar' }).areaId).toBe('bar');
    expect(slotsQuerySchema.parse({ ...slotsQuery, dates: '2026-12-01,2026-12-02' }).dates).toEqual(['2026-12-01', '2026-12-02']);
    expect(slotsQuerySchema.parse({ ...slotsQuery, dates: ['2026-12-01', '2026-12-03'] }).dates).toHaveLength(2);
    expect(slotsQuerySchema.parse({ ...slotsQuery, menuIds: 'a-la-carte,drinks' }).menuIds).toEqual(['a-la-carte', 'drinks']);
  });

  it('refuses impossible dates, bad times, odd covers and nobody at all', () => {
    expect(slotsQuerySchema.safeParse({ ...slotsQuery, dates: '2025-02-30' }).success).toBe(false);
    expect(slotsQuerySchema.safeParse({ ...slotsQuery, dates: '2026-13-01' }).success).toBe(false);
    expect(slotsQuerySchema.safeParse({ ...slotsQuery, dates: '' }).success).toBe(false);
    expect(slotsQuerySchema.safeParse({ ...slotsQuery, adults: '-1' }).success).toBe(false);
    expect(slotsQuerySchema.safeParse({ ...slotsQuery, adults: '1e3' }).success).toBe(false);
    expect(slotsQuerySchema.safeParse({ ...slotsQuery, adults: '0', children: '0' }).success).toBe(false);
    expect(slotsQuerySchema.safeParse({ ...slotsQuery, areaId: 'Bar Area' }).success).toBe(false);
    const req = { occasionId: 'dinner', adults: '2', bookingDate: '2026-12-01' };
    expect(requirementsQuerySchema.safeParse({ ...req, time: '24:00' }).success).toBe(false);
    expect(requirementsQuerySchema.safeParse({ ...req, time: '19:30' }).success).toBe(true);
  });

  it('builds the create body from the booking state', () => {
    const body = {
      occasionId: 'dinner',
      adults: 2,
      children: 1,
      bookingDate: '2026-12-01',
      time: '19:30',
      areaId: null,
      menuId: null,
      customer,
    };
    expect(bookingRequestSchema.parse(body)).toMatchObject({ areaId: null, menuId: null, children: 1 });
    expect(bookingRequestSchema.safeParse({ ...body, adults: 2.5 }).success).toBe(false);
    expect(bookingRequestSchema.safeParse({ ...body, customer: { ...customer, email: '' } }).success).toBe(false);
  });

  it('asks availability for 1 to 10 restaurants (product.md §9 MAX_LOCATIONS)', () => {
    const stores = (n: number) => Array.from({ length: n }, (_, i) => ({ storeId: String(1001 + i), miles: i }));
    const body = { date: '2026-12-01', adultCovers: 2, childrenCovers: 0 };
    expect(availabilityRequestSchema.safeParse({ ...body, stores: stores(10) }).success).toBe(true);
    expect(availabilityRequestSchema.safeParse({ ...body, stores: stores(11) }).success).toBe(false);
    expect(availabilityRequestSchema.safeParse({ ...body, stores: [] }).success).toBe(false);
    expect(availabilityRequestSchema.safeParse({ ...body, stores: [{ storeId: '1002', miles: -1 }] }).success).toBe(false);
  });
});
