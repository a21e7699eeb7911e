// Loaders for a customer's own pages (product.md §2 /preferences/{id}/,
// /occasion-date/{id}/, and the unsubscribe link): the id is the customer's
// guid from their e-mails. product.md §4: a customer that is "not found" is an error.
import { data, type AppLoadContext } from 'react-router';

export const CUSTOMER_NOT_FOUND_MESSAGE = 'We could not find your details. Please use the link in your latest e-mail from us.';
const GUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

function notFound(): never {
  throw data(CUSTOMER_NOT_FOUND_MESSAGE, { status: 404 });
}

export async function loadPreferences(context: AppLoadContext, guid: string) {
  if (!GUID.test(guid)) notFound();
  const [prefs, restaurants] = await Promise.all([
    context.services.crm.customers.preferences(guid.toLowerCase()),
    context.services.content.restaurantSummaries(),
  ]);
  if (!prefs) notFound();
  return { prefs, restaurants: restaurants.map((r) => ({ storeId: r.storeId, title: r.title })) };
}

export async function loadOccasionDates(context: AppLoadContext, guid: string) {
  if (!GUID.test(guid)) notFound();
  const dates = await context.services.crm.customers.occasionDates(guid.toLowerCase());
  if (!dates) notFound();
  return { guid: guid.toLowerCase(), dates };
}

/**
 * The unsubscribe link's page: reads the subscription and changes nothing,
 * because mail scanners and link previews follow every link in an e-mail.
 */
export async function loadSubscription(context: AppLoadContext, guid: string) {
  if (!GUID.test(guid)) notFound();
  const found = await context.services.crm.customers.subscription(guid.toLowerCase());
  if (!found) notFound();
  return { guid: guid.toLowerCase(), subscribed: found.subscribed };
}

/** Unsubscribes (or, with `subscribed`, subscribes again): only ever from a POST. */
/** `method`: how the diner asked (decision 045 consent history): the page's button, or their mail client's one-click. */
export async function setSubscription(context: AppLoadContext, guid: string, subscribed: boolean, method?: string) {
  if (!GUID.test(guid) || !(await context.services.crm.customers.setSubscribed(guid.toLowerCase(), subscribed, method))) notFound();
  return { guid: guid.toLowerCase(), subscribed };
}

/** A friend's invitation from the ?code= of the referral link; null when absent, 'invalid' when it cannot be used. */
export async function loadInvitation(context: AppLoadContext, request: Request) {
  const token = new URL(request.url).searchParams.get('code');
  if (!token) return null;
  if (!/^[A-Za-z0-9_-]{16,64}$/.test(token)) return { token, invitation: null };
  return { token, invitation: await context.services.crm.referrals.lookup(token) };
}
