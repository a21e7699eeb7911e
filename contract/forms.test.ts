// product.md §5 validation rules of the contact form and the group enquiry.
import { describe, expect, it } from 'vitest';
import type { z } from 'zod';
import { contactRequestSchema, groupEnquiryRequestSchema } from './forms.ts';
import { emailField, optionalPhoneField, phoneField } from './fields.ts';

const errors = (schema: z.ZodType, input: unknown) =>
  Object.fromEntries((schema.safeParse(input).error?.issues ?? []).reverse().map((i) => [i.path.join('.'), i.message])); // first message per field

const contact = {
  firstName: 'Ana',
  lastName: 'Silva',
  email: 'ana@example.com',
  message: 'Hello',
  enquiryType: 'question',
  contactReason: { id: 'other' },
};

describe('shared fields', () => {
  it.each(['ana@example.com', ' Ana@Example.COM '])('accepts the e-mail %j (trimmed, lower-cased)', (email) => {
    expect(emailField.parse(email)).toBe('ana@example.com');
  });
  it.each([
    ['', 'Please enter your e-mail address'],
    ['ana', 'Please enter a valid e-mail address'],
    ['ana@', 'Please enter a valid e-mail address'],
    ['ana@example', 'Please enter a valid e-mail address'],
    [`${'a'.repeat(250)}@example.com`, 'Please enter a valid e-mail address'],
  ])('rejects the e-mail %j', (email, message) => {
    expect(emailField.safeParse(email).error?.issues[0]?.message).toBe(message);
  });
  it.each(['01225 123456', '+44 (0)1225 123-456', '07700.900123'])('accepts the phone %j', (phone) => {
    expect(phoneField.safeParse(phone).success).toBe(true);
  });
  it.each([
    ['', 'Please enter your phone number'],
    ['12345', 'Please enter a valid phone number'],
    ['call me maybe', 'Please enter a valid phone number'],
    ['1234567890123456', 'Please enter a valid phone number'],
  ])('rejects the phone %j', (phone, message) => {
    expect(phoneField.safeParse(phone).error?.issues[0]?.message).toBe(message);
  });
  it('lets an optional phone be absent but not wrong', () => {
    expect(optionalPhoneField.parse(undefined)).toBe('');
    expect(optionalPhoneField.safeParse('abc').error?.issues[0]?.message).toBe('Please enter a valid phone number');
  });
});

describe('contact form (product.md §5 flags)', () => {
  it('accepts a complete form, with defaults for what may be left out', () => {
    expect(contactRequestSchema.parse(contact)).toMatchObject({
      phone: '',
      enquiryRestaurant: '',
      guests: null,
      contactSubReason: null,
      uploadedFiles: [],
    });
  });

  it('names every missing field with its own message', () => {
    expect(errors(contactRequestSchema, {})).toEqual({
      firstName: 'Please enter your first name',
      lastName: 'Please enter your last name',
      email: 'Please enter your e-mail address',
      message: 'Please enter your message',
      enquiryType: 'Please choose the type of enquiry',
      contactReason: 'Invalid input: expected object, received undefined',
    });
    expect(errors(contactRequestSchema, { ...contact, contactReason: { id: '' } })).toEqual({
      'contactReason.id': 'Please choose a reason for contacting us',
    });
  });

  it.each([
    ['phone', 'abc', 'Please enter a valid phone number'],
    ['enquiryRestaurant', 'bath', 'Please choose a restaurant'],
    ['guests', 0, 'Please enter the number of guests'],
    ['guests', 2.5, 'Please enter a whole number of guests'],
    ['message', 'x'.repeat(5001), 'Please use at most 5000 characters'],
    ['firstName', '   ', 'Please enter your first name'],
  ])('checks %s', (field, value, message) => {
    expect(errors(contactRequestSchema, { ...contact, [field]: value })[field]).toBe(message);
  });

  it('takes at most 5 files, each named by the id the upload returned', () => {
    const file = { id: '6f1c3a58-3f5e-4d0e-9a4c-3b2f8a0d1e2f', name: 'a.pdf', size: 10 };
    expect(contactRequestSchema.safeParse({ ...contact, uploadedFiles: [file] }).success).toBe(true);
    expect(errors(contactRequestSchema, { ...contact, uploadedFiles: Array(6).fill(file) }).uploadedFiles).toBe(
      'Please attach at most 5 files',
    );
    expect(errors(contactRequestSchema, { ...contact, uploadedFiles: [{ ...file, id: 'x' }] })['uploadedFiles.0.id']).toBe(
      'Please attach the file again',
    );
  });
});

const group = {
  storeId: '101',
  venue: 'Bath',
  bookingType: 'Birthday',
  covers: 12,
  date: '2030-05-01',
  time: '19:00',
  until: '23:00',
  email: 'ana@example.com',
  firstName: 'Ana',
  lastName: 'Silva',
  telephoneNumber: '01225 123456',
};

describe('group booking enquiry (product.md §5)', () => {
  it('accepts a complete enquiry; covers are parsed as an integer', () => {
    expect(groupEnquiryRequestSchema.parse({ ...group, covers: '12' })).toMatchObject({
      covers: 12,
      shouldReceivePromotions: false,
      shouldReceiveSms: false,
      specialRequest: '',
    });
  });

  it.each([
    ['venue', '', 'Please choose a restaurant'],
    ['storeId', '', 'Please choose a restaurant'],
    ['bookingType', 'Rave', 'Please choose the type of booking'],
    ['covers', '', 'Group bookings are for 9 guests or more'],
    ['covers', 'lots', 'Please enter the number of guests'],
    ['covers', 8, 'Group bookings are for 9 guests or more'],
    ['covers', 9.5, 'Please enter a whole number of guests'],
    ['covers', 151, 'For more than 150 guests, please contact us'],
    ['date', '', 'Please choose a date'],
    ['date', '2030-02-30', 'Please choose a date'],
    ['time', '', 'Please choose a start time'],
    ['time', '25:00', 'Please choose a start time'],
    ['until', undefined, 'Please choose a finish time'],
    ['telephoneNumber', '', 'Please enter your phone number'],
    ['specialRequest', 'x'.repeat(1001), 'Please use at most 1000 characters'],
  ])('checks %s = %j', (field, value, message) => {
    expect(errors(groupEnquiryRequestSchema, { ...group, [field]: value })[field]).toBe(message);
  });
});
