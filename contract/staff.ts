// The console's staff forms (product.md D8): one schema per form, used by the
// route action and, for the roles, by the CLI and the service.
import { z } from 'zod';

export const STAFF_ROLES = ['chain-admin', 'content-editor', 'marketing', 'manager', 'host'] as const;
export const staffRoleSchema = z.enum(STAFF_ROLES, {
  error: 'The role is one of chain-admin, content-editor, marketing, manager or host',
});
export type StaffRole = z.infer<typeof staffRoleSchema>;

export const ROLE_LABELS: Record<StaffRole, string> = {
  'chain-admin': 'Chain admin',
  'content-editor': 'Content editor',
  marketing: 'Marketing',
  manager: 'Restaurant manager',
  host: 'Host',
};

/** Staff e-mail addresses are compared lower-case. */
const emailField = (missing: string) =>
  z
    .string({ error: missing })
    .trim()
    .min(1, missing)
    .max(254, 'Please enter a valid e-mail address')
    .pipe(z.email('Please enter a valid e-mail address'))
    .transform((v) => v.toLowerCase());

export const staffEmailField = emailField('Please enter your e-mail address');

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

// Staff management (chain admins only, product.md D8): who works which restaurants.

export const RESTAURANTS_NEEDED = 'A manager or a host needs at least one restaurant';
export const RESTAURANTS_NOT_FOR_ADMIN = 'A chain admin works every restaurant and is given none';
export const RESTAURANTS_NOT_FOR_EDITOR = "A content editor edits the whole chain's content and is given no restaurants";
export const RESTAURANTS_NOT_FOR_MARKETING = 'Marketing sees the guests of the whole chain and is given no restaurants';

/**
 * The one rule of role and restaurants, for the CLI, the forms and the service:
 * a manager or a host works at least one restaurant; a chain admin works them
 * all and is given none. The refusal's words, or null when the pair is right.
 */
export function restaurantsProblem(role: StaffRole, restaurants: readonly string[]): string | null {
  if (role === 'chain-admin') return restaurants.length ? RESTAURANTS_NOT_FOR_ADMIN : null;
  if (role === 'content-editor') return restaurants.length ? RESTAURANTS_NOT_FOR_EDITOR : null;
  if (role === 'marketing') return restaurants.length ? RESTAURANTS_NOT_FOR_MARKETING : null;
  return restaurants.length ? null : RESTAURANTS_NEEDED;
}

const staffNameField = z
  .string({ error: 'Please enter their name' })
  .trim()
  .min(1, 'Please enter their name')
  .max(100, 'Please keep the name to 100 characters');

/** The form's choice of role: a missing or unknown value reads as "not chosen". */
const roleChoice = z.enum(STAFF_ROLES, { error: 'Please choose a role' });

/** storeIds of the ticked restaurants (a form's repeated `restaurants` field); none ticked is an empty list. */
const restaurantsField = z.array(z.string().trim().min(1).max(64), { error: 'Please choose restaurants from the list' }).max(500);

const roleAndRestaurants = <T extends { role: StaffRole; restaurants: string[] }>(schema: z.ZodType<T>) =>
  schema.check((ctx) => {
    const problem = restaurantsProblem(ctx.value.role, ctx.value.restaurants);
    if (problem) ctx.issues.push({ code: 'custom', path: ['restaurants'], message: problem, input: ctx.value.restaurants });
  });

/** Edit a member: name, role and restaurants (their e-mail address is their sign-in and stays). */
export const staffDetailsSchema = roleAndRestaurants(z.object({ name: staffNameField, role: roleChoice, restaurants: restaurantsField }));
export type StaffDetails = z.infer<typeof staffDetailsSchema>;

/** Add a member: who, their role and their restaurants; they choose a password through the link they are sent. */
export const newStaffSchema = roleAndRestaurants(
  z.object({
    email: emailField('Please enter their e-mail address'),
    name: staffNameField,
    role: roleChoice,
    restaurants: restaurantsField,
  }),
);
export type NewStaffDetails = z.infer<typeof newStaffSchema>;

/** Disable an account (its sessions end at once) or enable it again. */
export const staffAccessSchema = z.object({
  access: z.enum(['disable', 'enable'], { error: 'Please choose to disable or enable the account' }),
});

/** The forms of a member's page, told apart by `intent`. */
export const STAFF_MEMBER_INTENTS = ['details', 'access', 'link'] as const;
export type StaffMemberIntent = (typeof STAFF_MEMBER_INTENTS)[number];

/** One account as the staff pages show it. */
export const staffOverviewSchema = z.object({
  id: z.string(),
  email: z.string(),
  name: z.string(),
  role: staffRoleSchema,
  disabled: z.boolean(),
  /** Whether they have chosen a password (an invited member has not, until they use their link). */
  hasPassword: z.boolean(),
  /** storeIds; empty for a chain admin, who works them all. */
  restaurants: z.array(z.string()),
});
export type StaffOverview = z.infer<typeof staffOverviewSchema>;

/** A one-time set-password link as the admin may pass it on by hand. */
export const setPasswordLinkSchema = z.object({ url: z.string(), expiresAt: z.string() });
export type SetPasswordLink = z.infer<typeof setPasswordLinkSchema>;
