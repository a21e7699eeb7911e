// The content studio's shapes (product.md D9): which documents it edits, the
// schema each kind is checked by (the pack's own), and the words it answers
// with. Shared by the console's forms, the service and the CLI.
import { z } from 'zod';
import { menuSchema, offerSchema, pageSchema, restaurantDocSchema, settingsSchema } from './content.ts';
import { formDocSchema } from './forms.ts';

/** `form`: a form's choices, such as the contact form's reasons (decision 064). */
export const CONTENT_KINDS = ['menu', 'page', 'offer', 'settings', 'restaurant', 'form'] as const;
export type ContentKind = (typeof CONTENT_KINDS)[number];
export const contentKindSchema = z.enum(CONTENT_KINDS);

export const CONTENT_KIND_LABELS: Record<ContentKind, { one: string; many: string }> = {
  menu: { one: 'Menu', many: 'Menus' },
  page: { one: 'Page', many: 'Pages' },
  offer: { one: 'Offer', many: 'Offers' },
  settings: { one: 'Site settings', many: 'Site settings' },
  restaurant: { one: 'Restaurant', many: 'Restaurants' },
  form: { one: 'Form', many: 'Forms' },
};

/** The one schema a kind's documents pass, in the pack, in a draft and on publish. */
export const CONTENT_SCHEMAS = {
  menu: menuSchema,
  page: pageSchema,
  offer: offerSchema,
  settings: settingsSchema,
  restaurant: restaurantDocSchema,
  form: formDocSchema,
} as const satisfies Record<ContentKind, z.ZodType>;

/**
 * The parts of a restaurant's document only the chain's content editors change
 * (decision 037): the hero tiles, which menus it serves, its picture (uploads are
 * the chain's), its address on the site and its booking widget. A manager edits
 * the rest of their own restaurant's details: words, address, contact,
 * amenities, awards, offers shown, click-and-collect, socials, partners.
 */
export const RESTAURANT_HEAD_OFFICE_PARTS = ['heroTiles', 'menuIds', 'image', 'slug', 'city', 'bookATableWidgetId'] as const;
export type RestaurantHeadOfficePart = (typeof RESTAURANT_HEAD_OFFICE_PARTS)[number];

/** The site settings are one document; its id. */
export const SETTINGS_DOC_ID = 'site';

export const STUDIO_MESSAGES = {
  notFound: 'This content does not exist, or is not yours to edit',
  conflict:
    'Someone else saved or published this document after you opened it, so your changes were not saved. Your version is still in the form: copy what you need, reload to see theirs, and make your change again.',
  staleDraft:
    'This draft began from an older published version (someone published since). Reload it onto the newest version, or discard it, before you publish.',
  noDraft: 'There is no draft to publish',
  draftSaved: 'Draft saved. The live site does not show it until you publish.',
  published: 'Published. Every page that shows it changes within a second.',
  scheduled: 'Scheduled. It will be published at the time you chose.',
  scheduleInPast: 'Please choose a time in the future',
  scheduleCancelled: 'The scheduled publish is cancelled',
  discarded: 'The draft is discarded',
  rolledBack: 'Rolled back: the earlier version is published again as a new version',
  sameAsLive: 'The draft is the same as the live version: there is nothing to publish',
  headOfficeOnly:
    'Only head office changes a restaurant’s hero tiles, menus, picture, web address and booking widget. Your other changes were not saved either: change only the details, then save again.',
} as const;

/** What a studio form was drawn from: the published version, and the draft's revision (0: there was no draft). */
export interface BasedOn {
  version: number;
  revision: number;
}

/** A studio form's hidden `revision` field: "version.revision" ("12.0": version 12, no draft); decision 061. */
export const formRevision = (b: BasedOn): string => `${b.version}.${b.revision}`;

/**
 * The hidden field read back. Anything else is a basis no document has (-1), so
 * a save or publish from it is refused as overtaken, with what was typed kept.
 */
export const basedOnSchema = z
  .string()
  .regex(/^\d{1,9}\.\d{1,9}$/)
  .transform((raw): BasedOn => {
    const [version, revision] = raw.split('.').map(Number) as [number, number];
    return { version, revision };
  })
  .catch({ version: -1, revision: -1 });

/** The conflicts an importer chose to replace with the file's copy: "kind:docId", one a ticked box (decision 061). */
export const importReplaceSchema = z
  .array(z.string().regex(new RegExp(`^(${CONTENT_KINDS.join('|')}):[\\w/-]{1,100}$`), 'This is not a document of the studio'))
  .max(1000);

export interface ContentVersionRow {
  version: number;
  at: string;
  actor: string;
  origin: 'pack' | 'studio';
  summary: string;
}

export interface ContentScheduleRow {
  id: string;
  runAt: string;
  actor: string;
  status: 'pending' | 'published' | 'cancelled' | 'failed';
  problem: string | null;
}
