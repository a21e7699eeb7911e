// /console/mail/:mailId/html/: a mail's HTML part for the mail page's sandboxed frame, under its own strict policy (product.md D13).
import type { Route } from './+types/mail-html';
import { loadMailHtml } from '../mail/mail-html.server.ts';

export const loader = ({ context, request, params }: Route.LoaderArgs) => loadMailHtml(context, request, params);
