// A lead's id from the address (/console/events/:leadId/…): one that could not be an id is the 404 page.
import { notFoundPage } from '../form-kit/console-refusal.server.ts';

export const leadIdOf = (params: { leadId?: string }): string => {
  const id = params.leadId ?? '';
  if (!/^[\w-]{1,64}$/.test(id)) throw notFoundPage();
  return id;
};
