// A restaurant's menu availability (product.md D9): its manager, or the chain's
// editors, mark dishes sold out tonight or not served there, menu by menu. A
// save publishes at once through the studio service, which checks the member
// again and keeps the version and the audit entry.
import { data, type AppLoadContext } from 'react-router';
import { z } from 'zod';
import { can } from '../../../server/staff/permissions.ts';
import { ITEM_AVAILABILITY, type AvailabilityChoice, type ItemAvailability } from '../../../contract/content-constants.ts';
import { CONSOLE_HEADERS } from '../console-http.ts';
import { CSRF_REFUSED, csrfMatches, requireSession } from '../console-session.server.ts';

import { DISH_FIELD } from './availability-fields.ts';
import { formReply, notFoundPage, refusalReply, throwAsPageError } from '../form-kit/console-refusal.server.ts';
import type { StudioResult } from './studio-result.ts';
import { formText } from '../form-kit/form-text.ts';

const choiceSchema = z.enum(['available', ...ITEM_AVAILABILITY]);

const stateAt = (availability: Partial<Record<string, ItemAvailability>>, storeId: string): AvailabilityChoice =>
  availability[storeId] ?? 'available';

async function requireRestaurant(context: AppLoadContext, request: Request, storeId: string) {
  const session = await requireSession(context, request);
  if (!can(session.staff, 'content.restaurant', storeId)) throw notFoundPage();
  return session;
}

export async function loadAvailability(context: AppLoadContext, request: Request, storeId: string) {
  const session = await requireRestaurant(context, request, storeId);
  const { restaurant, menus } = await context.services.studio.menusAt(session.staff, storeId).catch(throwAsPageError);
  return data(
    {
      csrfToken: session.csrfToken,
      restaurant: { storeId, title: restaurant.title },
      menus: menus.map((menu) => ({
        id: menu.id,
        name: menu.name,
        sections: menu.sections.map((section) => ({
          id: section.id,
          name: section.name,
          items: section.subsections.flatMap((u) =>
            u.items.map((item) => ({
              id: item.id,
              name: item.name,
              state: stateAt(item.availability, storeId),
            })),
          ),
        })),
      })),
    },
    { headers: CONSOLE_HEADERS },
  );
}

export async function availabilityAction(context: AppLoadContext, request: Request, storeId: string) {
  const session = await requireRestaurant(context, request, storeId);
  const form = await request.formData();
  if (!csrfMatches(form, request, session)) return formReply<StudioResult>({ error: CSRF_REFUSED, fieldErrors: {} }, 403);
  const choices: Record<string, AvailabilityChoice> = {};
  for (const [key, value] of form) {
    if (!key.startsWith(DISH_FIELD)) continue;
    const choice = choiceSchema.safeParse(value);
    if (!choice.success)
      return formReply<StudioResult>(
        { error: 'Please choose served, sold out or not served for each dish', fieldErrors: { [key]: 'Please choose one' } },
        400,
      );
    choices[key.slice(DISH_FIELD.length)] = choice.data;
  }
  try {
    const done = await context.services.studio.setAvailability(session.staff, storeId, formText(form, 'menuId'), choices);
    return formReply<StudioResult>({
      ok: done.changes.length
        ? `Published: ${done.changes.join(', ')}. The menu pages change within a second.`
        : 'Nothing changed: every dish was already as chosen.',
      fieldErrors: {},
    });
  } catch (err) {
    return refusalReply<StudioResult>(err);
  }
}
