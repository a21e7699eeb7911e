// /console/staff/: every staff account of the chain (product.md D8), for
// chain admins only: name, e-mail, role, restaurants, whether the account is
// active and whether a password has been chosen yet.
import { data, type AppLoadContext } from 'react-router';
import { ROLE_LABELS } from '../../../contract/staff.ts';
import { CONSOLE_HEADERS } from '../console-http.ts';
import { throwAsPageError } from '../form-kit/console-refusal.server.ts';
import { requireStaffManager, restaurantTitles } from './staff-access.server.ts';
import { restaurantsText, staffHref } from './staff-text.ts';

export interface StaffRow {
  id: string;
  href: string;
  name: string;
  email: string;
  role: string;
  restaurants: string;
  disabled: boolean;
  hasPassword: boolean;
  /** The signed-in admin's own row. */
  isSelf: boolean;
}

export interface StaffListPage {
  staff: StaffRow[];
}

export async function loadStaffList(context: AppLoadContext, request: Request) {
  const session = await requireStaffManager(context, request);
  const [members, titles] = await Promise.all([
    context.services.console.staffList(session.staff).catch(throwAsPageError),
    restaurantTitles(context),
  ]);
  const staff = members.map((m): StaffRow => ({
    id: m.id,
    href: staffHref(m.id),
    name: m.name,
    email: m.email,
    role: ROLE_LABELS[m.role],
    restaurants: restaurantsText(m.role, m.restaurants, titles),
    disabled: m.disabled,
    hasPassword: m.hasPassword,
    isSelf: m.id === session.staff.id,
  }));
  return data<StaffListPage>({ staff }, { headers: CONSOLE_HEADERS });
}
