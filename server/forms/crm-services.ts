// The forms, customers and offers services (decision 009) over one database: a
// plain factory the composition root (server/services.ts) calls with the
// captcha verifier and Instagram feed it built from configuration.
import type { ContentService } from '../content/content-service.ts';
import type { Db } from '../db/client.ts';
import type { CaptchaVerifier } from '../captcha/captcha-verifier.ts';
import { createPreferencesService } from '../customers/preferences-service.ts';
import { createReferralService } from '../customers/referral-service.ts';
import { createSignUpService } from '../customers/sign-up-service.ts';
import { createVoucherService } from '../offers/voucher-service.ts';
import type { InstagramFeed } from '../social/instagram.ts';
import { createUploadService } from '../uploads/upload-service.ts';
import { publishedContactDefinitions } from './contact-content.ts';
import { createContactService } from './contact-service.ts';
import { createGroupEnquiryService } from './group-enquiry-service.ts';
import { readSiteName } from '../content/site-name.ts';

export interface CrmDeps {
  db: Db;
  content: ContentService;
  captcha: CaptchaVerifier;
  instagram: InstagramFeed;
  /** FORM_RATE_LIMIT_*: what the API's form guard allows per IP and per session (server/api/form-guard.ts). */
  limits: { perIp: number; perSession: number; window: string };
  centralInbox: string;
  publicUrl: string;
  now: () => Date;
}

export function createCrmServices({ db, content, captcha, instagram, limits, centralInbox, publicUrl, now }: CrmDeps) {
  const siteName = async () => (await readSiteName(content)) ?? 'Casa Lumbre';
  return {
    limits,
    captcha,
    contact: createContactService({ db, content, definitions: publishedContactDefinitions(content), centralInbox }),
    groups: createGroupEnquiryService({ db, content, centralInbox, now }),
    uploads: createUploadService(db, now),
    signUps: createSignUpService({ db, content, publicUrl, now }),
    customers: createPreferencesService(db, content, now),
    vouchers: createVoucherService(db, publicUrl, now, siteName),
    referrals: createReferralService({ db, publicUrl, siteName, now }),
    instagram,
  };
}

export type CrmServices = ReturnType<typeof createCrmServices>;
