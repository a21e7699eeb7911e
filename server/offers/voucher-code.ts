// Voucher codes: the offer's prefix and eight characters a diner can read
// aloud without confusion (no 0/O, 1/I/L).
import { randomInt } from 'node:crypto';

const ALPHABET = '23456789ABCDEFGHJKMNPQRSTUVWXYZ';

export function voucherCode(prefix: string, random: (max: number) => number = randomInt): string {
  let tail = '';
  for (let i = 0; i < 8; i++) tail += ALPHABET[random(ALPHABET.length)];
  return `${prefix}-${tail.slice(0, 4)}-${tail.slice(4)}`;
}
