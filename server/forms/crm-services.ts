// Wires the forms, customers and offers services (issue 8) from configuration.
import type { Config } from '../config.ts';
import type { ContentService } from '../content/content-service.ts';
import type { Db } from '../db/client.ts';
import { sharedSecret } from '../auth/shared-secret.ts';
import { createAltchaProvider } from '../captcha/altcha-provider.ts';
import { createCaptchaVerifier, type CaptchaProvider } from '../captcha/captcha-verifier.ts';
import { createRecaptchaProvider } from '../captcha/recaptcha-provider.ts';
import { createPreferencesService } from '../customers/preferences-service.ts';
import { createReferralService } from '../customers/referral-service.ts';
import { createSignUpService } from '../customers/sign-up-service.ts';
import { createVoucherService } from '../offers/voucher-service.ts';
import { createInstagramFeed } from '../social/instagram.ts';
import { createUploadService } from '../uploads/upload-service.ts';
import { createContactDefinitions } from './contact-content.ts';
import { createContactService } from './contact-service.ts';
import { createGroupEnquiryService } from './group-enquiry-service.ts';
import type { FormLimits } from './form-guard.ts';

export interface CrmOptions {
  now?: () => Date;
  fetch?: typeof fetch;
  log?: (msg: string, err: unknown) => void;
}

export async function createCrmServices(config: Config, db: Db, content: ContentService, opts: CrmOptions = {}) {
  const now = opts.now ?? (() => new Date());
  const provider: CaptchaProvider =
    config.RECAPTCHA_SITE_KEY && config.RECAPTCHA_SECRET
      ? createRecaptchaProvider({
          siteKey: config.RECAPTCHA_SITE_KEY,
          secret: config.RECAPTCHA_SECRET,
          verifyUrl: config.RECAPTCHA_VERIFY_URL,
          minScore: config.RECAPTCHA_MIN_SCORE,
          ...(opts.fetch ? { fetch: opts.fetch } : {}),
        })
      : createAltchaProvider({
          db,
          secret: await sharedSecret(db, 'altcha', config.ALTCHA_HMAC_KEY),
          maxNumber: config.ALTCHA_MAX_NUMBER,
          now,
        });
  const siteName = async () => (await content.settings())?.site_name ?? 'Casa Lumbre';
  const limits: FormLimits = {
    perIp: config.FORM_RATE_LIMIT_PER_IP,
    perSession: config.FORM_RATE_LIMIT_PER_SESSION,
    window: config.FORM_RATE_LIMIT_WINDOW,
  };
  return {
    limits,
    captcha: createCaptchaVerifier(provider, { whitelistIp: config.CAPTCHA_WHITELIST_IP, ...(opts.log ? { log: opts.log } : {}) }),
    contact: createContactService({ db, content, definitions: createContactDefinitions(), centralInbox: config.CENTRAL_INBOX }),
    groups: createGroupEnquiryService({ db, content, centralInbox: config.CENTRAL_INBOX, now }),
    uploads: createUploadService(db, now),
    signUps: createSignUpService({ db, content, publicUrl: config.PUBLIC_URL, now }),
    customers: createPreferencesService(db, content, now),
    vouchers: createVoucherService(db, config.PUBLIC_URL, now),
    referrals: createReferralService({ db, publicUrl: config.PUBLIC_URL, siteName, now }),
    instagram: createInstagramFeed({
      token: config.INSTAGRAM_TOKEN,
      apiUrl: config.INSTAGRAM_API_URL,
      ...(opts.fetch ? { fetch: opts.fetch } : {}),
      ...(opts.log ? { log: opts.log } : {}),
    }),
  };
}

export type CrmServices = Awaited<ReturnType<typeof createCrmServices>>;
