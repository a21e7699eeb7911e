// What a staff form's action answers (its page reads it as actionData): a
// notice or a refusal with the fields it concerns, which form sent it, what
// was typed (to refill a form rendered afresh after a post without
// JavaScript), and a set-password link the admin may pass on by hand.
import type { StaffRole } from '../../../contract/staff.ts';

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

export interface StaffFormResult {
  /** The refusal, for the alert; null on success. */
  error: string | null;
  fieldErrors: Record<string, string>;
  notice?: string;
  /** Which form sent it: add, details, access or link. */
  intent?: string;
  values?: StaffFormValues;
  link?: PassOnLink;
  /** The member just added, for the success panel's links. */
  added?: { name: string; email: string; href: string };
}
