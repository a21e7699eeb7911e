// The event sheet (decision 078), printed for the kitchen and the floor: the timings, the space, the menus with
// their dishes, dietary tags and allergens (from the studio), the client's requests and their guest profile's
// allergies and dietary notes, the contact, and what is paid and what is due. Built from the newest version sent.
import { and, eq, inArray } from 'drizzle-orm';
import { ALLERGENS, DIETARY_TAGS } from '../../contract/content-constants.ts';
import type { Menu } from '../../contract/content.ts';
import type { ProposalView } from '../../contract/event-proposals.ts';
import type { LeadStatus } from '../../contract/event-leads.ts';
import type { Runner } from '../db/runner.ts';
import { guestEmails, guests, payments } from '../db/schema.ts';

export interface SheetMenu {
  title: string;
  /** False when the studio no longer has it: the sheet says so rather than print nothing. */
  found: boolean;
  sections: { name: string; items: { name: string; description: string; dietary: string[]; allergens: string[] }[] }[];
}

export interface EventSheet {
  leadId: string;
  restaurant: string;
  status: LeadStatus;
  contact: { name: string; email: string; phone: string | null } | null;
  bookingType: string | null;
  /** What the client asked for, for a sheet printed before any proposal. */
  request: { covers: number | null; date: string | null; time: string | null; until: string | null };
  /** What the client wrote with the enquiry: requests, set-up, allergies. */
  requests: string | null;
  /** The client's guest profile, when their address is one of a profile's. */
  profile: { allergies: string; dietaryNotes: string } | null;
  /** The newest version sent; null before the first. */
  proposal: ProposalView | null;
  menus: SheetMenu[];
  paid: { depositPence: number; balancePence: number };
}

/** A studio menu's dishes, with their tags and allergens in words, in the menu's order. */
export function menuForSheet(title: string, menu: Menu | null): SheetMenu {
  if (!menu) return { title, found: false, sections: [] };
  return {
    title,
    found: true,
    sections: menu.sections.map((section) => ({
      name: section.name,
      items: section.subsections.flatMap((sub) =>
        sub.items.map((item) => ({
          name: item.name,
          description: item.description,
          dietary: item.dietaryTags.map((t) => DIETARY_TAGS[t.id]),
          allergens: item.allergens.map((a) => ALLERGENS[a]),
        })),
      ),
    })),
  };
}

/** The allergies and dietary notes on the guest profile an address belongs to; null when it has none. */
export async function guestProfileOf(runner: Runner, address: string | null): Promise<EventSheet['profile']> {
  const email = address?.trim().toLowerCase();
  if (!email) return null;
  const [profile] = await runner
    .select({ allergies: guests.allergies, dietaryNotes: guests.dietaryNotes })
    .from(guestEmails)
    .innerJoin(guests, eq(guests.id, guestEmails.guestId))
    .where(eq(guestEmails.email, email));
  return profile && (profile.allergies || profile.dietaryNotes) ? profile : null;
}

/** The event's deposit and balance taken so far, in pence. */
export async function paidFor(runner: Runner, bookingId: string | null): Promise<EventSheet['paid']> {
  if (!bookingId) return { depositPence: 0, balancePence: 0 };
  const rows = await runner
    .select({ kind: payments.kind, amountPence: payments.amountPence })
    .from(payments)
    .where(
      and(eq(payments.bookingId, bookingId), inArray(payments.kind, ['event_deposit', 'event_balance']), eq(payments.status, 'succeeded')),
    );
  const sum = (kind: string) => rows.filter((r) => r.kind === kind).reduce((total, r) => total + r.amountPence, 0);
  return { depositPence: sum('event_deposit'), balancePence: sum('event_balance') };
}
