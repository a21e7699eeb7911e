// One-time console links (decision 022): a 256-bit token for one account and
// one purpose, only its hash stored, its URL built on the public address. The
// staff service (CLI, reset mail) and staff management (invites) both issue them.
import { hashToken, newSecretToken } from './secret-token.ts';
import type { StaffQueries, TokenPurpose } from './staff-repository.ts';

/** `https://…/console/set-password/?token=…`: the page where the link's owner chooses a password. */
export const setPasswordUrl = (publicUrl: string, token: string) =>
  `${publicUrl.replace(/\/$/, '')}/console/set-password/?token=${encodeURIComponent(token)}`;

/** Stores a new token's hash (in the caller's transaction, when it has one) and returns the token itself, once. */
export async function issueOneTimeToken(
  queries: Pick<StaffQueries, 'insertToken'>,
  staffId: string,
  purpose: TokenPurpose,
  lifetimeMs: number,
  now: Date,
): Promise<{ token: string; expiresAt: Date }> {
  const token = newSecretToken();
  const expiresAt = new Date(now.getTime() + lifetimeMs);
  await queries.insertToken({ hash: hashToken(token), staffId, purpose, createdAt: now, expiresAt });
  return { token, expiresAt };
}
