// What the outbox's SMS channel needs of a provider (decision 038 SMS reminders): one call
// that hands a text to the provider and answers the provider's id for it, or
// throws. The one adapter is twilio-transport.ts; without provider keys there
// is none and SMS is off.
export interface OutgoingSms {
  /** E.164, e.g. +447700900123. */
  to: string;
  body: string;
}

export interface SmsTransport {
  send(sms: OutgoingSms): Promise<{ providerId: string }>;
}
