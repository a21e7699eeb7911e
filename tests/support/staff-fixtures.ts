// Staff members for tests that call the studio's services directly (no database row needed).
import type { StaffMember } from '../../server/staff/staff-repository.ts';

/** A chain-wide content editor. */
export const CONTENT_EDITOR: StaffMember = {
  id: 'staff-editor',
  email: 'editor@example.com',
  name: 'Esme Editor',
  role: 'content-editor',
  disabled: false,
  restaurants: [],
};
