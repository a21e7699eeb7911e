// Staff management for chain admins (product.md D8, decision 022: "every restaurant,
// staff, settings"): the list of accounts, adding one (their set-password link
// is e-mailed through the outbox), changing a member's name, role and
// restaurants, disabling and enabling an account, and sending a new link.
// One door, as the console service: every method takes the acting member and
// checks `staff.manage` itself; anyone else finds nothing ("not found"). Every
// change writes its audit entry, and its mail, in the change's transaction.
import type { AuditEntry } from '../../contract/diary-shapes.ts';
import {
  ROLE_LABELS,
  restaurantsProblem,
  type NewStaffDetails,
  type SetPasswordLink,
  type StaffDetails,
  type StaffOverview,
  type StaffRole,
} from '../../contract/staff.ts';
import { auditTrail, changedFields, recordAudit, type AuditActor } from '../audit/audit-log.ts';
import type { Db } from '../db/client.ts';
import type { Tx } from '../db/runner.ts';
import { invalid, notFound, refused } from '../domain/domain-error.ts';
import { enqueueMail } from '../mail/outbox.ts';
import { staffLinkMail, type StaffLinkMailContent } from '../mail/templates/staff-link-mail.ts';
import { issueOneTimeToken, setPasswordUrl } from './one-time-link.ts';
import { can } from './permissions.ts';
import { staffQueries, type StaffMember, type StaffQueries } from './staff-repository.ts';
import { SET_PASSWORD_LINK_MS, type StaffContent } from './staff-service.ts';
import { readSiteName } from '../content/site-name.ts';

export interface StaffAdminDeps {
  db: Db;
  content: StaffContent;
  publicUrl: string;
  clock: () => Date;
}

export const PAGE_NOT_FOUND = 'This page could not be found';
export const EMAIL_TAKEN = 'A staff member with this e-mail address already exists';
export const SELF_DISABLE = 'You cannot disable your own account. Another chain admin can.';
export const SELF_DEMOTE = 'You cannot change your own role from chain admin. Another chain admin can.';
export const LAST_ADMIN = 'This is the last active chain admin. Please make someone else a chain admin first.';
export const NO_LINK_WHEN_DISABLED = 'This account is disabled. Please enable it before sending a link.';
export const UNKNOWN_RESTAURANT = 'Please choose restaurants from the list';

export interface StaffMemberDetail {
  member: StaffOverview;
  /** Sessions the member holds now (devices signed in). */
  sessions: number;
  /** The account's history, oldest first. */
  audit: AuditEntry[];
}

/**
 * Whether a change to `target` would leave the chain without an active chain
 * admin, or have an admin disable or demote themselves: the refusal, or null.
 * `activeAdmins` are the ids of the active chain admins now (target included).
 */
export function adminChangeRefusal(
  actorId: string,
  target: { id: string; role: StaffRole; disabled: boolean },
  next: { role: StaffRole; disabled: boolean },
  activeAdmins: readonly string[],
): string | null {
  const wasActiveAdmin = target.role === 'chain-admin' && !target.disabled;
  const staysActiveAdmin = next.role === 'chain-admin' && !next.disabled;
  if (!wasActiveAdmin || staysActiveAdmin) return null;
  if (target.id === actorId) return next.disabled ? SELF_DISABLE : SELF_DEMOTE;
  return activeAdmins.some((id) => id !== target.id) ? null : LAST_ADMIN;
}

const actorOf = (m: StaffMember): AuditActor => ({ staffId: m.id, name: m.name });
const auditOf = (m: Pick<StaffOverview, 'name' | 'role' | 'restaurants' | 'disabled'>) => ({
  name: m.name,
  role: m.role,
  restaurants: m.restaurants,
  disabled: m.disabled,
});

export function createStaffAdmin(deps: StaffAdminDeps) {
  const { db, clock } = deps;
  const queries = staffQueries(db);

  function allow(actor: StaffMember): void {
    if (!can(actor, 'staff.manage')) throw notFound(PAGE_NOT_FOUND);
  }

  /** The ticked storeIds, each a restaurant of the chain, sorted and once each; the role rule checked. */
  async function restaurantsFor(role: StaffRole, storeIds: readonly string[]): Promise<string[]> {
    const problem = restaurantsProblem(role, storeIds);
    if (problem) throw invalid('restaurants', problem);
    const known = new Set((await deps.content.restaurantSummaries()).map((r) => r.storeId));
    if (storeIds.some((id) => !known.has(id))) throw invalid('restaurants', UNKNOWN_RESTAURANT);
    return [...new Set(storeIds)].sort();
  }

  async function titlesOf(storeIds: readonly string[]): Promise<string> {
    const all = await deps.content.restaurantSummaries();
    return storeIds.map((id) => all.find((r) => r.storeId === id)?.title ?? id).join(', ');
  }

  /** A locked account in a transaction, or not-found. */
  async function lockedOverview(q: StaffQueries, staffId: string): Promise<StaffOverview> {
    if (!(await q.lockAccount(staffId))) throw notFound(PAGE_NOT_FOUND);
    const member = await q.overview(staffId);
    if (!member) throw notFound(PAGE_NOT_FOUND);
    return member;
  }

  /** A set-password link for the account, and the mail that carries it (text and HTML), in the caller's transaction. */
  async function mailLink(tx: Tx, member: StaffOverview, kind: string, content: Omit<StaffLinkMailContent, 'url' | 'name' | 'publicUrl'>) {
    const { token, expiresAt } = await issueOneTimeToken(staffQueries(tx), member.id, 'set-password', SET_PASSWORD_LINK_MS, clock());
    const url = setPasswordUrl(deps.publicUrl, token);
    const { text, html } = staffLinkMail({ ...content, name: member.name, url, publicUrl: deps.publicUrl });
    await enqueueMail(tx, { kind, to: member.email, subject: content.subject, text, html });
    return { url, expiresAt: expiresAt.toISOString() };
  }

  const transaction = <T>(work: (q: StaffQueries, tx: Tx) => Promise<T>) => db.transaction((tx) => work(staffQueries(tx), tx));

  return {
    /** Every account, by name. */
    async list(actor: StaffMember): Promise<StaffOverview[]> {
      allow(actor);
      return queries.listOverviews();
    },

    async member(actor: StaffMember, staffId: string): Promise<StaffMemberDetail> {
      allow(actor);
      const member = await queries.overview(staffId);
      if (!member) throw notFound(PAGE_NOT_FOUND);
      const [sessions, audit] = await Promise.all([queries.countSessionsOf(staffId), auditTrail(db, 'staff', staffId)]);
      return { member, sessions, audit };
    },

    /** A new account without a password; its owner is e-mailed a link (24 hours) to choose one, which is also returned. */
    async add(actor: StaffMember, input: NewStaffDetails): Promise<{ member: StaffOverview; link: SetPasswordLink }> {
      allow(actor);
      const restaurants = await restaurantsFor(input.role, input.restaurants);
      const where = restaurants.length ? ` for ${await titlesOf(restaurants)}` : '';
      const siteName = await readSiteName(deps.content); // read before the transaction, which the mail is built in
      const at = clock();
      return transaction(async (q, tx) => {
        const id = await q.insert({ email: input.email, name: input.name, role: input.role, restaurants });
        if (!id) throw refused(EMAIL_TAKEN, { field: 'email' });
        const member: StaffOverview = {
          id,
          email: input.email,
          name: input.name,
          role: input.role,
          disabled: false,
          hasPassword: false,
          restaurants,
        };
        const link = await mailLink(tx, member, 'staff-invite', {
          siteName,
          subject: 'Your restaurant console account',
          intro: `${actor.name} has made you a restaurant console account: ${ROLE_LABELS[member.role]}${where}.`,
          linkLead: 'Choose your password here within 24 hours',
          linkLabel: 'Choose your console password',
          after: [
            `Then sign in with this e-mail address at ${deps.publicUrl.replace(/\/$/, '')}/console/.`,
            'If you did not expect this e-mail, please ignore it.',
          ],
        });
        await recordAudit(tx, {
          actor: actorOf(actor),
          at,
          storeId: null,
          entity: 'staff',
          entityId: id,
          action: 'added',
          after: { email: member.email, ...auditOf(member) },
        });
        return { member, link };
      });
    },

    /** New name, role and restaurants; `changed` is false (and nothing is logged) when all were as they were. */
    async update(actor: StaffMember, staffId: string, input: StaffDetails): Promise<{ member: StaffOverview; changed: boolean }> {
      allow(actor);
      const restaurants = await restaurantsFor(input.role, input.restaurants);
      const at = clock();
      return transaction(async (q, tx) => {
        const admins = await q.lockActiveChainAdmins();
        const before = await lockedOverview(q, staffId);
        const refusal = adminChangeRefusal(actor.id, before, { role: input.role, disabled: before.disabled }, admins);
        if (refusal) throw refused(refusal, { field: 'role' });
        const after: StaffOverview = { ...before, name: input.name, role: input.role, restaurants };
        const change = changedFields(auditOf(before), auditOf(after));
        if (!Object.keys(change.after).length) return { member: before, changed: false };
        await q.updateDetails(staffId, { name: after.name, role: after.role });
        await q.replaceRestaurants(staffId, restaurants);
        await recordAudit(tx, {
          actor: actorOf(actor),
          at,
          storeId: null,
          entity: 'staff',
          entityId: staffId,
          action: 'changed',
          ...change,
        });
        return { member: after, changed: true };
      });
    },

    /** Disables an account and ends all its sessions at once, or enables it again (it signs in afresh). */
    async setAccess(
      actor: StaffMember,
      staffId: string,
      access: 'disable' | 'enable',
    ): Promise<{ member: StaffOverview; sessionsEnded: number }> {
      allow(actor);
      const disabled = access === 'disable';
      const at = clock();
      return transaction(async (q, tx) => {
        const admins = await q.lockActiveChainAdmins();
        const before = await lockedOverview(q, staffId);
        if (before.disabled === disabled) return { member: before, sessionsEnded: 0 };
        const refusal = adminChangeRefusal(actor.id, before, { role: before.role, disabled }, admins);
        if (refusal) throw refused(refusal);
        await q.setDisabled(staffId, disabled);
        const sessionsEnded = disabled ? await q.deleteSessionsOf(staffId) : 0;
        await recordAudit(tx, {
          actor: actorOf(actor),
          at,
          storeId: null,
          entity: 'staff',
          entityId: staffId,
          action: disabled ? 'disabled' : 'enabled',
          before: { disabled: before.disabled },
          after: { disabled },
        });
        return { member: { ...before, disabled }, sessionsEnded };
      });
    },

    /** A new one-time link (24 hours) to choose a password, e-mailed to the member and returned to pass on by hand. */
    async sendLink(actor: StaffMember, staffId: string): Promise<SetPasswordLink> {
      allow(actor);
      const siteName = await readSiteName(deps.content); // read before the transaction, which the mail is built in
      const at = clock();
      return transaction(async (q, tx) => {
        const member = await lockedOverview(q, staffId);
        if (member.disabled) throw refused(NO_LINK_WHEN_DISABLED);
        const link = await mailLink(tx, member, 'staff-set-password', {
          siteName,
          subject: 'Choose your console password',
          intro: `${actor.name} has sent you a link to choose a password for the restaurant console.`,
          linkLead: 'Choose it here within 24 hours',
          linkLabel: 'Choose your console password',
          after: ['If you did not expect this e-mail, please ignore it: your password stays as it is.'],
        });
        await recordAudit(tx, { actor: actorOf(actor), at, storeId: null, entity: 'staff', entityId: staffId, action: 'link-sent' });
        return link;
      });
    },
  };
}

export type StaffAdmin = ReturnType<typeof createStaffAdmin>;
