import { describe, expect, it } from 'vitest';
import { contactRequestSchema } from '../../../contract/forms.ts';
import { ApiError } from '../../lib/api/api-client.ts';
import { checkFile, formatSize } from './file-upload.tsx';
import { errorsFrom, failureMessage, fieldOf, FORM_ERROR, serverFieldError } from './use-form.ts';

const fields = {
  names: new Set(['firstName', 'contactReason', 'uploadedFiles', 'birthday.day', 'storeId']),
  aliases: { venue: 'storeId' },
};

describe('which field a message belongs to', () => {
  it.each([
    [['firstName'], 'firstName'],
    [['contactReason', 'id'], 'contactReason'],
    [['uploadedFiles', 0, 'id'], 'uploadedFiles'],
    [['birthday', 'day'], 'birthday.day'],
    [['venue'], 'storeId'],
    [['recaptcha'], FORM_ERROR],
    [[], FORM_ERROR],
  ])('%j → %s', (path, field) => {
    expect(fieldOf(path, fields)).toBe(field);
  });

  it('keeps the first message of each field', () => {
    const result = contactRequestSchema.safeParse({ firstName: '' });
    expect(errorsFrom(result.error!, fields)).toMatchObject({ firstName: 'Please enter your first name', _form: expect.any(String) });
  });

  it('reads the field a 4xx reply names, and nothing else', () => {
    const reply = (status: number, body: unknown) => new ApiError(status, (body as { message?: string } | null)?.message ?? '', body);
    expect(serverFieldError(reply(400, { success: false, field: 'venue', message: 'Please choose a restaurant' }), fields)).toEqual({
      storeId: 'Please choose a restaurant',
    });
    expect(serverFieldError(reply(400, { success: false, field: 'birthday.day', message: 'June has only 30 days' }), fields)).toEqual({
      'birthday.day': 'June has only 30 days',
    });
    expect(serverFieldError(reply(400, { success: false, field: 'contactReason.id', message: 'Pick one' }), fields)).toEqual({
      contactReason: 'Pick one',
    });
    expect(serverFieldError(reply(400, { success: false, message: 'Invalid token' }), fields)).toBeNull();
    expect(serverFieldError(reply(400, { success: false, field: 'recaptcha', message: 'Invalid token' }), fields)).toBeNull();
    // A message that merely looks like "field: message" is only a message.
    expect(serverFieldError(reply(400, { success: false, message: 'firstName: Please enter your first name' }), fields)).toBeNull();
    expect(serverFieldError(reply(503, { success: false, field: 'firstName', message: 'down' }), fields)).toBeNull();
    expect(serverFieldError(new Error('firstName: x'), fields)).toBeNull();
  });

  it('words captcha and rate-limit failures for diners', () => {
    expect(failureMessage(new ApiError(400, 'Invalid token', null), 'x')).toBe(
      'We could not check that you are not a robot. Please try again.',
    );
    expect(failureMessage(new ApiError(429, 'Too many requests', null), 'x')).toMatch(/wait a few minutes/);
    expect(failureMessage(new ApiError(500, 'Internal error', null), 'fallback')).toBe('fallback');
  });
});

describe('file checks in the browser', () => {
  it.each([
    [{ name: 'receipt.PDF', size: 10 }, null],
    [{ name: 'photo.heic', size: 10 * 1024 * 1024 }, null],
    [{ name: 'setup.exe', size: 10 }, 'setup.exe: Please attach a PDF, JPEG, PNG, HEIC or Word (DOCX) file'],
    [{ name: 'big.png', size: 10 * 1024 * 1024 + 1 }, 'big.png: Each file must be 10 MB or smaller'],
    [{ name: 'empty.pdf', size: 0 }, 'empty.pdf: The file is empty'],
  ])('%j', (file, message) => {
    expect(checkFile(file)).toBe(message);
  });

  it('shows sizes people read easily', () => {
    expect([formatSize(512), formatSize(2048), formatSize(3.5 * 1024 * 1024)]).toEqual(['512 bytes', '2 KB', '3.5 MB']);
  });
});
