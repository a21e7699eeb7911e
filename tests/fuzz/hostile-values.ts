// The catalogue of hostile inputs: strings for paths, queries and headers,
// and JSON values for bodies (wrong types, huge strings, unicode, nulls,
// extreme numbers, traversal, prototype keys, deep nesting).
import fc from 'fast-check';
import type { JsonSchema } from './openapi-operations.ts';
import type { Random } from './seeded-random.ts';

/** JSON text placed verbatim in a body: numbers JSON.stringify cannot write (1e309), deep nesting. */
export class RawJson {
  constructor(readonly text: string) {}
}

/** JSON.stringify that keeps RawJson verbatim and writes own `__proto__` keys. */
export function toJson(value: unknown): string {
  if (value instanceof RawJson) return value.text;
  if (Array.isArray(value)) return `[${value.map(toJson).join(',')}]`;
  if (value !== null && typeof value === 'object') {
    return `{${Object.keys(value)
      .map((k) => `${JSON.stringify(k)}:${toJson((value as Record<string, unknown>)[k])}`)
      .join(',')}}`;
  }
  return JSON.stringify(value) ?? 'null';
}

/** An object with an own (not inherited) key, even `__proto__`. */
export function withOwnKey(target: Record<string, unknown>, key: string, value: unknown): Record<string, unknown> {
  Object.defineProperty(target, key, { value, enumerable: true, configurable: true, writable: true });
  return target;
}

export const HUGE_STRING_LENGTH = 100 * 1024;
export const DEEP_NESTING = 5000;

export const deepArrays = (levels = DEEP_NESTING) => new RawJson('['.repeat(levels) + ']'.repeat(levels));
export const deepObjects = (levels = DEEP_NESTING) => new RawJson('{"a":'.repeat(levels) + '1' + '}'.repeat(levels));

const UNICODE = [
  '\u202Etxt.exe', // right-to-left override
  'مرحبا بالعالم',
  'שלום',
  '😀👩‍👩‍👧‍👦🇬🇧',
  'Z̸̢̛a̵l̶g̷o̴',
  '\u0000',
  'a\u0000b',
  '\uFEFFbom',
  '\u200B\u200D',
  '\uD800', // lone surrogates: JSON.stringify escapes them
  '\uDFFFx',
  'ｆｕｌｌｗｉｄｔｈ',
  'İıß',
  '１２３',
  '١٢٣',
];
const TRAVERSAL = [
  '../../etc/passwd',
  '..%2f..%2fetc%2fpasswd',
  '%2e%2e%2f%2e%2e%2fetc%2fpasswd',
  '..\\..\\windows\\win.ini',
  '/etc/passwd',
  '....//....//etc/passwd',
  '%252e%252e%252f',
  'file:///etc/passwd',
  '..',
];
const INJECTION = [
  "' OR '1'='1",
  '1; DROP TABLE bookings; --',
  "1' UNION SELECT password FROM users--",
  '${7*7}{{7*7}}',
  '<script>alert(1)</script>',
  '%s%s%n',
  '*',
  '%',
  '_',
  '\\',
  '\r\nX-Injected: 1',
];
const NUMERIC = [
  '-1',
  '0',
  '-0',
  '1.5',
  '1e309',
  '-1e309',
  '9007199254740993',
  '99999999999999999999999',
  'NaN',
  'Infinity',
  '-Infinity',
  '0x1F',
  ' 1',
  '+1',
];
const LITERALS = ['', ' ', 'null', 'undefined', 'true', '[]', '{}', '__proto__', 'constructor', 'prototype', 'toString', 'hasOwnProperty'];
const DATES = ['2025-02-30', '0000-00-00', '9999-12-31', '2025-13-45', '1970-01-01T00:00:00Z', '24:00', '99:99', '-01:00'];

const STRING_GROUPS = [UNICODE, TRAVERSAL, INJECTION, NUMERIC, LITERALS, DATES];

export function hostileString(rnd: Random, seed: number): string {
  const roll = rnd.int(10);
  if (roll === 0) return rnd.pick(['A', '9', '😀', 'é']).repeat(HUGE_STRING_LENGTH / (rnd.chance(0.5) ? 1 : 50));
  if (roll === 1)
    return (
      fc.sample(fc.string({ unit: rnd.pick(['binary', 'grapheme', 'binary-ascii'] as const), maxLength: 40 }), {
        seed: seed + rnd.int(1e9),
        numRuns: 1,
      })[0] ?? ''
    );
  return rnd.pick(rnd.pick(STRING_GROUPS));
}

/** Pre-encoded URL pieces that are not valid UTF-8 or not valid percent-encoding. */
export const BAD_PERCENT_ENCODINGS = ['%ED%A0%80', '%C0%AE%C0%AE%2F', '%FF%FE', '%', '%zz', '%E2%82', '%00', '%0d%0a'];

/** A JSON value of the wrong type or hostile content, for any field. */
export function hostileJson(rnd: Random, seed: number): unknown {
  switch (rnd.int(8)) {
    case 0:
      return rnd.pick([null, true, false, 0, -1, -2147483649, 2 ** 53 + 1, -1e308, 1e308, 1.5]);
    case 1:
      return rnd.pick(
        ['1e309', '-1e309', '-0', '1e-400', '123456789012345678901234567890', '0.0000000000000000000001'].map((t) => new RawJson(t)),
      );
    case 2:
      return rnd.pick([[], {}, [null], [[[]]], Array.from({ length: 10_000 }, (_, i) => i), { length: 1e9 }]);
    case 3:
      return rnd.pick([
        withOwnKey({}, '__proto__', { polluted: 'yes' }),
        { constructor: { prototype: { polluted: 'yes' } } },
        { prototype: { polluted: 'yes' } },
        withOwnKey({ toString: 'x', valueOf: 1 }, 'hasOwnProperty', null),
      ]);
    case 4:
      return rnd.chance(0.5) ? deepArrays() : deepObjects();
    case 5:
      return fc.sample(fc.jsonValue({ maxDepth: 3 }), { seed: seed + rnd.int(1e9), numRuns: 1 })[0];
    default:
      return hostileString(rnd, seed);
  }
}

/** Values at or just past a schema's bounds: they often pass validation and reach the service. */
export function edgeValue(schema: JsonSchema, rnd: Random): unknown {
  const types = Array.isArray(schema.type) ? schema.type : [schema.type];
  if (types.includes('integer') || types.includes('number')) {
    const min = schema.minimum ?? -(2 ** 31);
    const max = schema.maximum ?? 2 ** 31;
    return rnd.pick([min, max, min - 1, max + 1, min + 0.5, max - 0.5]);
  }
  if (types.includes('array')) {
    const n = rnd.pick([0, schema.maxItems ?? 50, (schema.maxItems ?? 50) + 1]);
    return Array.from({ length: n }, () => ({}));
  }
  if (schema.pattern === '^\\d{4}-\\d{2}-\\d{2}$')
    return rnd.pick(['2025-02-30', '0000-00-00', '9999-12-31', '2024-02-29', '1970-01-01', '2100-01-01']);
  if (schema.pattern?.includes('[0-5]\\d')) return rnd.pick(['00:00', '23:59', '12:30']);
  const max = schema.maxLength ?? 5000;
  const unit = rnd.pick(['a', 'Ω', '😀', '\u202E', ' ', '\u0000', "'", '"', '<']);
  return unit.repeat(Math.ceil(rnd.pick([max, max + 1, schema.minLength ?? 1]) / unit.length));
}
