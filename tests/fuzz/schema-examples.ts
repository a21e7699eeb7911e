// Well-formed values for a JSON schema, so that a hostile request differs
// from a valid one in one place and reaches the handler behind validation.
// Names the app itself uses (store ids, slugs, occasion ids…) come as hints.
import fc from 'fast-check';
import type { JsonSchema } from './openapi-operations.ts';
import type { Random } from './seeded-random.ts';

/** Known-good values by parameter or field name (lower-cased). */
export type Hints = Map<string, unknown[]>;

const typesOf = (schema: JsonSchema) => (Array.isArray(schema.type) ? schema.type : schema.type ? [schema.type] : []);

/** A loose check (type, enum, pattern, bounds) used to pick hints that fit a schema. */
export function conforms(schema: JsonSchema, value: unknown): boolean {
  if (value === null) return Boolean(schema.nullable) || typesOf(schema).includes('null');
  const options = schema.anyOf ?? schema.oneOf;
  if (options) return options.some((s) => conforms(s, value));
  if (schema.enum) return schema.enum.includes(value);
  const types = typesOf(schema);
  if (typeof value === 'string') {
    if (types.length > 0 && !types.includes('string')) return false;
    if (schema.pattern && !new RegExp(schema.pattern, 'u').test(value)) return false;
    return value.length >= (schema.minLength ?? 0) && value.length <= (schema.maxLength ?? Infinity);
  }
  if (typeof value === 'number') {
    if (!types.some((t) => t === 'number' || (t === 'integer' && Number.isInteger(value)))) return false;
    return value >= (schema.minimum ?? -Infinity) && value <= (schema.maximum ?? Infinity);
  }
  if (typeof value === 'boolean') return types.includes('boolean');
  return false;
}

export function exampleMaker(hints: Hints, seed: number) {
  const pools = new Map<string, string[]>();
  /** Strings matching a pattern, drawn once per pattern by fast-check with the run's seed. */
  const fromPattern = (schema: JsonSchema, rnd: Random): string | undefined => {
    const key = `${schema.pattern}|${schema.minLength}|${schema.maxLength}`;
    let pool = pools.get(key);
    if (!pool) {
      try {
        const arb = fc.stringMatching(new RegExp(schema.pattern ?? '', 'u'));
        pool = fc.sample(arb, { seed, numRuns: 60 }).filter((s) => conforms({ ...schema, type: 'string' }, s));
      } catch {
        pool = [];
      }
      pools.set(key, pool);
    }
    return pool.length > 0 ? rnd.pick(pool) : undefined;
  };

  /** Hints for `contactReason.id` are looked up as `contactReasonId`, then as `id`. */
  const hinted = (schema: JsonSchema, name: string, owner: string, rnd: Random): unknown => {
    const wantsString = typesOf(schema).includes('string') || (schema.anyOf ?? []).some((s) => typesOf(s).includes('string'));
    const candidates = (hints.get(`${owner}${name}`.toLowerCase()) ?? hints.get(name.toLowerCase()) ?? [])
      .map((v) => (wantsString && typeof v === 'number' ? String(v) : v))
      .filter((v) => conforms(schema, v) || (Array.isArray(v) && schema.anyOf !== undefined));
    return candidates.length > 0 ? rnd.pick(candidates) : undefined;
  };

  const text = (schema: JsonSchema, name: string, rnd: Random): string => {
    if (schema.format === 'email' || /e-?mail/i.test(name)) return 'ana.silva@example.com';
    if (/phone/i.test(name)) return '07700 900123';
    if (/name$/i.test(name) && !schema.pattern) return 'Ana';
    if (schema.format === 'uuid') return '3f1c2a4e-8b7d-4c6e-9a1f-2b3c4d5e6f70';
    if (schema.pattern) {
      const matched = fromPattern(schema, rnd);
      if (matched !== undefined) return matched;
    }
    const min = schema.minLength ?? 0;
    const max = schema.maxLength ?? 40;
    const base = 'Fuzzing value';
    return base.padEnd(min, 'x').slice(0, Math.max(min, Math.min(max, base.length)));
  };

  function make(schema: JsonSchema, name: string, rnd: Random, depth = 0, owner = ''): unknown {
    const hint = hinted(schema, name, owner, rnd);
    if (hint !== undefined) return hint;
    if (schema.const !== undefined) return schema.const;
    if (schema.enum) return rnd.pick(schema.enum);
    const options = schema.anyOf ?? schema.oneOf;
    if (options) {
      // Prefer a real value to the literal "null" some optional ids allow.
      const real = options.filter((o) => !(o.enum?.length === 1 && o.enum[0] === 'null'));
      return make(rnd.pick(real.length > 0 ? real : options), name, rnd, depth, owner);
    }
    if (schema.allOf?.[0]) return make(schema.allOf[0], name, rnd, depth, owner);
    const type = typesOf(schema).find((t) => t !== 'null') ?? (schema.properties ? 'object' : 'string');
    switch (type) {
      case 'object': {
        const out: Record<string, unknown> = {};
        const required = new Set(schema.required ?? []);
        for (const [key, child] of Object.entries(schema.properties ?? {})) {
          if (required.has(key) || (depth < 4 && rnd.chance(0.6))) out[key] = make(child, key, rnd, depth + 1, name);
        }
        return out;
      }
      case 'array': {
        const min = schema.minItems ?? 0;
        const count = Math.max(min, Math.min(schema.maxItems ?? 2, 1 + rnd.int(2)));
        // Distinct items: lists of ids refuse repeats.
        const items = Array.from({ length: count }, () => make(schema.items ?? {}, name, rnd, depth + 1, owner));
        const distinct = items.filter((v, i) => typeof v === 'object' || items.indexOf(v) === i);
        return distinct.length >= min ? distinct : items;
      }
      case 'integer':
      case 'number': {
        // Small and positive where allowed: ids, counts and quantities look like that.
        const max = schema.maximum ?? Number.MAX_SAFE_INTEGER;
        const min = Math.max(schema.minimum ?? 0, Math.min(0, max));
        return Math.min(max, min + rnd.int(5));
      }
      case 'boolean':
        return rnd.chance(0.5);
      default:
        return text(schema, name, rnd);
    }
  }
  return make;
}

export type ExampleMaker = ReturnType<typeof exampleMaker>;
