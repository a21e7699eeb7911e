// /console/staff/new/: a chain admin adds a staff member (product.md D8). The new
// member is e-mailed their one-time set-password link through the outbox, and
// the page shows the link too, so it can be passed on by hand when mail is
// not set up. The form's rules are the contract's; the service checks them again.
import { data, type AppLoadContext } from 'react-router';
import { newStaffSchema } from '../../../contract/staff.ts';
import { CONSOLE_HEADERS } from '../console-http.ts';
import { csrfMatches, csrfRefusal } from '../console-session.server.ts';
import { requireStaffManager, restaurantTitles } from './staff-access.server.ts';
import { staffFormInput, typedValues } from './staff-form-values.ts';
import { invalidReply, noticeReply, refusalReply } from '../form-kit/console-refusal.server.ts';
import { passOnLink } from './staff-form-result.ts';
import { staffHref } from './staff-text.ts';

export interface RestaurantChoice {
  storeId: string;
  title: string;
}

export interface NewStaffPage {
  csrfToken: string;
  restaurants: RestaurantChoice[];
}

/** Every restaurant of the chain, in its order, for the form's checkboxes. */
export const choicesOf = (titles: ReadonlyMap<string, string>): RestaurantChoice[] =>
  [...titles].map(([storeId, title]) => ({ storeId, title }));

export async function loadNewStaff(context: AppLoadContext, request: Request) {
  const session = await requireStaffManager(context, request);
  return data<NewStaffPage>(
    { csrfToken: session.csrfToken, restaurants: choicesOf(await restaurantTitles(context)) },
    { headers: CONSOLE_HEADERS },
  );
}

export async function addStaffMember(context: AppLoadContext, request: Request) {
  const session = await requireStaffManager(context, request);
  const form = await request.formData();
  if (!csrfMatches(form, request, session)) return csrfRefusal();
  const input = staffFormInput(form);
  const values = typedValues(input);
  const parsed = newStaffSchema.safeParse(input);
  if (!parsed.success) return invalidReply(parsed.error.issues, { intent: 'add', values });
  try {
    const { member, link } = await context.services.console.addStaff(session.staff, parsed.data);
    return noticeReply(`${member.name} is added. We have e-mailed ${member.email} a link to choose their password.`, {
      intent: 'add',
      link: passOnLink(link),
      added: { name: member.name, email: member.email, href: staffHref(member.id) },
    });
  } catch (err) {
    return refusalReply(err, { intent: 'add', values });
  }
}
