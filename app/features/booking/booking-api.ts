// The booking modal's calls (SPEC §7 Booking), typed by contract/booking.ts.
import { ApiError, type ApiClient } from '../../lib/api/api-client.ts';
import * as c from '../../../contract/booking.ts';
import { restaurantListReplySchema } from '../../../contract/content-api.ts';
import { geoSearchReplySchema } from '../../../contract/geo.ts';
import { bookingMessage } from '../../../contract/booking-codes.ts';

export interface PartyQuery {
  storeId: string;
  occasionId: string;
  adults: number;
  children: number;
  date: string;
}

const qs = (params: Record<string, string | number | boolean | null | undefined>) =>
  new URLSearchParams(
    Object.entries(params).flatMap(([k, v]) => (v === undefined ? [] : [[k, v === null ? 'null' : String(v)]])),
  ).toString();

/** A failed call's diner message: the server's own where it has one, else SPEC §8's text for the code. */
export function messageOf(error: unknown): string {
  if (error instanceof ApiError) {
    const body = error.body as { code?: number; message?: string } | null;
    if (body?.message) return body.message;
    return bookingMessage(body?.code ?? -1);
  }
  return bookingMessage(-1);
}

export function bookingApi(api: ApiClient) {
  const party = (q: PartyQuery) => ({ occasionId: q.occasionId, adults: q.adults, children: q.children });
  return {
    restaurants: () => api.get('/api/v1/content/search-restaurants/', restaurantListReplySchema).then((r) => r.data),
    occasions: (storeId: string, date: string) =>
      api.get(`/api/booking/occasions/${storeId}?${qs({ date })}`, c.occasionsReplySchema).then((r) => r.data.occasions),
    areas: (q: PartyQuery) =>
      api.get(`/api/booking/areas/${q.storeId}?${qs({ ...party(q), dates: q.date })}`, c.areasReplySchema).then((r) => r.data.areas),
    menus: (q: PartyQuery & { time: string }) =>
      api
        .get(`/api/booking/bookingmenu/${q.storeId}?${qs({ ...party(q), dates: q.date, time: q.time })}`, c.bookingMenuReplySchema)
        .then((r) => r.data.menus),
    slots: (q: PartyQuery & { menuId: string | null; areaId: string | null }) =>
      api
        .get(
          `/api/booking/slots/${q.storeId}?${qs({ ...party(q), dates: q.date, menuIds: q.menuId ?? undefined, areaId: q.areaId })}`,
          c.slotsReplySchema,
        )
        .then((r) => r.data),
    requirements: (q: PartyQuery & { time: string; menuId: string | null; areaId: string | null }) =>
      api
        .get(
          `/api/booking/requirements/${q.storeId}?${qs({ ...party(q), bookingDate: q.date, time: q.time, menuId: q.menuId, areaId: q.areaId ?? undefined })}`,
          c.requirementsReplySchema,
        )
        .then((r) => r.data),
    upsells: (q: PartyQuery & { time: string }) =>
      api
        .get(
          `/api/booking/upsells/${q.storeId}?${qs({ ...party(q), bookingDate: q.date, time: q.time, includeUnavailable: false })}`,
          c.upsellsReplySchema,
        )
        .then((r) => r.data.upsells),
    nearby: (lat: number, lng: number) =>
      api.get(`/api/geo/search/lat/${lat}/lng/${lng}`, geoSearchReplySchema).then((r) => r.data.restaurants),
    availability: (body: { stores: { storeId: string; miles: number }[]; date: string; adultCovers: number; childrenCovers: number }) =>
      api.post('/api/booking/availability', c.availabilityReplySchema, body).then((r) => r.data.stores),
    cardToken: () => api.get('/api/v1/braintree/token', c.braintreeTokenReplySchema).then((r) => r.data.clientToken),
    submitCard: (body: { paymentMethodNonce: string; firstName?: string; lastName?: string; email?: string }) =>
      api.post('/api/v1/braintree/submit', c.braintreeSubmitReplySchema, body),
    create: (kind: 'create' | 'enquiry' | 'events', storeId: string, body: unknown, idempotencyKey: string) =>
      api
        .post(`/api/booking/${kind}/${storeId}`, c.bookingCreatedReplySchema, body, { 'idempotency-key': idempotencyKey })
        .then((r) => r.data),
  };
}

export type BookingApi = ReturnType<typeof bookingApi>;
