// Refer a friend sends our branded e-mail to any address, so the names the
// sender types must be names: no links, domains, markup or e-mail addresses
// that would make the invitation a spammer's advert.
import { describe, expect, it } from 'vitest';
import { referralInviteRequestSchema } from './offers.ts';

const invite = { yourName: 'Ana', yourEmail: 'ana@example.com', friendName: 'Bea', friendEmail: 'bea@example.com' };
const messageFor = (field: 'yourName' | 'friendName', value: string) =>
  referralInviteRequestSchema.safeParse({ ...invite, [field]: value }).error?.issues.find((i) => i.path[0] === field)?.message;

const SPAM = [
  'https://evil.example',
  'Visit http://evil.example/win',
  'evil.com',
  'www.x',
  'Ana www',
  'Ana http',
  '<a href="x">Ana</a>',
  '<b>Ana</b>',
  'Ana <script>',
  'ana@evil.example',
  'Ana 0800 123 456',
  'Ana\nBcc: x',
];

describe('refer a friend: names are names', () => {
  it.each(['Ana', 'Anne-Marie', "O'Brien", 'Zoë', 'José Luis', 'J. R.', 'Ana x dot com'])('accepts %j', (name) => {
    expect(referralInviteRequestSchema.safeParse({ ...invite, yourName: name, friendName: name }).success).toBe(true);
  });

  it.each(SPAM)('refuses %j as the sender name, naming the field', (name) => {
    expect(messageFor('yourName', name)).toBe('Please enter your first name in letters only, without links or addresses');
  });

  it.each(SPAM)("refuses %j as the friend's name, naming the field", (name) => {
    expect(messageFor('friendName', name)).toBe("Please enter your friend's first name in letters only, without links or addresses");
  });

  it('keeps the missing and too-long messages', () => {
    expect(messageFor('yourName', ' ')).toBe('Please enter your first name');
    expect(messageFor('friendName', '')).toBe("Please enter your friend's first name");
    expect(messageFor('friendName', 'a'.repeat(51))).toBe('Please use at most 50 characters');
  });

  it('drops any other field, such as a free-text message, so it can never reach the e-mail', () => {
    const parsed = referralInviteRequestSchema.parse({ ...invite, message: 'Cheap pills at https://evil.example' });
    expect(parsed).not.toHaveProperty('message');
  });
});
