// The console's staff forms (DESIGN §8): one schema per form, used by the
// route action and, for the roles, by the CLI and the service.
import { z } from 'zod';

export const STAFF_ROLES = ['chain-admin', 'manager', 'host'] as const;
export const staffRoleSchema = z.enum(STAFF_ROLES, { error: 'The role is one of chain-admin, manager or host' });
export type StaffRole = z.infer<typeof staffRoleSchema>;

export const ROLE_LABELS: Record<StaffRole, string> = {
  'chain-admin': 'Chain admin',
  manager: 'Restaurant manager',
  host: 'Host',
};

/** Staff e-mail addresses are compared lower-case. */
export const staffEmailField = z
  .string({ error: 'Please enter your e-mail address' })
  .trim()
  .min(1, 'Please enter your e-mail address')
  .max(254, 'Please enter a valid e-mail address')
  .pipe(z.email('Please enter a valid e-mail address'))
  .transform((v) => v.toLowerCase());

export const MIN_PASSWORD_LENGTH = 12;

export const signInSchema = z.object({
  email: staffEmailField,
  password: z.string({ error: 'Please enter your password' }).min(1, 'Please enter your password').max(1000),
});

/** The forgotten-password page's one answer, whether or not the address has an account. */
export const RESET_SENT = 'If the address has an account, we have sent a link. It works for one hour.';

export const forgotPasswordSchema = z.object({ email: staffEmailField });

export const setPasswordSchema = z
  .object({
    token: z.string().min(1, 'This link is not complete. Please use the link in your e-mail.').max(200),
    password: z
      .string({ error: 'Please choose a password' })
      .min(MIN_PASSWORD_LENGTH, `Please choose at least ${MIN_PASSWORD_LENGTH} characters`)
      .max(1000, 'Please choose at most 1000 characters'),
    confirm: z.string({ error: 'Please type the password again' }),
  })
  .refine((v) => v.password === v.confirm, { path: ['confirm'], message: 'The two passwords are not the same' });
