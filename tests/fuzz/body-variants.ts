// Hostile JSON bodies built from a valid one: a field of the wrong type or at
// its bounds, a missing or unknown field, prototype keys, deep nesting,
// malformed JSON, the wrong content type, or more than the 1 MiB body limit.
import type { JsonSchema } from './openapi-operations.ts';
import { deepArrays, deepObjects, edgeValue, hostileJson, hostileString, toJson, withOwnKey } from './hostile-values.ts';
import type { Random } from './seeded-random.ts';

export interface BodyVariant {
  name: string;
  contentType?: string;
  payload: string | Buffer;
}

type Path = (string | number)[];
interface Slot {
  path: Path;
  schema: JsonSchema;
}

/** Every place in `value` the schema describes: the root, each property and each array item. */
function slotsOf(value: unknown, schema: JsonSchema, path: Path = []): Slot[] {
  const out: Slot[] = [{ path, schema }];
  if (Array.isArray(value)) value.forEach((item, i) => out.push(...slotsOf(item, schema.items ?? {}, [...path, i])));
  else if (value !== null && typeof value === 'object') {
    for (const [key, child] of Object.entries(schema.properties ?? {})) {
      const inner = (value as Record<string, unknown>)[key];
      out.push(...(inner === undefined ? [{ path: [...path, key], schema: child }] : slotsOf(inner, child, [...path, key])));
    }
  }
  return out;
}

/** A copy of `root` changed at `path` (`undefined` deletes the key). */
function changedAt(root: unknown, path: Path, change: (parent: Record<string | number, unknown>, key: string | number) => void): unknown {
  if (path.length === 0) throw new Error('no parent for the root');
  const copy = structuredClone(root) as Record<string | number, unknown>;
  let parent = copy;
  for (const key of path.slice(0, -1)) parent = parent[key] as Record<string | number, unknown>;
  change(parent, path[path.length - 1] as string | number);
  return copy;
}

const objectSlots = (body: unknown, schema: JsonSchema) =>
  slotsOf(body, schema).filter((s) => {
    let v: unknown = body;
    for (const k of s.path) v = (v as Record<string | number, unknown> | undefined)?.[k];
    return v !== null && typeof v === 'object' && !Array.isArray(v);
  });

const MALFORMED = [
  '{',
  '}',
  '{"a":}',
  "{'a':1}",
  '{"a":1,}',
  '[1,2',
  '{"a":NaN}',
  '{"a":Infinity}',
  '{"a":undefined}',
  '\uFEFF{}',
  '{}/*c*/',
  '{}{}',
  '{"a":"\\x41"}',
  '{"a":01}',
  'nul',
  'tru',
  '"unterminated',
  '\u0000',
  ' ',
  '',
];
const WRONG_TYPES = [
  'text/plain',
  'application/xml',
  'multipart/form-data',
  'application/x-www-form-urlencoded',
  'application/json; charset=utf-16',
  'application/json; charset=iso-8859-1',
  'application/jsonx',
  'application/json;;;',
  '*/*',
  'garbage',
  'text/html',
  'application/octet-stream',
];
const XML = '<?xml version="1.0"?><!DOCTYPE x [<!ENTITY e SYSTEM "file:///etc/passwd">]><x>&e;</x>';

export function hostileBody(kind: string, body: unknown, schema: JsonSchema, rnd: Random, seed: number): BodyVariant {
  const json = (value: unknown, name: string): BodyVariant => ({ name, contentType: 'application/json', payload: toJson(value) });
  const slots = slotsOf(body, schema).filter((s) => s.path.length > 0);
  const slot = slots.length > 0 ? rnd.pick(slots) : undefined;
  switch (kind) {
    case 'field':
      if (!slot) return json(hostileJson(rnd, seed), 'whole');
      return json(
        changedAt(body, slot.path, (p, k) => void (p[k] = hostileJson(rnd, seed))),
        `field:${slot.path.join('.')}`,
      );
    case 'edge':
      if (!slot) return json(edgeValue(schema, rnd), 'edge');
      return json(
        changedAt(body, slot.path, (p, k) => void (p[k] = edgeValue(slot.schema, rnd))),
        `edge:${slot.path.join('.')}`,
      );
    case 'drop':
      if (!slot) return json({}, 'drop');
      return json(
        changedAt(body, slot.path, (p, k) => void delete p[k]),
        `drop:${slot.path.join('.')}`,
      );
    case 'proto': {
      const places = objectSlots(body, schema).map((s) => s.path);
      if (places.length === 0) return json(withOwnKey({}, '__proto__', { polluted: 'yes' }), 'proto:__proto__@root');
      const at = rnd.pick(places);
      const key = rnd.pick(['__proto__', 'constructor', 'prototype', hostileString(rnd, seed)]);
      const value = key === 'constructor' ? { prototype: { polluted: 'yes' } } : { polluted: 'yes', isAdmin: true };
      const poisoned =
        at.length === 0
          ? withOwnKey(structuredClone(body as object) as Record<string, unknown>, key, value)
          : changedAt(body, at, (p, k) => void withOwnKey(p[k] as Record<string, unknown>, key, value));
      return json(poisoned, `proto:${key.slice(0, 20)}@${at.join('.') || 'root'}`);
    }
    case 'whole':
      return json(rnd.chance(0.3) ? (rnd.chance(0.5) ? deepArrays() : deepObjects()) : hostileJson(rnd, seed), 'whole');
    case 'malformed': {
      const text = toJson(body);
      const choices: (string | Buffer)[] = [
        ...MALFORMED,
        text.slice(0, rnd.int(text.length)),
        Buffer.from([0xff, 0xfe, 0x7b, 0x7d]),
        Buffer.from(text, 'utf16le'),
      ];
      return { name: 'malformed', contentType: 'application/json', payload: rnd.pick(choices) };
    }
    case 'content-type': {
      const contentType = rnd.pick([...WRONG_TYPES, undefined]);
      const payload =
        contentType === 'application/xml' ? XML : contentType?.startsWith('application/x-www') ? 'a=1&__proto__[x]=1' : toJson(body);
      return { name: `content-type:${contentType ?? 'none'}`, contentType, payload };
    }
    case 'oversized': {
      const pad = 'x'.repeat(1_048_576 + 1 + rnd.int(100_000));
      return json(rnd.chance(0.5) ? { ...(body as object), padding: pad } : [pad], 'oversized');
    }
    default:
      return json(body, 'valid');
  }
}
