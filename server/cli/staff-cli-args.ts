// The arguments of `npm run staff` (product.md D8), read without side effects so
// they can be tested: `add --email EMAIL --role ROLE [--restaurant SLUG …] [--name NAME]`.
import { parseArgs } from 'node:util';
import { z } from 'zod';
import { staffEmailField, staffRoleSchema, type StaffRole } from '../../contract/staff.ts';

export const USAGE = `Usage: npm run staff -- add --email EMAIL --role chain-admin|content-editor|marketing|manager|host [--restaurant SLUG ...] [--name NAME]

  Creates a staff member and prints a one-time link (valid 24 hours) to set a password.
  Managers and hosts need at least one --restaurant (repeat it for several); a chain admin takes none.`;

export type StaffCommand = { command: 'add'; email: string; role: StaffRole; restaurants: string[]; name?: string } | { command: 'help' };

export class UsageError extends Error {}

const addSchema = z.object({
  email: staffEmailField,
  role: staffRoleSchema,
  restaurant: z.array(z.string().trim().min(1)).default([]),
  name: z.string().trim().min(1).max(120).optional(),
});

export function parseStaffArgs(argv: string[]): StaffCommand {
  let parsed;
  try {
    parsed = parseArgs({
      args: argv,
      allowPositionals: true,
      options: {
        email: { type: 'string' },
        role: { type: 'string' },
        restaurant: { type: 'string', multiple: true },
        name: { type: 'string' },
        help: { type: 'boolean', short: 'h' },
      },
    });
  } catch (err) {
    throw new UsageError(err instanceof Error ? err.message : String(err));
  }
  const { values, positionals } = parsed;
  if (values.help || positionals[0] === 'help') return { command: 'help' };
  if (positionals.length !== 1 || positionals[0] !== 'add') throw new UsageError(`Unknown command: ${positionals.join(' ') || '(none)'}`);
  if (!values.email) throw new UsageError('--email is required');
  if (!values.role) throw new UsageError('--role is required');
  const result = addSchema.safeParse(values);
  if (!result.success) throw new UsageError(result.error.issues.map((i) => `--${i.path[0] as string}: ${i.message}`).join('\n'));
  const { email, role, restaurant, name } = result.data;
  return { command: 'add', email, role, restaurants: restaurant, ...(name ? { name } : {}) };
}
