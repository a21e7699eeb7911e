// /console/staff/:staffId/: one staff account (product.md D8), for chain admins:
// its name, role and restaurants to change, disabling (which signs it out
// everywhere at once) or enabling it, a new set-password link, and its history.
// The forms post here, told apart by `intent`; the console service applies
// the rules (no admin disables or demotes themselves; one active admin stays).
import { data, type AppLoadContext } from 'react-router';
import { ROLE_LABELS, staffAccessSchema, staffDetailsSchema, type StaffOverview } from '../../../contract/staff.ts';
import { CONSOLE_HEADERS } from '../console-http.ts';
import { csrfMatches, csrfRefusal } from '../console-session.server.ts';
import type { AuditRow } from '../diary/audit-format.ts';
import { choicesOf, type RestaurantChoice } from './new-staff-page.server.ts';
import { requireStaffManager, restaurantTitles } from './staff-access.server.ts';
import { staffFormInput, typedValues } from './staff-form-values.ts';
import {
  formRefusal,
  invalidReply,
  noticeReply,
  notFoundPage,
  refusalReply,
  throwAsPageError,
} from '../form-kit/console-refusal.server.ts';
import { passOnLink } from './staff-form-result.ts';
import { restaurantsText, staffAuditRows } from './staff-text.ts';

export interface StaffMemberPage {
  csrfToken: string;
  member: StaffOverview & { roleLabel: string; restaurantsText: string };
  /** The signed-in admin's own account: they may not disable it or change its role. */
  isSelf: boolean;
  /** Devices signed in now. */
  sessions: number;
  audit: AuditRow[];
  restaurants: RestaurantChoice[];
}

/** An id no account could have is not looked up. */
function staffIdOf(staffId: string | undefined): string {
  if (!staffId || staffId.length > 64) throw notFoundPage();
  return staffId;
}

export async function loadStaffMember(context: AppLoadContext, request: Request, rawId: string | undefined) {
  const session = await requireStaffManager(context, request);
  const staffId = staffIdOf(rawId);
  const [detail, titles] = await Promise.all([
    context.services.console.staffMember(session.staff, staffId).catch(throwAsPageError),
    restaurantTitles(context),
  ]);
  const { member } = detail;
  return data<StaffMemberPage>(
    {
      csrfToken: session.csrfToken,
      member: { ...member, roleLabel: ROLE_LABELS[member.role], restaurantsText: restaurantsText(member.role, member.restaurants, titles) },
      isSelf: member.id === session.staff.id,
      sessions: detail.sessions,
      audit: staffAuditRows(detail.audit, titles),
      restaurants: choicesOf(titles),
    },
    { headers: CONSOLE_HEADERS },
  );
}

export async function staffMemberAction(context: AppLoadContext, request: Request, rawId: string | undefined) {
  const session = await requireStaffManager(context, request);
  const form = await request.formData();
  if (!csrfMatches(form, request, session)) return csrfRefusal();
  const staffId = staffIdOf(rawId);
  const { console: service } = context.services;
  const intent = form.get('intent');
  switch (intent) {
    case 'details': {
      const input = staffFormInput(form);
      const values = typedValues(input);
      const parsed = staffDetailsSchema.safeParse(input);
      if (!parsed.success) return invalidReply(parsed.error.issues, { intent, values });
      try {
        const { member, changed } = await service.updateStaff(session.staff, staffId, parsed.data);
        return noticeReply(
          changed ? `${member.name}’s details are saved.` : 'Nothing to save: the name, role and restaurants are as they were.',
          {
            intent,
          },
        );
      } catch (err) {
        return refusalReply(err, { intent, values });
      }
    }
    case 'access': {
      const parsed = staffAccessSchema.safeParse({ access: form.get('access') ?? undefined });
      if (!parsed.success) return invalidReply(parsed.error.issues, { intent });
      try {
        const { member, sessionsEnded } = await service.setStaffAccess(session.staff, staffId, parsed.data.access);
        return noticeReply(
          member.disabled
            ? `${member.name}’s account is disabled${sessionsEnded ? `: signed out on ${devices(sessionsEnded)}` : ''}. They cannot sign in until it is enabled.`
            : `${member.name}’s account is enabled. They can sign in again.`,
          { intent },
        );
      } catch (err) {
        return refusalReply(err, { intent });
      }
    }
    case 'link': {
      try {
        const link = await service.sendStaffLink(session.staff, staffId);
        return noticeReply('We have e-mailed them a new link to choose a password.', { intent, link: passOnLink(link) });
      } catch (err) {
        return refusalReply(err, { intent });
      }
    }
    default:
      return formRefusal('This form is not one the staff page knows. Please reload the page.');
  }
}

const devices = (n: number) => (n === 1 ? '1 device' : `${n} devices`);
