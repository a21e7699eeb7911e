// product.md §5 validation of sign-up and preferences.
import { describe, expect, it } from 'vitest';
import type { z } from 'zod';
import { signUpRequestSchema, updateOccasionDatesRequestSchema, updatePreferencesRequestSchema } from './customers.ts';

const errors = (schema: z.ZodType, input: unknown) =>
  Object.fromEntries((schema.safeParse(input).error?.issues ?? []).reverse().map((i) => [i.path.join('.'), i.message])); // first message per field

const signUp = {
  emailAddress: 'ana@example.com',
  favouriteRestaurant: '101',
  firstName: 'Ana',
  phoneNumber: '07700 900123',
  acceptTerms: true,
  birthday: { day: 14, month: 3 },
};
const guid = '6f1c3a58-3f5e-4d0e-9a4c-3b2f8a0d1e2f';

describe('sign-up (product.md §5)', () => {
  it('accepts a complete sign-up; SMS terms are optional', () => {
    expect(signUpRequestSchema.parse(signUp)).toMatchObject({ acceptSMSTerms: false, birthday: { day: 14, month: 3 } });
  });

  it('needs email, favourite restaurant, first name, phone, terms and birthday', () => {
    expect(errors(signUpRequestSchema, { birthday: {} })).toEqual({
      emailAddress: 'Please enter your e-mail address',
      favouriteRestaurant: 'Please choose your favourite restaurant',
      firstName: 'Please enter your first name',
      phoneNumber: 'Please enter your phone number',
      acceptTerms: 'Please accept the terms and conditions',
      'birthday.day': 'Please enter your birthday',
      'birthday.month': 'Please enter your birthday',
    });
    expect(errors(signUpRequestSchema, { ...signUp, acceptTerms: false }).acceptTerms).toBe('Please accept the terms and conditions');
    expect(errors(signUpRequestSchema, { ...signUp, birthday: { day: 30, month: 2 } })['birthday.day']).toBe('February has only 29 days');
  });
});

describe('preferences (product.md §5)', () => {
  const prefs = { guid, firstName: 'Ana', phoneNumber: '07700 900123', favRestaurantCode: '101', birthDate: 637_372_800 };

  it('needs first name, phone and favourite restaurant', () => {
    expect(updatePreferencesRequestSchema.safeParse(prefs).success).toBe(true);
    expect(errors(updatePreferencesRequestSchema, { guid })).toEqual({
      firstName: 'Please enter your first name',
      phoneNumber: 'Please enter your phone number',
      favRestaurantCode: 'Please choose your favourite restaurant',
    });
  });

  it('takes birthDate in whole days since the epoch, or none', () => {
    expect(updatePreferencesRequestSchema.parse({ ...prefs, birthDate: null }).birthDate).toBeNull();
    expect(errors(updatePreferencesRequestSchema, { ...prefs, birthDate: 637_372_801 }).birthDate).toBe('Please enter a valid birthday');
  });

  it('rejects a link that is not a guid', () => {
    expect(errors(updatePreferencesRequestSchema, { ...prefs, guid: 'abc' }).guid).toBe('This link is not valid');
  });

  it('keeps at most 10 named, real occasion dates', () => {
    const row = { name: 'Anniversary', date: '2015-06-20' };
    expect(updateOccasionDatesRequestSchema.safeParse({ guid, occasionDates: [row] }).success).toBe(true);
    expect(errors(updateOccasionDatesRequestSchema, { guid, occasionDates: Array(11).fill(row) }).occasionDates).toBe(
      'Please add at most 10 dates',
    );
    expect(errors(updateOccasionDatesRequestSchema, { guid, occasionDates: [{ name: '', date: '2015-02-30' }] })).toEqual({
      'occasionDates.0.name': 'Please name the occasion',
      'occasionDates.0.date': 'Please enter a date',
    });
  });
});
