// What a staff form's action answers (its page reads it as actionData): the
// console's one form reply (decision 070), with what was typed (to refill a
// form rendered afresh after a post without JavaScript) and a set-password
// link the admin may pass on by hand.
import type { StaffRole } from '../../../contract/staff.ts';
import type { FormReply } from '../form-kit/form-reply.ts';
import { formatLondon } from '../messages/message-format.ts';

export interface StaffFormValues {
  email?: string;
  name?: string;
  role?: StaffRole | '';
  restaurants?: string[];
}

export interface PassOnLink {
  url: string;
  /** "Tue 3 Mar 2026, 10:00" (London). */
  expiresLabel: string;
}

/** Its intent is the form that sent it: add, details, access or link. */
export type StaffFormResult = FormReply<{
  values?: StaffFormValues;
  link?: PassOnLink;
  /** The member just added, for the success panel's links. */
  added?: { name: string; email: string; href: string };
}>;

export const passOnLink = (link: { url: string; expiresAt: string }): PassOnLink => ({
  url: link.url,
  expiresLabel: formatLondon(link.expiresAt),
});
