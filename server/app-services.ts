// The services the composition root (services.ts) builds and every edge receives:
// its own module, so that http/ and api/ can name the type without importing
// the app that registers them.
import type { Config } from './config.ts';
import type { Database } from './db/client.ts';
import type { AppTokens } from './auth/app-token.ts';
import type { ConsoleService } from './console/console-service-types.ts';
import type { ContentService } from './content/content-service.ts';
import type { GeoService } from './geo/geo-service.ts';
import type { CrmServices } from './forms/crm-services.ts';
import type { BookingService } from './booking/booking-service.ts';
import type { StaffService } from './staff/staff-service.ts';
import type { StudioService } from './studio/studio-service.ts';
import type { ProposalService } from './events/proposal-service.ts';
import type { EventPayments } from './events/event-payments.ts';
import type { EventCancellation } from './events/event-cancellation.ts';
import type { LeadService } from './events/lead-service.ts';
import type { GuestService } from './guests/guest-service.ts';
import type { ReportService } from './reports/report-service.ts';
import type { Logger } from './logger.ts';
import type { ImageCatalogue } from './images/image-catalogue.ts';
import type { VariantStore } from './images/image-variants.ts';
import type { ImageUploads } from './media/image-uploads.ts';
import type { PrivacyService } from './privacy/privacy-service.ts';
import type { MailLogService } from './mail/mail-log-service.ts';
import type { Metrics } from './metrics/metrics.ts';
import type { OutboxWorker } from './outbox/outbox-worker.ts';

/** Everything the composition root (services.ts) builds. */
export interface AppServices {
  config: Config;
  /** The root logger: Fastify logs requests through it, modules through its children. */
  logger: Logger;
  /** The one clock every service reads (the machine's, or CLOCK_START's): pages ask it what "today" and "now" are. */
  clock: () => Date;
  database: Database;
  tokens: AppTokens;
  content: ContentService;
  geo: GeoService;
  booking: BookingService;
  crm: CrmServices;
  /** Staff accounts and console sessions (product.md D8). */
  staff: StaffService;
  /** The content studio (decision 036): drafts, publishing, history. */
  studio: StudioService;
  /** Decision 077: group enquiries as leads of their restaurants. */
  leads: LeadService;
  /** Decision 078: leads' proposals, the client's signed page and acceptance. */
  proposals: ProposalService;
  /** Decision 078: an event's deposit and balance, paid from the client's page. */
  eventPayments: EventPayments;
  /** Decision 083: a manager cancels a lead's event, its space released and its deposit refunded by the terms. */
  eventCancellation: EventCancellation;
  /** Decision 043: the restaurants' and the chain's reports. */
  reports: ReportService;
  /** The console's diary, bookings, messages and settings, each call checked against the member's role and restaurants. */
  console: ConsoleService;
  /** Guest profiles (decision 044): search, profiles, merges and the diary's glance, each call checked against the member's role. */
  guests: GuestService;
  /** The image pipeline (decision 028): what is known of each content image, its variants, and the studio's uploads (decision 037). */
  images: { catalogue: ImageCatalogue; variants: VariantStore; uploads: ImageUploads };
  /** Decision 045: a person's export and erasure, marketing segments, and retention settings. */
  privacy: PrivacyService;
  /** product.md D13: the console's mail log (chain admins), for every installation, with or without SMTP_URL. */
  mailLog: MailLogService;
  /** Decision 046: the registry /metrics answers from (when METRICS_TOKEN is set) and the counters the services move. */
  metrics: Metrics;
  /** Decision 067: delivers the outbox's mail when SMTP_URL is set and its texts with SMS provider keys; the process stops it. */
  outboxDelivery: OutboxWorker | null;
}
