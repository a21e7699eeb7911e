// product.md §5 offer rules and refer a friend.
import { describe, expect, it } from 'vitest';
import type { z } from 'zod';
import { getCodeRequestSchema, referralClaimRequestSchema, referralInviteRequestSchema } from './offers.ts';

const errors = (schema: z.ZodType, input: unknown) =>
  Object.fromEntries((schema.safeParse(input).error?.issues ?? []).reverse().map((i) => [i.path.join('.'), i.message])); // first message per field

describe('offer code (product.md §5: e-mail present and valid; terms accepted)', () => {
  it('accepts an offer by id or by slug', () => {
    expect(getCodeRequestSchema.safeParse({ offerId: '1', emailAddress: 'a@example.com', acceptTerms: true }).success).toBe(true);
    expect(getCodeRequestSchema.safeParse({ offerSlug: 'malibu', emailAddress: 'a@example.com', acceptTerms: true }).success).toBe(true);
  });

  it('names what is missing', () => {
    expect(errors(getCodeRequestSchema, { offerId: '1', emailAddress: 'nope', acceptTerms: false })).toEqual({
      emailAddress: 'Please enter a valid e-mail address',
      acceptTerms: 'Please accept the terms and conditions',
    });
    expect(errors(getCodeRequestSchema, { emailAddress: 'a@example.com', acceptTerms: true })).toEqual({
      offerId: 'offerId or offerSlug is required',
    });
  });
});

describe('refer a friend', () => {
  const invite = { yourName: 'Ana', yourEmail: 'ana@example.com', friendName: 'Bea', friendEmail: 'bea@example.com' };
  it('needs both names and two different addresses', () => {
    expect(referralInviteRequestSchema.safeParse(invite).success).toBe(true);
    expect(errors(referralInviteRequestSchema, { ...invite, friendEmail: 'ANA@example.com' })).toEqual({
      friendEmail: "Please enter your friend's e-mail address, not yours",
    });
    expect(errors(referralInviteRequestSchema, { ...invite, friendName: '' }).friendName).toBe("Please enter your friend's first name");
  });
  it('claims with the token from the link', () => {
    expect(errors(referralClaimRequestSchema, { token: 'short', emailAddress: 'bea@example.com', acceptTerms: true }).token).toBe(
      'This invitation link is not valid',
    );
  });
});
