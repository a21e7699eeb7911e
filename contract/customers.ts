// Sign-up, customer preferences and occasion dates (product.md §3, §5, §7 Customer, Other).
import { z } from 'zod';
import { okReply } from './api.ts';
import { birthdaySchema, isValidBirthDate } from './birthday.ts';
import {
  emailField,
  firstNameField,
  formGuardFields,
  guidField,
  HIDDEN_CHARACTERS,
  isoDateField,
  phoneField,
  requiredText,
  storeIdField,
  withoutNul,
} from './fields.ts';

// ---------------------------------------------------------------- sign-up

/** product.md §5: email, favourite restaurant, firstName, phoneNumber, terms and birthday present. */
export const signUpRequestSchema = z.object({
  emailAddress: emailField,
  favouriteRestaurant: storeIdField('Please choose your favourite restaurant'),
  firstName: firstNameField,
  phoneNumber: phoneField,
  acceptTerms: z.literal(true, 'Please accept the terms and conditions'),
  acceptSMSTerms: z.boolean().default(false),
  birthday: birthdaySchema,
  ...formGuardFields,
});
export type SignUpRequest = z.input<typeof signUpRequestSchema>;

/** The same reply whether or not the address was already signed up (it never reveals which). */
export const signUpReplySchema = okReply(z.object({ message: z.string() }));
export const SIGN_UP_THANKS = 'Thanks for joining! Look out for our welcome e-mail.';

// ---------------------------------------------------------------- preferences

export const guidParamsSchema = z.object({ guid: guidField });

export const PREFERENCE_ATTRIBUTES = [
  'firstName',
  'favRestaurantCode',
  'birthDate',
  'gender',
  'phoneNumber',
  'websiteSmsOptIn',
  'interests',
  'occasionDates',
] as const;

/** product.md §7 "with attributes": the attributes wanted; none means all. */
export const getPreferencesRequestSchema = z
  .object({ attributes: z.array(z.enum(PREFERENCE_ATTRIBUTES)).max(PREFERENCE_ATTRIBUTES.length).optional() })
  .nullish();

export const interestSchema = z.object({ id: z.string(), name: z.string(), checked: z.boolean() });
export const occasionDateSchema = z.object({
  name: requiredText('Please name the occasion', 60),
  date: isoDateField('Please enter a date'),
});
export type OccasionDate = z.infer<typeof occasionDateSchema>;

export const customerPreferencesSchema = z.object({
  guid: z.string(),
  /** product.md §4: "not found" marks a missing customer. */
  message: z.string(),
  firstName: z.string(),
  favRestaurantCode: z.string(),
  /** product.md §3: seconds since the epoch; null when unknown. */
  birthDate: z.number().int().nullable(),
  gender: z.string().nullable(),
  phoneNumber: z.string(),
  websiteSmsOptIn: z.boolean(),
  interests: z.array(interestSchema),
  occasionDates: z.array(occasionDateSchema),
});
export type CustomerPreferences = z.infer<typeof customerPreferencesSchema>;
export const customerPreferencesReplySchema = okReply(
  customerPreferencesSchema.partial().extend({ guid: z.string(), message: z.string() }),
);

export const PREFERENCES_SAVED = 'Success';

/** product.md §5: firstName, phoneNumber and favourite restaurant. */
export const updatePreferencesRequestSchema = z.object({
  guid: guidField,
  firstName: firstNameField,
  phoneNumber: phoneField,
  favRestaurantCode: storeIdField('Please choose your favourite restaurant'),
  birthDate: z
    .number()
    .int()
    .refine((s) => isValidBirthDate(s), 'Please enter a valid birthday')
    .nullable()
    .default(null),
  // product.md §9: gender preference hidden; kept when sent by another client.
  gender: z.string().trim().max(30).refine(withoutNul, HIDDEN_CHARACTERS).nullable().optional(),
  websiteSmsOptIn: z.boolean().default(false),
});
export type UpdatePreferencesRequest = z.input<typeof updatePreferencesRequestSchema>;

/** product.md §7: data.message is "Success" or the reason it failed. */
export const messageReplySchema = okReply(z.object({ message: z.string() }));

export const updateChoicesRequestSchema = z.object({
  guid: guidField,
  interests: z.array(z.object({ id: z.string().max(60).optional(), name: z.string().max(100).optional(), checked: z.boolean() })).max(100),
});

export const MAX_OCCASION_DATES = 10;
export const updateOccasionDatesRequestSchema = z.object({
  guid: guidField,
  occasionDates: z.array(occasionDateSchema).max(MAX_OCCASION_DATES, `Please add at most ${MAX_OCCASION_DATES} dates`),
});
export const occasionDatesReplySchema = okReply(z.object({ message: z.string(), occasionDates: z.array(occasionDateSchema) }));
