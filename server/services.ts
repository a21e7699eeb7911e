// The composition root (product.md D1): the one place that reads configuration to
// build services — database (seeded from the content pack when it changed),
// content, geo, tokens, the booking engine with its payments adapter, captcha,
// Instagram, the forms/customers/offers/uploads services, outbox delivery and the
// background jobs (pg-boss on PostgreSQL, timers on PGlite: decision 021).
// The server process, the benchmarks and the tests all start here, so what a
// test changes (clock, payments, fetch, logger) reaches every route and page.
import path from 'node:path';
import { loadContentPack } from '../content/load-pack.ts';
import type { AppServices } from './app-services.ts';
import { isDemoInstall, type Config } from './config.ts';
import { openDatabase, type Db, type DatabaseOptions } from './db/client.ts';
import { createAppTokens } from './auth/app-token.ts';
import { sharedSecret } from './auth/shared-secret.ts';
import { seedBookingSetups } from './booking/booking-seed.ts';
import { createBookingLinks } from './booking/booking-links.ts';
import { createBookingService, type BookingService } from './booking/booking-service.ts';
import { createAltchaProvider } from './captcha/altcha-provider.ts';
import { createCaptchaVerifier, type CaptchaProvider } from './captcha/captcha-verifier.ts';
import { createRecaptchaProvider } from './captcha/recaptcha-provider.ts';
import { createContentRepository } from './content/content-repository.ts';
import { createContentService } from './content/content-service.ts';
import { createImageCatalogue, DEFAULT_IMAGE_ROOTS } from './images/image-catalogue.ts';
import { createVariantStore } from './images/image-variants.ts';
import { createImageUploads } from './media/image-uploads.ts';
import { imageStoreOf } from './media/image-store-of.ts';
import { seedContent } from './content/seed-content.ts';
import { createCrmServices } from './forms/crm-services.ts';
import { createGeoService } from './geo/geo-service.ts';
import { createLogger, type Logger } from './logger.ts';
import { createSmtpTransport } from './mail/smtp-transport.ts';
import { createOutboxWorker } from './outbox/outbox-worker.ts';
import { createPayments, type PaymentsAdapter } from './payments/payments.ts';
import { createFeeCharges } from './payments/fee-charges.ts';
import { createInstagramFeed } from './social/instagram.ts';
import { chooseJobRunner } from './jobs/choose-runner.ts';
import type { JobRunner } from './jobs/job-runner.ts';
import { OUTBOX_BATCH_SIZE, registerMesaJobs } from './jobs/mesa-jobs.ts';
import { ensureDemoAdmin } from './staff/demo-staff.ts';
import { createStaffService } from './staff/staff-service.ts';
import { createConsoleService } from './console/console-service.ts';
import { createGuestService } from './guests/guest-service.ts';
import { createStudioService } from './studio/studio-service.ts';
import { answeredRequestLead, createLeadService, eventRequestLeadWrites } from './events/lead-service.ts';
import { createEventPayments } from './events/event-payments.ts';
import { createProposalService } from './events/proposal-service.ts';
import { createEventHoldExpiry } from './events/event-hold-expiry.ts';
import { createEventCancellation } from './events/event-cancellation.ts';
import { staffQueries } from './staff/staff-repository.ts';
import { createDailySheets } from './console/daily-sheet.ts';
import { createReportService } from './reports/report-service.ts';
import { createWeeklySummaries } from './reports/weekly-summary.ts';
import { createTwilioTransport } from './sms/twilio-transport.ts';
import { createPrivacyService } from './privacy/privacy-service.ts';
import { createMailLogService } from './mail/mail-log-service.ts';
import { createMetrics } from './metrics/metrics.ts';
import { readOutboxDepth } from './metrics/outbox-depth.ts';
import { registerStateGauges } from './metrics/state-gauges.ts';

export interface CreateServicesOptions {
  database?: Partial<DatabaseOptions>;
  /** The process's root logger (server-process.ts); each module logs through a child. Default: pino at LOG_LEVEL on stdout. */
  logger?: Logger;
  /** "Now" for every service (product.md H9): tests pin it. */
  clock?: () => Date;
  /** Card payments instead of the adapter BRAINTREE_* chooses (product.md D6). */
  payments?: PaymentsAdapter;
  /** fetch for the outbound adapters: reCAPTCHA, Instagram and the geocoder. */
  fetch?: typeof fetch;
  /** Make the demo day's bookings at start on a demo install (default true); `npm run demo` makes or clears them itself. */
  demoBookings?: boolean;
}

export interface Services extends AppServices {
  /** Mail delivery, upload sweeps and retention; built here, started and stopped by the process (server-process.ts). */
  jobs: JobRunner;
}

export async function createServices(config: Config, opts: CreateServicesOptions = {}): Promise<Services> {
  const logger = opts.logger ?? createLogger(config);
  const clock = opts.clock ?? startedClock(config.CLOCK_START, Date.now, config.CLOCK_ANCHOR_MS);
  if (config.CLOCK_START && !opts.clock)
    logger.warn({ clockStart: config.CLOCK_START }, 'CLOCK_START is set: the engine runs on a shifted clock');
  const outbound = opts.fetch ? { fetch: opts.fetch } : {};
  // Decision 046: one registry per set of services; Node's process metrics only when /metrics is served.
  const metrics = createMetrics({ processMetrics: Boolean(config.METRICS_TOKEN) });
  const database = await openDatabase({
    url: config.DATABASE_URL,
    pgliteDir: config.PGLITE_DIR,
    poolSize: config.DATABASE_POOL_SIZE,
    acquireTimeoutMs: config.DATABASE_ACQUIRE_TIMEOUT_MS,
    migrationUrl: config.DATABASE_MIGRATION_URL,
    ...opts.database,
  });
  try {
    const { db } = database;
    if (config.SEED_ON_START) {
      const pack = await loadContentPack();
      const result = await seedContent(db, pack);
      await seedBookingSetups(db, pack.bookingSetups);
      const contentLog = logger.child({ module: 'content' });
      contentLog.info(result, result.changed ? 'content seeded' : 'content up to date');
      if (result.conflicts.length)
        contentLog.warn(
          { conflicts: result.conflicts },
          'the content pack changed documents editors changed in the studio: the editors’ versions were kept',
        );
    }
    const uploads = createImageUploads({ db, store: imageStoreOf(config, db), clock });
    const images = {
      catalogue: createImageCatalogue({ roots: DEFAULT_IMAGE_ROOTS, uploads: uploads.library }),
      variants: createVariantStore(path.resolve(config.IMAGE_CACHE_DIR)),
      uploads,
    };
    const content = createContentService(createContentRepository(db), {
      cacheSeconds: config.CONTENT_CACHE_SECONDS,
      images: images.catalogue,
    });
    const geoLog = logger.child({ module: 'geo' });
    const captcha = createCaptchaVerifier(await captchaProvider(config, db, outbound), {
      whitelistIp: config.CAPTCHA_WHITELIST_IP,
      log: logger.child({ module: 'captcha' }),
    });
    const instagram = createInstagramFeed({
      token: config.INSTAGRAM_TOKEN,
      apiUrl: config.INSTAGRAM_API_URL,
      ...outbound,
      log: logger.child({ module: 'instagram' }),
    });
    const jobsLog = logger.child({ module: 'jobs' });
    const jobs = chooseJobRunner({
      database,
      url: opts.database?.url ?? config.DATABASE_URL,
      pgSchema: opts.database?.pgSchema,
      log: jobsLog,
      now: clock,
      counters: metrics.jobs,
    });
    // Decision 038: SMS through Twilio only with its keys; without them SMS is off and no text is queued.
    const smsTransport =
      config.TWILIO_ACCOUNT_SID && config.TWILIO_AUTH_TOKEN && config.TWILIO_FROM
        ? createTwilioTransport({
            accountSid: config.TWILIO_ACCOUNT_SID,
            authToken: config.TWILIO_AUTH_TOKEN,
            from: config.TWILIO_FROM,
            apiUrl: config.TWILIO_API_URL,
          })
        : null;
    // Decision 067: one worker delivers the outbox (the `outbox.deliver` job drives it), mail with SMTP_URL and
    // texts with the SMS keys; a channel without its transport waits in the outbox (mail shows at /dev/mailbox/).
    const mailTransport = config.SMTP_URL ? createSmtpTransport(config.SMTP_URL, config.MAIL_FROM) : null;
    const outboxDelivery =
      mailTransport || smsTransport
        ? createOutboxWorker({
            db,
            transports: { mail: mailTransport, sms: smsTransport },
            batchSize: OUTBOX_BATCH_SIZE,
            now: clock,
            log: logger.child({ module: 'outbox' }),
          })
        : null;
    const links = createBookingLinks(await sharedSecret(db, 'booking-links'), config.PUBLIC_URL);
    // One card adapter for the diner's card step and the manager's fee charges (decision 040).
    const payments = opts.payments ?? (await createPayments(config));
    const booking = createBookingService({
      db,
      content,
      payments,
      currency: config.PAYMENTS_CURRENCY,
      links,
      brandKey: config.BRAND_KEY,
      publicUrl: config.PUBLIC_URL,
      clock,
      smsReminders: smsTransport !== null,
      counters: metrics.booking,
      log: logger.child({ module: 'waitlist' }),
      // Decision 082: an event request diners send is a lead of its restaurant from the start.
      eventRequestWrites: eventRequestLeadWrites,
      eventAnswered: answeredRequestLead,
    });
    const guests = createGuestService({ db, clock });
    const dailySheets = createDailySheets({
      db,
      booking,
      content,
      publicUrl: config.PUBLIC_URL,
      now: clock,
      guests,
    });
    const studio = createStudioService({ db, clock, forgetContent: () => content.published() });
    const reports = createReportService({ db, clock });
    const eventPayments = createEventPayments({ db, payments, links, content, currency: config.PAYMENTS_CURRENCY, clock });
    const weeklySummaries = createWeeklySummaries({ db, reports, content, publicUrl: config.PUBLIC_URL, now: clock });
    registerMesaJobs(jobs, {
      db,
      outboxDelivery,
      now: clock,
      log: jobsLog,
      dailySheets,
      weeklySummaries,
      reportDays: reports,
      contentSchedules: studio,
      reminders: booking.reminders,
      // Decision 078: an event's deposit and balance are settled by the same job as the booking deposits.
      deposits: { runDue: async () => (await booking.deposits.runDue()) + (await eventPayments.runDue()) },
      waitlist: booking.waitlist,
      eventBalances: eventPayments,
      eventHolds: createEventHoldExpiry({ db, store: booking.eventHoldStore, clock }),
    });
    registerStateGauges(metrics.registry, {
      outbox: () => readOutboxDepth(db),
      jobsQueued: () => jobs.queued(),
      pool: database.pool,
      log: logger.child({ module: 'metrics' }),
    });
    const staffLog = logger.child({ module: 'staff' });
    const staff = createStaffService({ db, content, publicUrl: config.PUBLIC_URL, log: staffLog, now: clock });
    // product.md D8: a demo admin only in development or when asked for, with a random password logged once,
    // and a demo day of sample bookings (product.md D8 "Demo bookings"): never in a production install.
    if (isDemoInstall(config)) {
      await ensureDemoAdmin(staff, staffLog);
      if (opts.demoBookings !== false) await fillDemoDays(booking, logger.child({ module: 'demo' }));
    }
    return {
      config,
      logger,
      database,
      clock,
      tokens: createAppTokens(await sharedSecret(db, 'token', config.TOKEN_SECRET), config.BRAND_KEY, () => clock().getTime()),
      content,
      geo: createGeoService({
        content,
        ...(config.GEOCODER_URL ? { geocoderUrl: config.GEOCODER_URL } : {}),
        ...outbound,
        onGeocoderError: (err, query) => geoLog.warn({ err, query }, 'geocoder failed; used the bundled places'),
      }),
      booking,
      console: createConsoleService({
        db,
        booking,
        content,
        clock,
        publicUrl: config.PUBLIC_URL,
        fees: createFeeCharges({ db, bookingById: booking.bookingById, payments, content, clock }),
        waitlistOffers: booking.waitlist,
        // A member's new role, restaurants or access holds for their very next page here (decision 058).
        staffChanged: () => staff.forgetRecentSessions(),
        listen: database.listen,
        schema: database.schema,
      }),
      guests,
      crm: createCrmServices({
        db,
        content,
        captcha,
        instagram,
        limits: {
          perIp: config.FORM_RATE_LIMIT_PER_IP,
          perSession: config.FORM_RATE_LIMIT_PER_SESSION,
          window: config.FORM_RATE_LIMIT_WINDOW,
        },
        centralInbox: config.CENTRAL_INBOX,
        publicUrl: config.PUBLIC_URL,
        now: clock,
      }),
      staff,
      studio,
      /** Decision 077: group enquiries as leads of their restaurants. */
      leads: createLeadService({ db, content, staff: staffQueries(db), clock }),
      /** Decision 078: leads' proposals, held in the diary (decision 080), and the client's page. */
      proposals: createProposalService({
        db,
        content,
        repo: { setup: booking.setupOf },
        settings: { read: booking.restaurantSettings },
        links,
        holds: { store: booking.eventHoldStore },
        currency: config.PAYMENTS_CURRENCY,
        publicUrl: config.PUBLIC_URL,
        clock,
      }),
      eventPayments,
      eventCancellation: createEventCancellation({
        db,
        holds: { store: booking.eventHoldStore },
        refunds: booking.refunds,
        currency: config.PAYMENTS_CURRENCY,
        clock,
      }),
      privacy: createPrivacyService({ db, content, clock }),
      mailLog: createMailLogService({ db, clock, delivers: Boolean(config.SMTP_URL) }),
      /** Decision 043: the restaurants' and the chain's reports. */
      reports,
      outboxDelivery,
      jobs,
      images,
      metrics,
    };
  } catch (err) {
    await database.close();
    throw err;
  }
}

/**
 * The machine's clock, or (CLOCK_START) one that reads that instant at the machine's instant `anchorMs`
 * (CLOCK_ANCHOR_MS, shared by the processes of one test run; else now) and runs at the normal rate.
 */
export function startedClock(start: string | undefined, now: () => number = Date.now, anchorMs: number = now()): () => Date {
  if (!start) return () => new Date();
  const shift = new Date(start).getTime() - anchorMs;
  return () => new Date(now() + shift);
}

/** The demo day's bookings at start-up: a failure is logged, never a reason not to start. */
async function fillDemoDays(booking: Pick<BookingService, 'demo'>, log: Logger): Promise<void> {
  try {
    const made = await booking.demo.fill();
    if (made) log.info({ made }, 'demo bookings made for today and the next days (npm run demo -- --clear removes them)');
  } catch (err) {
    log.warn({ err }, 'demo bookings could not be made');
  }
}

/** ALTCHA by default; reCAPTCHA v3 when both keys are set (product.md D6). */
async function captchaProvider(config: Config, db: Db, outbound: { fetch?: typeof fetch }): Promise<CaptchaProvider> {
  if (config.RECAPTCHA_SITE_KEY && config.RECAPTCHA_SECRET) {
    return createRecaptchaProvider({
      siteKey: config.RECAPTCHA_SITE_KEY,
      secret: config.RECAPTCHA_SECRET,
      verifyUrl: config.RECAPTCHA_VERIFY_URL,
      minScore: config.RECAPTCHA_MIN_SCORE,
      ...outbound,
    });
  }
  return createAltchaProvider({
    db,
    secret: await sharedSecret(db, 'altcha', config.ALTCHA_HMAC_KEY),
    maxNumber: config.ALTCHA_MAX_NUMBER,
    // No `now`: altcha-lib checks a challenge's expiry on the machine's clock, so it is timed on that one, not on
    // CLOCK_START's (an hour behind, every challenge would have expired when it was made).
  });
}
