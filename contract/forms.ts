// The contact form and the group booking enquiry (product.md §3, §5, §7 Contact).
import { z } from 'zod';
import { okReply } from './api.ts';
import {
  emailField,
  firstNameField,
  formGuardFields,
  isoDateField,
  lastNameField,
  optionalPhoneField,
  optionalText,
  phoneField,
  requiredText,
  storeIdField,
  timeField,
} from './fields.ts';

// ---------------------------------------------------------------- contact

const idOf = (missing: string) => z.object({ id: z.string({ error: missing }).trim().min(1, missing).max(60, missing) });

/** product.md §3 uploaded file: name and size; the id is what the upload call returned. */
export const uploadedFileSchema = z.object({
  id: z.uuid('Please attach the file again'),
  name: z.string().max(200),
  size: z.number().int().nonnegative(),
});
export type UploadedFile = z.infer<typeof uploadedFileSchema>;

/** Upload limits (decision 009): at most 5 files of 10 MB each, PDF, JPEG, PNG, HEIC or DOCX by content. */
export const MAX_FILES = 5;
export const MAX_FILE_BYTES = 10 * 1024 * 1024;
export const ALLOWED_FILE_KINDS = ['pdf', 'jpeg', 'png', 'heic', 'docx'] as const;
export type FileKind = (typeof ALLOWED_FILE_KINDS)[number];
export const FILE_ACCEPT =
  '.pdf,.jpg,.jpeg,.png,.heic,.docx,application/pdf,image/jpeg,image/png,image/heic,application/vnd.openxmlformats-officedocument.wordprocessingml.document';

export const contactRequestSchema = z.object({
  firstName: firstNameField,
  lastName: lastNameField,
  email: emailField,
  phone: optionalPhoneField,
  message: requiredText('Please enter your message', 5000),
  enquiryType: z.string({ error: 'Please choose the type of enquiry' }).trim().min(1, 'Please choose the type of enquiry').max(60),
  /** A storeId, or empty when the enquiry is not about one restaurant. */
  enquiryRestaurant: z
    .string()
    .trim()
    .regex(/^(\d{3,6})?$/, 'Please choose a restaurant')
    .default(''),
  /** Asked for booking reasons only. */
  guests: z.coerce
    .number({ error: 'Please enter the number of guests' })
    .int('Please enter a whole number of guests')
    .min(1, 'Please enter the number of guests')
    .max(500, 'For more than 500 guests, please call us')
    .nullable()
    .default(null),
  contactReason: idOf('Please choose a reason for contacting us'),
  contactSubReason: idOf('Please choose one of the options').nullable().default(null),
  uploadedFiles: z.array(uploadedFileSchema).max(MAX_FILES, `Please attach at most ${MAX_FILES} files`).default([]),
  ...formGuardFields,
});
export type ContactRequest = z.input<typeof contactRequestSchema>;

/** product.md §7: the client reads data.statusCode; 200 means sent. */
export const contactReplySchema = okReply(z.object({ statusCode: z.literal(200) }));

export const contactTypeSchema = z.object({ id: z.string(), name: z.string() });
export const contactTypesReplySchema = okReply(z.array(contactTypeSchema));

export const contactReasonSchema = z.object({
  id: z.string().regex(/^[a-z0-9-]+$/),
  name: z.string().min(1),
  subReasons: z.array(z.object({ id: z.string().regex(/^[a-z0-9-]+$/), name: z.string().min(1) })).default([]),
  /** The reason concerns one restaurant, so one must be chosen. */
  needsRestaurant: z.boolean().default(false),
  /** Ask how many guests (booking reasons). */
  askGuests: z.boolean().default(false),
});
export type ContactReason = z.infer<typeof contactReasonSchema>;

/** Each id once in a list: a guest's choice names one entry. */
const uniqueIds = (list: { id: string }[]) => new Set(list.map((x) => x.id)).size === list.length;

/**
 * A form's choices as the studio edits them (decision 064): content/forms/<id>.json in the
 * pack, then the published version in the database. The contact form's is `contact`.
 */
export const formDocSchema = z.object({
  id: z.string().regex(/^[a-z0-9-]{1,64}$/),
  /** What the studio lists it as. */
  name: z.string().trim().min(1).max(80),
  contactTypes: z
    .array(contactTypeSchema.extend({ id: z.string().regex(/^[a-z0-9-]+$/), name: z.string().min(1) }))
    .min(1)
    .refine(uniqueIds, 'Each type id once'),
  contactReasons: z
    .array(contactReasonSchema.refine((r) => uniqueIds(r.subReasons), { message: 'Each option id once', path: ['subReasons'] }))
    .min(1)
    .refine(uniqueIds, 'Each reason id once'),
});
export type FormDoc = z.infer<typeof formDocSchema>;
/** The contact form's document id. */
export const CONTACT_FORM_ID = 'contact';

/** product.md §7: data.contactReasons and data.restaurants. */
export const contactContentReplySchema = okReply(
  z.object({
    contactReasons: z.array(contactReasonSchema),
    restaurants: z.array(z.object({ storeId: z.string(), title: z.string() })),
  }),
);
export type ContactContent = z.infer<typeof contactContentReplySchema>['data'];

export const uploadReplySchema = okReply(z.object({ files: z.array(uploadedFileSchema) }));
/** DELETE /api/contact/upload/:id: a file attached but not sent yet. */
export const uploadIdParamsSchema = z.object({ id: z.uuid('must be a file id') });
export const uploadRemovedReplySchema = z.object({ success: z.literal(true) });

// ---------------------------------------------------------------- group booking enquiry

/** Groups above the online maximum (product.md §9: 20) down to this are enquiries; the content pack says 9 to 150. */
export const GROUP_MIN_COVERS = 9;
export const GROUP_MAX_COVERS = 150;
export const GROUP_BOOKING_TYPES = ['Work party', 'Christmas party', 'Birthday', 'Leaving do', 'Team lunch', 'Other celebration'] as const;

export const groupEnquiryRequestSchema = z.object({
  storeId: storeIdField('Please choose a restaurant'),
  /** The restaurant's name as the diner chose it (product.md §5 validates the venue). */
  venue: requiredText('Please choose a restaurant', 120),
  bookingType: z.enum(GROUP_BOOKING_TYPES, 'Please choose the type of booking'),
  // product.md §5: covers present and at least the minimum, parsed as an integer.
  covers: z.coerce
    .number({ error: 'Please enter the number of guests' })
    .int('Please enter a whole number of guests')
    .min(GROUP_MIN_COVERS, `Group bookings are for ${GROUP_MIN_COVERS} guests or more`)
    .max(GROUP_MAX_COVERS, `For more than ${GROUP_MAX_COVERS} guests, please contact us`),
  date: isoDateField('Please choose a date'),
  time: timeField('Please choose a start time'),
  until: timeField('Please choose a finish time'),
  email: emailField,
  firstName: firstNameField,
  lastName: lastNameField,
  telephoneNumber: phoneField,
  specialRequest: optionalText(1000),
  shouldReceivePromotions: z.boolean().default(false),
  shouldReceiveSms: z.boolean().default(false),
  ...formGuardFields,
});
export type GroupEnquiryRequest = z.input<typeof groupEnquiryRequestSchema>;

/** product.md §4: success only when the reply has success true (read from data.success). */
export const groupEnquiryReplySchema = okReply(z.object({ success: z.literal(true) }));
