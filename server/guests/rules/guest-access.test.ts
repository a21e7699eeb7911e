import { describe, expect, it } from 'vitest';
import type { Actor } from '../../staff/permissions.ts';
import { glanceFor, guestAccess, guestListScope } from './guest-access.ts';

const actor = (role: Actor['role'], restaurants: string[] = []): Actor => ({ role, disabled: false, restaurants });
const GLANCE = { guestId: 'g', tags: ['nut allergy'], allergies: 'peanuts', visits: 2, noShows: 1 };

describe('who sees what of a guest', () => {
  it('a manager reaches guests who booked their restaurants, and edits them, but merges nothing', () => {
    expect(guestAccess(actor('manager', ['1002']), ['1002', '1023'])).toEqual({ view: true, edit: true, merge: false });
    expect(guestAccess(actor('manager', ['1002']), ['1023'])).toEqual({ view: false, edit: false, merge: false });
    expect(guestListScope(actor('manager', ['1002']))).toEqual(['1002']);
  });

  it('a chain admin and marketing reach everyone; only the admin edits', () => {
    expect(guestAccess(actor('chain-admin'), [])).toEqual({ view: true, edit: true, merge: true });
    expect(guestAccess(actor('marketing'), [])).toEqual({ view: true, edit: false, merge: true });
    expect(guestListScope(actor('marketing'))).toBeNull();
  });

  it('a host and a content editor open no profile; a disabled account nothing', () => {
    expect(guestAccess(actor('host', ['1002']), ['1002']).view).toBe(false);
    expect(guestAccess(actor('content-editor'), ['1002']).view).toBe(false);
    expect(guestAccess({ ...actor('chain-admin'), disabled: true }, []).view).toBe(false);
    expect(guestListScope(actor('host', ['1002']))).toEqual([]);
  });

  it('a host glances at tags, allergies and counts at their own restaurant only', () => {
    expect(glanceFor(actor('host', ['1002']), '1002', { ...GLANCE, notes: 'secret' } as typeof GLANCE)).toEqual(GLANCE);
    expect(glanceFor(actor('host', ['1002']), '1023', GLANCE)).toBeNull();
    expect(glanceFor(actor('content-editor'), '1002', GLANCE)).toBeNull();
  });
});
