// Staff accounts and console sessions (product.md D8, decision 022): accounts
// made by the CLI, one-time set-password and reset links, sign-in with a
// shared failure limit per account and per client, server-side sessions
// rotated at every sign-in, sign-out here or everywhere. Errors are domain
// values (decision 017); the console's pages turn them into messages.
import type { RestaurantSummary } from '../../contract/content-api.ts';
import { restaurantsProblem, type StaffRole } from '../../contract/staff.ts';
import { invalid, refused } from '../domain/domain-error.ts';
import type { Db } from '../db/client.ts';
import type { Logger } from '../logger.ts';
import { enqueueMail } from '../mail/outbox.ts';
import { staffLinkMail } from '../mail/templates/staff-link-mail.ts';
import { issueOneTimeToken, setPasswordUrl } from './one-time-link.ts';
import { hashPassword, verifyPassword } from './password-hash.ts';
import { workableRestaurants } from './permissions.ts';
import { createStaffRepository, type StaffAccount, type StaffMember, type TokenPurpose } from './staff-repository.ts';
import { hashToken, newSecretToken } from './secret-token.ts';
import { readSiteName, type SiteSettingsSource } from '../content/site-name.ts';
import { createReadCache } from '../db/read-cache.ts';

export type { StaffMember };

/** Said for every failed sign-in, locked or not: it never tells whether the account exists. */
export const SIGN_IN_REFUSED = 'E-mail or password is not right';
export const LINK_REFUSED = 'This link has expired or has already been used. Please ask for a new one.';

const HOUR = 3_600_000;
const MINUTE = 60_000;

export interface StaffLimits {
  /** Failed sign-ins per account, and per client IP, within `windowMs` before every attempt is refused. */
  perAccount: number;
  perIp: number;
  windowMs: number;
}

export const DEFAULT_LIMITS: StaffLimits = { perAccount: 5, perIp: 20, windowMs: 15 * MINUTE };
/** A session dies after this long unused, and after SESSION_MAX_MS whatever happens. */
export const SESSION_IDLE_MS = 12 * HOUR;
export const SESSION_MAX_MS = 30 * 24 * HOUR;
export const SET_PASSWORD_LINK_MS = 24 * HOUR;
/**
 * How long a read (a console page or API GET) may take this instance's last reading of a session (decision
 * 058 "Performance"): a restaurant's tablets poll and reload the diary many times a second, and each
 * reading is a join on the one embedded connection. A change (any other method) always reads the session afresh.
 */
export const SESSION_READ_MS = 1000;
export const RESET_LINK_MS = HOUR;
export const RESET_MAILS_PER_HOUR = 3;

/** What the staff services read of the content: the restaurants, and the chain's name for the mails' wordmark. */
export interface StaffContent extends SiteSettingsSource {
  restaurantSummaries(): Promise<RestaurantSummary[]>;
}

export interface StaffServiceOptions {
  db: Db;
  content: StaffContent;
  publicUrl: string;
  log: Logger;
  now: () => Date;
  limits?: Partial<StaffLimits>;
  /** Lower scrypt cost for tests that hash many passwords. */
  hash?: (password: string) => Promise<string>;
}

export interface NewStaff {
  email: string;
  name?: string | undefined;
  role: StaffRole;
  /** Restaurant slugs (managers and hosts need at least one; a chain admin takes none). */
  restaurants: string[];
}

export interface SignInRequest {
  email: string;
  password: string;
  ip: string;
  userAgent: string | null;
}

export interface StaffSession {
  staff: StaffMember;
  csrfToken: string;
}

export function createStaffService(opts: StaffServiceOptions) {
  const repo = createStaffRepository(opts.db);
  const limits = { ...DEFAULT_LIMITS, ...opts.limits };
  const hash = opts.hash ?? hashPassword;
  // Compared against when the account does not exist, so a miss costs as long as a wrong password.
  let decoy: Promise<string> | undefined;
  // Real time, not the app's clock: the bound is how stale a reading may be, whatever a test's clock says.
  const recentSessions = createReadCache<StaffSession | null>(SESSION_READ_MS);

  const issueToken = (staffId: string, purpose: TokenPurpose, lifetimeMs: number) =>
    issueOneTimeToken(repo, staffId, purpose, lifetimeMs, opts.now());

  async function storeIdsOf(slugs: string[]): Promise<string[]> {
    if (!slugs.length) return [];
    const all = await opts.content.restaurantSummaries();
    return [...new Set(slugs)].map((slug) => {
      const found = all.find((r) => r.slug === slug);
      if (!found) throw invalid('restaurant', `No restaurant has the slug "${slug}". Known: ${all.map((r) => r.slug).join(', ')}`);
      return found.storeId;
    });
  }

  /** The session's member from the database (a join), its use noted at most once a minute. */
  async function readSession(sessionHash: string): Promise<StaffSession | null> {
    const now = opts.now();
    const session = await repo.liveSessionMember(sessionHash, now);
    if (!session || session.disabled) return null;
    const account: StaffMember = {
      id: session.id,
      email: session.email,
      name: session.name,
      role: session.role,
      disabled: session.disabled,
      restaurants: session.restaurants,
    };
    // Written at most once a minute: a busy diary polls, and every write would be a row update.
    if (now.getTime() - session.lastSeenAt.getTime() > MINUTE) {
      const expires = Math.min(now.getTime() + SESSION_IDLE_MS, session.createdAt.getTime() + SESSION_MAX_MS);
      await repo.touchSession(sessionHash, now, new Date(expires));
    }
    return { staff: account, csrfToken: session.csrfToken };
  }

  const publicMember = ({ passwordHash: _hash, ...member }: StaffAccount): StaffMember => member;

  return {
    async createStaff(input: NewStaff, passwordHash?: string): Promise<StaffMember> {
      const email = input.email.trim().toLowerCase();
      const problem = restaurantsProblem(input.role, input.restaurants);
      if (problem) throw invalid('restaurant', problem);
      const restaurants = await storeIdsOf(input.restaurants);
      const name = input.name?.trim() || email.split('@')[0]!;
      const id = await repo.insert({ email, name, role: input.role, restaurants, ...(passwordHash ? { passwordHash } : {}) });
      if (!id) throw refused('A staff member with this e-mail address already exists', { field: 'email' });
      return { id, email, name, role: input.role, disabled: false, restaurants: [...restaurants].sort() };
    },

    /** The one-time link the CLI prints: `/console/set-password/?token=…`, valid 24 hours. */
    async issueSetPasswordLink(staffId: string): Promise<{ url: string; expiresAt: Date }> {
      const { token, expiresAt } = await issueToken(staffId, 'set-password', SET_PASSWORD_LINK_MS);
      return { url: setPasswordUrl(opts.publicUrl, token), expiresAt };
    },

    /** Whose link this is (the set-password page greets them); a dead link is refused. */
    async checkLink(token: string): Promise<{ email: string }> {
      const live = await repo.liveToken(hashToken(token), opts.now());
      const account = live && (await repo.byId(live.staffId));
      if (!account || account.disabled) throw invalid('token', LINK_REFUSED);
      return { email: account.email };
    },

    /** Uses the link once, stores the new hash, and ends every session of the account (a reset is a sign-out everywhere). */
    async setPassword(token: string, password: string): Promise<StaffMember> {
      const tokenHash = hashToken(token);
      const live = await repo.liveToken(tokenHash, opts.now());
      if (!live) throw invalid('token', LINK_REFUSED);
      const passwordHash = await hash(password); // outside the transaction: scrypt must not hold the database
      const account = await repo.transaction(async (q) => {
        if (!(await q.useToken(tokenHash, opts.now()))) return null;
        await q.setPasswordHash(live.staffId, passwordHash);
        await q.deleteSessionsOf(live.staffId);
        return q.byId(live.staffId);
      });
      recentSessions.clear(); // its sessions ended
      if (!account || account.disabled) throw invalid('token', LINK_REFUSED);
      opts.log.info({ staffId: account.id }, 'staff password set');
      return publicMember(account);
    },

    /** A new session (a new id every time: rotation); the same refusal for every failure. */
    async signIn(req: SignInRequest): Promise<{ sessionToken: string } & StaffSession> {
      const email = req.email.trim().toLowerCase();
      const now = opts.now();
      const since = new Date(now.getTime() - limits.windowMs);
      const keys = [`email:${email}`, `ip:${req.ip}`];
      const [byAccount, byIp] = await Promise.all(keys.map((k) => repo.failuresSince(k, since)));
      const account = await repo.byEmail(email);
      const stored = account?.passwordHash ?? (await (decoy ??= hashPassword(newSecretToken())));
      const matches = await verifyPassword(req.password, stored);
      const locked = byAccount! >= limits.perAccount || byIp! >= limits.perIp;
      if (locked || !matches || !account?.passwordHash || account.disabled) {
        await repo.recordFailures(keys, now);
        if (Math.random() < 0.05) await repo.pruneFailures(since);
        opts.log.warn({ email, ip: req.ip, locked }, 'staff sign-in refused');
        throw refused(SIGN_IN_REFUSED);
      }
      await repo.clearFailures(keys[0]!);
      const sessionToken = newSecretToken();
      const csrfToken = newSecretToken();
      await repo.insertSession({
        hash: hashToken(sessionToken),
        staffId: account.id,
        csrfToken,
        userAgent: req.userAgent?.slice(0, 300) ?? null,
        now,
        expiresAt: new Date(now.getTime() + SESSION_IDLE_MS),
      });
      opts.log.info({ staffId: account.id, ip: req.ip }, 'staff signed in');
      return { sessionToken, csrfToken, staff: publicMember(account) };
    },

    /**
     * The signed-in staff member, or null for a missing, expired or disabled session; use extends the session.
     * With `reading`, for a request that changes nothing, a reading of the same session made on this instance
     * less than SESSION_READ_MS ago will do; a sign-out here drops it at once.
     */
    currentStaff(sessionToken: string, how: { reading?: boolean } = {}): Promise<StaffSession | null> {
      const sessionHash = hashToken(sessionToken);
      return how.reading ? recentSessions.get(sessionHash, () => readSession(sessionHash)) : readSession(sessionHash);
    },

    async signOut(sessionToken: string): Promise<void> {
      const sessionHash = hashToken(sessionToken);
      await repo.deleteSession(sessionHash);
      recentSessions.delete(sessionHash);
    },

    /** Ends every session of the staff member, on every device; the number ended. */
    /** A member changed (role, restaurants, access, password): no reading of any session is reused. */
    forgetRecentSessions: () => recentSessions.clear(),

    async signOutEverywhere(staffId: string): Promise<number> {
      const ended = await repo.deleteSessionsOf(staffId);
      recentSessions.clear();
      opts.log.info({ staffId, ended }, 'staff signed out everywhere');
      return ended;
    },

    /** Mails a reset link (valid 1 hour) when the address has an active account; silent otherwise. */
    async requestReset(rawEmail: string): Promise<void> {
      const email = rawEmail.trim().toLowerCase();
      const account = await repo.byEmail(email);
      if (!account || account.disabled) return;
      // A few links an hour: enough for a lost mail, too few to flood an inbox from the public form.
      const hourAgo = new Date(opts.now().getTime() - HOUR);
      if ((await repo.tokensSince(account.id, 'reset', hourAgo)) >= RESET_MAILS_PER_HOUR) {
        opts.log.warn({ staffId: account.id }, 'staff reset link not sent: hourly limit reached');
        return;
      }
      const { token } = await issueToken(account.id, 'reset', RESET_LINK_MS);
      const url = setPasswordUrl(opts.publicUrl, token);
      const subject = 'Reset your console password';
      const { text, html } = staffLinkMail({
        subject,
        name: account.name,
        intro: 'Someone (we hope you) asked to reset your password for the restaurant console.',
        linkLead: 'Choose a new password here within the hour',
        linkLabel: 'Choose a new console password',
        url,
        after: ['If it was not you, ignore this e-mail: your password stays as it is.'],
        publicUrl: opts.publicUrl,
        siteName: await readSiteName(opts.content),
      });
      await enqueueMail(opts.db, { kind: 'staff-password-reset', to: account.email, subject, text, html });
    },

    /** The restaurants the staff member may open, in the chain's order. */
    async restaurantsFor(member: StaffMember): Promise<RestaurantSummary[]> {
      return workableRestaurants(member, await opts.content.restaurantSummaries());
    },

    /** Tests and the demo: how many sessions an account holds. */
    sessionCount: (staffId: string) => repo.countSessionsOf(staffId),
    byEmail: async (email: string) => {
      const account = await repo.byEmail(email.trim().toLowerCase());
      return account && publicMember(account);
    },
  };
}

export type StaffService = ReturnType<typeof createStaffService>;
