// One way to recognise a domain error (decision 017): the page build bundles
// its own copy of the DomainError class, so a service's error must be
// recognised by its shape, not by instanceof.
import { describe, expect, it } from 'vitest';
import { DomainError, invalid, isDomainError, refused } from './domain-error.ts';

/** The class as a second bundle holds it: same name and shape, another identity. */
class OtherCopy extends Error {
  override readonly name = 'DomainError';
  constructor(
    readonly kind: string,
    message: string,
    readonly field?: string,
  ) {
    super(message);
  }
}

describe('isDomainError', () => {
  it('recognises this copy’s errors', () => {
    expect(isDomainError(invalid('email', 'Please enter an e-mail address'))).toBe(true);
    expect(isDomainError(refused('No tables', { code: 3 }))).toBe(true);
  });

  it('recognises another copy of the class by its shape', () => {
    const copy = new OtherCopy('not-found', 'This booking link is not valid.');
    expect(copy instanceof DomainError).toBe(false);
    expect(isDomainError(copy)).toBe(true);
    expect(isDomainError(new OtherCopy('invalid', 'Too many guests', 'guests'))).toBe(true);
  });

  it('turns down anything else: other errors, unknown kinds, look-alikes that are not errors', () => {
    expect(isDomainError(new Error('connection refused'))).toBe(false);
    expect(isDomainError(new OtherCopy('teapot', 'no'))).toBe(false);
    expect(isDomainError(new OtherCopy('toString', 'no'))).toBe(false);
    expect(isDomainError({ name: 'DomainError', kind: 'invalid', message: 'x' })).toBe(false);
    expect(isDomainError(null)).toBe(false);
    expect(isDomainError('DomainError')).toBe(false);
  });
});
